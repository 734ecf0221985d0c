// One tiny literal tree per handler: the document nodes in, the canonical Markdown out.
import { describe, expect, it } from 'vitest'
import type { BlockNode, InlineNode, Mark } from '../types.ts'
import { docToMarkdown } from './index.ts'

const md = (...content: BlockNode[]) => docToMarkdown({ type: 'doc', content })
const para = (...content: InlineNode[]): BlockNode => ({ type: 'paragraph', content })
const text = (value: string, ...marks: Mark[]): InlineNode =>
  marks.length ? { type: 'text', text: value, marks } : { type: 'text', text: value }
const item = (...content: BlockNode[]) => ({ type: 'listItem' as const, content })

describe('block handlers', () => {
  it('paragraph: blocks are separated by a blank line, the file ends with a newline', () => {
    expect(md(para(text('a')), para(text('b')))).toBe('a\n\nb\n')
    expect(md()).toBe('')
  })
  it('heading: ## and ###', () => {
    expect(
      md(
        { type: 'heading', attrs: { level: 2 }, content: [text('Two')] },
        { type: 'heading', attrs: { level: 3 }, content: [text('Three')] },
      ),
    ).toBe('## Two\n\n### Three\n')
  })
  it('bulletList: "- " items, tight, continuation lines indented', () => {
    expect(md({ type: 'bulletList', content: [item(para(text('a')), para(text('b'))), item(para(text('c')))] })).toBe(
      '- a\n\n  b\n- c\n',
    )
  })
  it('orderedList: numbered from its start', () => {
    expect(
      md({ type: 'orderedList', attrs: { start: 9 }, content: [item(para(text('a'))), item(para(text('b')))] }),
    ).toBe('9. a\n10. b\n')
  })
  it('lists of the same kind side by side switch marker, so they stay apart', () => {
    const bullet: BlockNode = { type: 'bulletList', content: [item(para(text('a')))] }
    const ordered: BlockNode = { type: 'orderedList', content: [item(para(text('b')))] }
    expect(md(bullet, bullet, bullet, ordered, ordered)).toBe('- a\n\n* a\n\n- a\n\n1. b\n\n1) b\n')
  })
  it('listItem: content that would read as a rule starts on the next line', () => {
    expect(md({ type: 'bulletList', content: [item({ type: 'horizontalRule' })] })).toBe('-\n  ---\n')
    const empty = { type: 'bulletList' as const, content: [item()] }
    expect(md({ type: 'bulletList', content: [item({ type: 'bulletList', content: [item(empty)] })] })).toBe(
      '-\n  - -\n',
    )
  })
  it('a list that starts with a rule, right after two other bullet lists, still stays apart from them', () => {
    const bullet: BlockNode = { type: 'bulletList', content: [item(para(text('a')))] }
    expect(md(bullet, bullet, { type: 'bulletList', content: [item({ type: 'horizontalRule' })] })).toBe(
      '- a\n\n* a\n\n-\n  ---\n',
    )
  })
  it('orderedList: numbers stop at nine digits, the most a list marker may have', () => {
    const items = [item(para(text('a'))), item(para(text('b'))), item(para(text('c')))]
    expect(md({ type: 'orderedList', attrs: { start: 999_999_998 }, content: items })).toBe(
      '999999998. a\n999999999. b\n999999999. c\n',
    )
  })
  it('blockquote: "> " lines, blank lines as ">"', () => {
    expect(md({ type: 'blockquote', content: [para(text('a')), para(text('b'))] })).toBe('> a\n>\n> b\n')
  })
  it('codeBlock: fenced with its language, the fence longer than any backtick run', () => {
    expect(md({ type: 'codeBlock', attrs: { language: 'md' }, content: [{ type: 'text', text: '```\nx\n```' }] })).toBe(
      '````md\n```\nx\n```\n````\n',
    )
    expect(md({ type: 'codeBlock', attrs: { language: null } })).toBe('```\n```\n')
  })
  it('image: alt, source and title; a source with a space goes in <>', () => {
    expect(md({ type: 'image', attrs: { src: 'images/a(1).png', alt: 'A [b]', title: 'Say "hi"' } })).toBe(
      '![A \\[b\\]](images/a\\(1\\).png "Say \\"hi\\"")\n',
    )
    expect(md({ type: 'image', attrs: { src: 'images/a (1).png', alt: 'A', title: null } })).toBe(
      '![A](<images/a (1).png>)\n',
    )
  })
  it('callToAction: a link titled "button" alone in its paragraph, its text escaped', () => {
    expect(md({ type: 'callToAction', attrs: { href: '/contact', text: 'Assess Your Integration Maturity' } })).toBe(
      '[Assess Your Integration Maturity](/contact "button")\n',
    )
    expect(md({ type: 'callToAction', attrs: { href: 'https://x.y/a_(b)', text: ' *Save* [20%]\n' } })).toBe(
      '[\\*Save\\* \\[20%\\]](https://x.y/a_\\(b\\) "button")\n',
    )
    expect(md({ type: 'callToAction', attrs: { href: '/contact', text: ' \u202e' } })).toBe('')
  })
  it('horizontalRule: ---', () => {
    expect(md({ type: 'horizontalRule' })).toBe('---\n')
  })
})

describe('inline content', () => {
  const line = (...content: InlineNode[]) => md(para(...content)).trimEnd()
  it('marks: **bold**, _italic_, `code` and links with titles', () => {
    expect(
      line(
        text('b', { type: 'bold' }),
        text(' '),
        text('i', { type: 'italic' }),
        text(' '),
        text('c', { type: 'code' }),
      ),
    ).toBe('**b** _i_ `c`')
    expect(line(text('l', { type: 'link', attrs: { href: '/x', title: 'T' } }))).toBe('[l](/x "T")')
  })
  it('nested marks: the longer-running mark goes outside', () => {
    expect(line(text('a ', { type: 'italic' }), text('b', { type: 'bold' }, { type: 'italic' }))).toBe('_a **b**_')
  })
  it('code spans: enough backticks, padded when the code touches a backtick', () => {
    expect(line(text('a`b', { type: 'code' }))).toBe('``a`b``')
    expect(line(text('`', { type: 'code' }))).toBe('`` ` ``')
  })
  it('hardBreak: a backslash at the end of the line', () => {
    expect(line(text('a'), { type: 'hardBreak' }, text('b'))).toBe('a\\\nb')
  })
  it.each([
    ['*a* _b_ `c` [d] \\', '\\*a\\* \\_b\\_ \\`c\\` \\[d\\] \\\\'],
    ['# not a heading', '\\# not a heading'],
    ['- not a list', '\\- not a list'],
    ['+ not a list', '\\+ not a list'],
    ['1. not a list', '1\\. not a list'],
    ['> not a quote', '\\> not a quote'],
    ['<b> and <https://x>', '\\<b> and \\<https://x>'],
    ['&amp; stays & text', '\\&amp; stays & text'],
    ['a # b - c 1. d', 'a # b - c 1. d'],
  ])('escapes %j so it reads back as text', (input, output) => {
    expect(line(text(input))).toBe(output)
  })
  it('marks whose edges Markdown cannot flank get a character reference next to them', () => {
    expect(line(text('x'), text('(a)', { type: 'bold' }))).toBe('&#x78;**(a)**')
    expect(line(text('a'), text(' b', { type: 'italic' }))).toBe('&#x61;_&#x20;b_')
    expect(line(text('foo'), text('bar', { type: 'italic' }))).toBe('fo&#x6F;_&#x62;ar_')
  })
  it('a paragraph that would open like a link reference definition gets an empty link title, which reads back as none', () => {
    expect(line(text(']:a', { type: 'code' }, { type: 'link', attrs: { href: '/b' } }))).toBe('[`]:a`](/b "")')
  })
  it('a hard break in a heading becomes a space: headings are one line', () => {
    expect(md({ type: 'heading', attrs: { level: 2 }, content: [text('a'), { type: 'hardBreak' }, text('b')] })).toBe(
      '## a b\n',
    )
  })
  it('a link mark titled "button" is an ordinary link: the keyword marks only a call to action', () => {
    expect(line(text('Contact us', { type: 'link', attrs: { href: '/contact', title: 'button' } }))).toBe(
      '[Contact us](/contact)',
    )
  })
  it('"!" before a link is escaped, so the link does not become an image', () => {
    expect(line(text('Hi!'), text('l', { type: 'link', attrs: { href: '/x' } }))).toBe('Hi\\![l](/x)')
  })
})

describe('a stored document with characters that change how text is shown', () => {
  it('is written without them, so pulling or editing it leaves them behind', () => {
    const link: Mark = { type: 'link', attrs: { href: '/pay', title: 'due\u2066' } }
    expect(
      md(
        { type: 'heading', attrs: { level: 2 }, content: [text('\u001b[2KDone\u0007')] },
        para(text('invoice\u202efdp.exe', link), text(' \u0085x\u009b', { type: 'code' })),
        { type: 'codeBlock', attrs: { language: null }, content: [{ type: 'text', text: 'a\u001b\tb\r\nc\u2069' }] },
        { type: 'image', attrs: { src: 'images/a.png', alt: 'Chart\u202a', title: '\u0000Q3' } },
      ),
    ).toBe(
      '## \\[2KDone\n\n[invoicefdp.exe](/pay "due")` x`\n\n```\na\tb\nc\n```\n\n![Chart](images/a.png "\uFFFDQ3")\n',
    )
  })
})

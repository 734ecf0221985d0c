// One tiny literal tree per handler: the Markdown in, the document nodes out.
import { describe, expect, it } from 'vitest'
import type { BlockNode, InlineNode } from '../types.ts'
import { markdownToDoc } from './index.ts'

const blocks = (markdown: string) => markdownToDoc(markdown).content
const inline = (markdown: string) => (markdownToDoc(markdown).content[0] as { content: InlineNode[] }).content
const text = (value: string): InlineNode => ({ type: 'text', text: value })
const para = (...content: InlineNode[]): BlockNode => ({ type: 'paragraph', content })

describe('block handlers', () => {
  it('paragraph: soft line breaks become spaces', () => {
    expect(blocks('a\nb')).toEqual([para(text('a b'))])
  })
  it('heading: levels 2 and 3, from ATX or setext', () => {
    expect(blocks('## Two\n\n### Three\n\nSetext\n---')).toEqual([
      { type: 'heading', attrs: { level: 2 }, content: [text('Two')] },
      { type: 'heading', attrs: { level: 3 }, content: [text('Three')] },
      { type: 'heading', attrs: { level: 2 }, content: [text('Setext')] },
    ])
  })
  it('list: bullet, and ordered with its start when it is not 1', () => {
    const item = (value: string) => ({ type: 'listItem', content: [para(text(value))] })
    expect(blocks('- a\n- b')).toEqual([{ type: 'bulletList', content: [item('a'), item('b')] }])
    expect(blocks('1. a')).toEqual([{ type: 'orderedList', content: [item('a')] }])
    expect(blocks('7. a')).toEqual([{ type: 'orderedList', attrs: { start: 7 }, content: [item('a')] }])
  })
  it('listItem: holds blocks, tight or loose alike, and may be empty', () => {
    expect(blocks('- a\n\n  b\n-')).toEqual([
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [para(text('a')), para(text('b'))] },
          { type: 'listItem', content: [] },
        ],
      },
    ])
  })
  it('blockquote: holds blocks', () => {
    expect(blocks('> a\n>\n> b')).toEqual([{ type: 'blockquote', content: [para(text('a')), para(text('b'))] }])
  })
  it('code: fenced with a language, or without one as null', () => {
    expect(blocks('```sql\nselect 1\n```\n\n    indented')).toEqual([
      { type: 'codeBlock', attrs: { language: 'sql' }, content: [text('select 1')] },
      { type: 'codeBlock', attrs: { language: null }, content: [text('indented')] },
    ])
  })
  it('thematicBreak: a horizontal rule', () => {
    expect(blocks('***')).toEqual([{ type: 'horizontalRule' }])
  })
  it('link titled "button" alone in its paragraph: a call to action, its text on one line without spaces at the edges', () => {
    expect(
      blocks('Next step.\n\n[ Assess Your\nMaturity ](/contact "button")\n\n- [Call us](tel:+64-9-1234 \'button\')'),
    ).toEqual([
      para(text('Next step.')),
      { type: 'callToAction', attrs: { href: '/contact', text: 'Assess Your Maturity' } },
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [{ type: 'callToAction', attrs: { href: 'tel:+64-9-1234', text: 'Call us' } }] },
        ],
      },
    ])
  })
  it('image: alone in its paragraph it is a block, with its title', () => {
    expect(blocks('![Alt text](images/a.png "Title")')).toEqual([
      { type: 'image', attrs: { src: 'images/a.png', alt: 'Alt text', title: 'Title' } },
    ])
  })
})

describe('inline handlers', () => {
  it('text: character references and escapes are decoded', () => {
    expect(inline('&amp; \\*')).toEqual([text('& *')])
  })
  it('strong and emphasis: bold and italic marks, in canonical order when nested', () => {
    expect(inline('**a** _b_ *__c__*')).toEqual([
      { type: 'text', text: 'a', marks: [{ type: 'bold' }] },
      text(' '),
      { type: 'text', text: 'b', marks: [{ type: 'italic' }] },
      text(' '),
      { type: 'text', text: 'c', marks: [{ type: 'bold' }, { type: 'italic' }] },
    ])
  })
  it('inlineCode: text with the code mark, keeping marks around it', () => {
    expect(inline('**`x`**')).toEqual([{ type: 'text', text: 'x', marks: [{ type: 'bold' }, { type: 'code' }] }])
  })
  it('link: the link mark with its href, and its title when there is one', () => {
    expect(inline('[a](/b "T") [c](https://d.example)')).toEqual([
      { type: 'text', text: 'a', marks: [{ type: 'link', attrs: { href: '/b', title: 'T' } }] },
      text(' '),
      { type: 'text', text: 'c', marks: [{ type: 'link', attrs: { href: 'https://d.example' } }] },
    ])
  })
  it('link: an ordinary link alone in its paragraph, or titled anything but "button", stays a link', () => {
    const linked = (title?: string): InlineNode => ({
      type: 'text',
      text: 'Contact us',
      marks: [{ type: 'link', attrs: { href: '/contact', ...(title && { title }) } }],
    })
    expect(blocks('[Contact us](/contact)')).toEqual([para(linked())])
    expect(blocks('[Contact us](/contact "Button")')).toEqual([para(linked('Button'))])
    expect(blocks('[Contact us](/contact "a button")')).toEqual([para(linked('a button'))])
  })
  it('break: a hard break, from a backslash or two spaces', () => {
    expect(inline('a\\\nb  \nc')).toEqual([
      text('a'),
      { type: 'hardBreak' },
      text('b'),
      { type: 'hardBreak' },
      text('c'),
    ])
  })
  it('adjacent text with equal marks is merged, edges of lines are trimmed', () => {
    expect(inline('*a*_b_ &#x20;')).toEqual([{ type: 'text', text: 'ab', marks: [{ type: 'italic' }] }])
  })
})

describe('characters that change how text is shown', () => {
  const refusal = (markdown: string) => {
    try {
      markdownToDoc(markdown)
    } catch (error) {
      return error
    }
    throw new Error('expected a MarkdownError')
  }

  it('are removed from text, link text and titles, code, code blocks and image alt text and titles', () => {
    const escape = '\u001b[2K\u001b[32m'
    expect(
      blocks(
        `## Invoice\u202e${escape}\n\nPay [invoice\u202efdp.exe](/pay "due\u2066 now") \`rm\u0085 -rf\` &#x202E;ok\u0000.`,
      ),
    ).toEqual([
      { type: 'heading', attrs: { level: 2 }, content: [text('Invoice[2K[32m')] },
      para(
        text('Pay '),
        { type: 'text', text: 'invoicefdp.exe', marks: [{ type: 'link', attrs: { href: '/pay', title: 'due now' } }] },
        text(' '),
        { type: 'text', text: 'rm -rf', marks: [{ type: 'code' }] },
        text(' ok\uFFFD.'),
      ),
    ])
    expect(blocks('```sh\necho \u001b[31m\tred\u007f\n```\n\n![A\u202e chart\u009b](images/a.png "Q\u20693")')).toEqual(
      [
        { type: 'codeBlock', attrs: { language: 'sh' }, content: [text('echo [31m\tred')] },
        { type: 'image', attrs: { src: 'images/a.png', alt: 'A chart', title: 'Q3' } },
      ],
    )
  })

  it('leave an image without alt text when they were all it had', () => {
    expect(refusal('![\u202e\u001b](images/a.png)')).toMatchObject({
      message: 'Image without alt text',
      line: 1,
      column: 1,
    })
  })

  it('are refused in a link target or image source, at their line and column', () => {
    expect(refusal('Fine.\n\nSee [the file](https://example.com/invoice\u202efdp.exe).')).toMatchObject({
      name: 'MarkdownError',
      message: 'Link target contains an invisible text-direction control (U+202E)',
      line: 3,
      column: 5,
      hint: expect.stringMatching(/^Remove it/),
    })
    expect(refusal('See [x](/a&#x2066;b).')).toMatchObject({
      message: 'Link target contains an invisible text-direction control (U+2066)',
      line: 1,
      column: 5,
    })
    expect(refusal('![Chart](https://cdn.example.com/a\u202e.png)')).toMatchObject({
      message: 'Image source contains an invisible text-direction control (U+202E)',
      line: 1,
      column: 1,
    })
  })

  it('are shown as escapes when a refused value is quoted in a message', () => {
    expect(refusal('```js\u202e\u0085\nx\n```')).toMatchObject({
      message: 'Code block language "js\\u202e\\x85" is not a language name',
    })
  })
})

describe('calls to action the format refuses', () => {
  const refusal = (markdown: string) => {
    try {
      markdownToDoc(markdown)
    } catch (error) {
      return error
    }
    throw new Error('expected a MarkdownError')
  }

  it.each([
    ['javascript:alert(1)', 'Link target "javascript:alert(1)" is not allowed'],
    ['data:text/html,x', 'Link target "data:text/html,x" is not allowed'],
    ['//evil.example', 'Link target "//evil.example" is not allowed'],
    ['/pay&#x202E;', 'Link target contains an invisible text-direction control (U+202E)'],
  ])('an unsafe target %j, at its line and column, as for any link', (href, message) => {
    expect(refusal(`Ready?\n\n[Go](${href} "button")`)).toMatchObject({
      name: 'MarkdownError',
      message,
      line: 3,
      column: 1,
    })
  })

  it('one in running text or a heading: it must stand alone', () => {
    const message = 'A call to action (a link titled "button") must stand alone in its paragraph'
    expect(refusal('Please [get in touch](/contact "button") today.')).toMatchObject({ message, line: 1, column: 8 })
    expect(refusal('## [Talk to us](/contact "button")')).toMatchObject({ message, line: 1, column: 4 })
  })

  it('formatting in its text, or no text at all', () => {
    expect(refusal('[Book **now**](/contact "button")')).toMatchObject({
      message: "A call to action's text cannot hold formatting, line breaks or images",
      line: 1,
      column: 7,
    })
    expect(refusal('[ \u202e ](/contact "button")')).toMatchObject({
      message: 'A call to action without text',
      line: 1,
      column: 1,
    })
  })
})

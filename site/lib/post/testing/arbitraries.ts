// fast-check generators for the round-trip properties: documents full of Markdown-significant
// characters, and Markdown strings built from the constructs the format accepts (and a few it refuses).
// Both carry the characters that change how text is shown (see site/lib/text), which no document may keep.
import fc from 'fast-check'
import { removeUnsafeCharacters } from '../../text/index.ts'
import type { BlockNode, Doc, InlineNode, ListItemNode, Mark, TextNode } from '../types.ts'

/** Controls, DEL, C1, text-direction controls and half a surrogate pair: what documents must never hold. */
export const hiddenCharacters = [
  '\u0000',
  '\u0001',
  '\u000b',
  '\u000c',
  '\r',
  '\u001b[2K',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
  '\ud800',
  '\udfff',
]

const pieces = [
  'a',
  'b',
  'Z',
  '1',
  '9',
  ' ',
  ' ',
  '\t',
  '*',
  '_',
  '`',
  '[',
  ']',
  '(',
  ')',
  '\\',
  '<',
  '>',
  '#',
  '-',
  '+',
  '=',
  '~',
  '!',
  '&',
  ';',
  '.',
  ':',
  '"',
  "'",
  '|',
  '{',
  '}',
  '$',
  '/',
  '?',
  '@',
  '^',
  '\u00a0',
  '\u2003',
  'é',
  '中',
  '😀',
  '\n',
  '&amp;',
  '&#x41;',
  '1.',
  '2)',
  '<a>',
  '<b@c.d>',
  '---',
  '```',
  '***',
  '___',
  '**',
  '[x](y)',
  '![i](j)',
  '  ',
  'word',
  ...hiddenCharacters,
]
const textArbitrary = fc
  .array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(''))

const hrefs = [
  'https://example.com/a_(b)',
  '/insights/post',
  '#part',
  'mailto:a@b.co',
  'tel:+64-9-1234',
  'https://x.y/?a=1&amp;b=2',
  '/a)b(',
  'https://x.y/<a>*_`',
]
const titles = [
  undefined,
  null,
  '',
  't',
  'a "quoted" \\ title',
  'x &amp; y',
  ' spaced ',
  'two\nlines',
  'rtl\u202e',
  '\u001b',
  'nul\u0000',
  // The call-to-action keyword, which is no ordinary link's title.
  'button',
  'butt\u202eon',
]
const linkMark = fc
  .record({ href: fc.constantFrom(...hrefs), title: fc.constantFrom(...titles) })
  .map(({ href, title }): Mark => ({ type: 'link', attrs: title === undefined ? { href } : { href, title } }))
const markArbitrary = fc.oneof(fc.constantFrom<Mark>({ type: 'bold' }, { type: 'italic' }, { type: 'code' }), linkMark)

const textNode = fc
  .record({ text: textArbitrary, marks: fc.array(markArbitrary, { maxLength: 3 }) })
  .map(({ text, marks }): TextNode => (marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text }))
const inlineArbitrary = (breaks: boolean) =>
  fc.array(
    breaks
      ? fc.oneof(
          { weight: 6, arbitrary: textNode },
          { weight: 1, arbitrary: fc.constant<InlineNode>({ type: 'hardBreak' }) },
        )
      : textNode,
    {
      maxLength: 6,
    },
  )

const codeArbitrary = fc.array(
  fc.constantFrom(
    'a',
    ' ',
    '\t',
    '`',
    '``',
    '```',
    '\n',
    '\r\n',
    '~~~',
    '> q',
    '- i',
    '    x',
    '\\',
    '<p>',
    ...hiddenCharacters,
  ),
  { maxLength: 8 },
)
const srcs = ['images/a.png', 'https://cdn.example.com/i(1).png', '/images/b.jpg', 'img_1/x-y.webp']

/** Any valid document, nested a few levels deep. */
export const docArbitrary: fc.Arbitrary<Doc> = fc
  .letrec<{ block: BlockNode; blocks: BlockNode[]; item: ListItemNode }>((tie) => ({
    block: fc.oneof(
      { depthSize: 'small', maxDepth: 4 },
      inlineArbitrary(true).map((content): BlockNode => ({ type: 'paragraph', content })),
      fc
        .record({ level: fc.constantFrom<2 | 3>(2, 3), content: inlineArbitrary(false) })
        .map(({ level, content }): BlockNode => ({ type: 'heading', attrs: { level }, content })),
      fc
        .array(tie('item'), { minLength: 1, maxLength: 3 })
        .map((content): BlockNode => ({ type: 'bulletList', content })),
      fc
        .record({
          start: fc.constantFrom(1, 0, 3, 10, 999_999_998),
          content: fc.array(tie('item'), { minLength: 1, maxLength: 3 }),
        })
        .map(({ start, content }): BlockNode => ({ type: 'orderedList', attrs: { start }, content })),
      tie('blocks').map((content): BlockNode => ({ type: 'blockquote', content })),
      fc
        .record({ language: fc.constantFrom(null, 'js', 'c++', 'objective-c'), code: codeArbitrary })
        .map(({ language, code }): BlockNode => ({
          type: 'codeBlock',
          attrs: { language },
          content: code.length ? [{ type: 'text', text: code.join('') }] : [],
        })),
      fc
        .record({
          src: fc.constantFrom(...srcs),
          alt: textArbitrary.filter((alt) => removeUnsafeCharacters(alt).trim() !== ''),
          title: fc.constantFrom(...titles),
        })
        .map(({ src, alt, title }): BlockNode => ({
          type: 'image',
          attrs: { src, alt, ...(title !== undefined && { title }) },
        })),
      fc.constant<BlockNode>({ type: 'horizontalRule' }),
      fc
        .record({ href: fc.constantFrom(...hrefs), text: textArbitrary })
        .map(({ href, text }): BlockNode => ({ type: 'callToAction', attrs: { href, text } })),
    ),
    blocks: fc.array(tie('block'), { maxLength: 3 }),
    item: tie('blocks').map((content): ListItemNode => ({ type: 'listItem', content })),
  }))
  .blocks.map((content): Doc => ({ type: 'doc', content }))

const markdownPieces = [
  ...pieces,
  '\n\n',
  '\n- ',
  '\n* ',
  '\n1. ',
  '\n3) ',
  '\n> ',
  '\n## ',
  '\n### ',
  '\n    ',
  '\n```js\n',
  '\n```\n',
  '\n---\n',
  '\n===\n',
  '**',
  '_',
  '*',
  '`',
  '``',
  '[a](/b "t")',
  '\n\n[Book a call](/contact "button")\n\n',
  "\n\n[Go *now*](#next 'button')\n\n",
  '\n\n[ ](/b "button")\n\n',
  '\n\n[a](/b "\u202ebutton")\n\n',
  '![alt](images/a.png)',
  '<https://x.y>',
  '&#x20;',
  '&nbsp;',
  '\\\n',
  '  \n',
  '  ',
  '\t',
  '&#x202E;',
  '&#x1B;',
  '&#0;',
  '[\u001bx\u202e](/b "\u2066t")',
  '![\u0085alt\u202e](images/a.png "\u001b")',
  '`\u202e`',
  '[a](/b\u202e)',
  '![a](images/\u2066.png)',
]

/** Markdown strings mixing the accepted constructs with awkward characters; some are refused, and skipped. */
export const markdownArbitrary = fc
  .array(fc.constantFrom(...markdownPieces), { maxLength: 25 })
  .map((parts) => parts.join(''))

const yamlAwkward = [
  'a',
  'Z',
  ' ',
  ': ',
  ' #',
  '#',
  '- ',
  '"',
  "'",
  '---',
  'true',
  '123',
  '&x',
  '*y',
  '!tag',
  '{',
  '[',
  '%',
  '@',
  '`',
  'é',
  '😀',
  '\\',
  'null',
  '~',
]
const yamlText = (max: number) =>
  fc
    .array(fc.constantFrom(...yamlAwkward), { minLength: 1, maxLength: 8 })
    .map((parts) => parts.join('').trim().slice(0, max))
    .filter((value) => value !== '')

/** Valid front matter, with text chosen to be awkward for YAML. */
export const frontMatterArbitrary = fc
  .record(
    {
      title: yamlText(200),
      slug: fc.constantFrom('a', 'erp-2025', 'why-erp-projects-stall'),
      excerpt: yamlText(500),
      category: fc.constantFrom(
        'erp-modernization',
        'data-integration',
        'process-automation',
        'industry-insights',
        'technical' as const,
      ),
      tags: fc.uniqueArray(yamlText(40), { maxLength: 5 }),
      author: fc.constantFrom('founder', 'ai-engineer', 'partner-anz', 'team' as const),
      featured: fc.boolean(),
      image: fc.record({
        featured_image: fc.constantFrom('images/cover.jpg', 'a_b/c-d.webp'),
        featured_image_alt: yamlText(300),
      }),
      meta_title: yamlText(200),
      meta_description: yamlText(320),
      published_at: fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString()),
    },
    // Only the required fields are always there; the optional ones come and go.
    { requiredKeys: ['title', 'slug', 'excerpt', 'category', 'tags', 'author', 'featured'] },
  )
  .map(({ image, ...fields }) => ({ ...fields, ...image }))

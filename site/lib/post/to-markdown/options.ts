import type { ConstructName, Options, Unsafe } from 'mdast-util-to-markdown'
import { list, listItem } from './print/list.ts'

// Inside a link's address or title a character starts nothing, so it needs no escape there.
const inLinks: ConstructName[] = [
  'autolink',
  'destinationLiteral',
  'destinationRaw',
  'reference',
  'titleQuote',
  'titleApostrophe',
]

/** How posts are written: the markers people type, in CommonMark (the format has no GFM). List markers are set in print/list.ts. */
export const markdownOptions: Options = {
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  ruleRepetition: 3,
  ruleSpaces: false,
  quote: '"',
  setext: false,
  closeAtx: false,
  // [text](url) even where <url> would do: one shape for every link.
  resourceLink: true,
  // "]" is escaped in text as "[" is, so brackets read as text at a glance.
  // "|" is escaped in text too, so no line of text can read as a table row (tables are refused).
  unsafe: ['|', ']'].map((character): Unsafe => ({ character, inConstruct: 'phrasing', notInConstruct: inLinks })),
  handlers: { list, listItem },
}

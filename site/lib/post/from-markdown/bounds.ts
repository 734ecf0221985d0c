// Bounds on untrusted Markdown, all checked without recursion so that hostile nesting ends in a
// MarkdownError rather than a stack overflow or a parser stuck for minutes.
import type { Nodes, Root } from 'mdast'
import { postLimits } from '../limits.ts'
import { MarkdownError } from '../markdown-error.ts'
import { fail } from './fail.ts'

const { markdownChars, nestingDepth, nodes: maxNodes } = postLimits
const CONTAINERS = new Set(['list', 'blockquote'])
const INLINE_NESTING = new Set(['emphasis', 'strong', 'link'])
const nestingHint = 'Flatten the structure: a post reads best with at most two or three levels of lists or quotes.'

// The parser slows down sharply on deep nesting (10,000 "- " markers take over a minute), so lines
// that could nest far too deep are refused before parsing. A line can reach at most one level per
// container marker on it plus one per two columns of indentation; four times the real limit leaves
// room for deeply indented code while keeping the parser fast. The exact limit is checked on the tree.
const PRESCAN_LIMIT = nestingDepth * 4
// Each setext underline (a line of only - or =) costs the parser time in proportion to the whole
// document, so thousands of them take minutes; no real post has more than a few.
const UNDERLINE_LIMIT = 1000

/** Refuses Markdown too long to parse, or whose lines would make the parser crawl (see above). */
export function checkSource(markdown: string): void {
  if (markdown.length > markdownChars) {
    throw new MarkdownError(
      { line: 1, column: 1 },
      `The article is ${markdown.length.toLocaleString('en-US')} characters long; the limit is ${markdownChars.toLocaleString('en-US')}`,
      'Split it into a series of posts.',
    )
  }
  let underlines = 0
  markdown.split(/\r\n|\r|\n/).forEach((line, index) => {
    const prefix = containerPrefix(line)
    if (prefix.tooDeepAt !== undefined)
      throw new MarkdownError(
        { line: index + 1, column: prefix.tooDeepAt },
        nestingMessage('Lists and quotes'),
        nestingHint,
      )
    // A lone "-" also reads as an empty list item, so the line is tested with only quote markers removed too.
    const underline = [line.slice(prefix.end), line.replace(/^[ \t>]*/, '')].some((rest) =>
      /^(?:=+|-+)[ \t]*$/.test(rest),
    )
    if (underline && ++underlines > UNDERLINE_LIMIT) {
      throw new MarkdownError(
        { line: index + 1, column: prefix.end + 1 },
        `More than ${UNDERLINE_LIMIT.toLocaleString('en-US')} lines hold only - or = characters`,
        'Use ## and ### headings, and --- rules sparingly.',
      )
    }
  })
}

// Where a line's container prefix (indentation, > and list markers) ends, and the 1-based column
// where it passes PRESCAN_LIMIT, if it does.
function containerPrefix(line: string): { end: number; tooDeepAt?: number } {
  let depth = 0
  let columns = 0
  let at = 0
  for (;;) {
    while (line[at] === ' ' || line[at] === '\t') columns += line[at++] === '\t' ? 4 : 1
    const marker = /^(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/.exec(line.slice(at, at + 11))
    if (!marker) return { end: at }
    at += marker[0].length
    depth += 1
    if (depth + Math.floor(columns / 2) > PRESCAN_LIMIT) return { end: at, tooDeepAt: at }
  }
}

/** Refuses a parsed tree nested deeper than the limit or with more nodes than the limit. */
export function checkTree(root: Root): void {
  const pending: { node: Nodes; containers: number; inline: number }[] = [{ node: root, containers: 0, inline: 0 }]
  let count = 0
  while (pending.length > 0) {
    const { node, containers, inline } = pending.pop()!
    if (++count > maxNodes) {
      fail(
        node,
        `The article has more than ${maxNodes.toLocaleString('en-US')} Markdown elements`,
        'Split it into a series of posts.',
      )
    }
    const depth = {
      containers: containers + Number(CONTAINERS.has(node.type)),
      inline: inline + Number(INLINE_NESTING.has(node.type)),
    }
    if (depth.containers > nestingDepth) fail(node, nestingMessage('Lists and quotes'), nestingHint)
    if (depth.inline > nestingDepth) fail(node, nestingMessage('Emphasis and links'), 'Use one or two marks at a time.')
    if ('children' in node) for (const child of node.children) pending.push({ node: child, ...depth })
  }
}

function nestingMessage(what: string): string {
  return `${what} are nested more than ${nestingDepth} levels deep`
}

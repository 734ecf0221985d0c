// GitHub's Markdown extensions the format leaves out. remark-parse reads them as CommonMark does: a
// table as a paragraph of pipes, a footnote reference as text or a reference link, a footnote as a
// link definition. These tell them apart, from the source, so they are refused as what they are.
import type { Paragraph } from 'mdast'

const DELIMITER_ROW = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/
const CONTAINER_PREFIX = /^[ \t]*(?:>[ \t]?)*/

/** Cells of a table row: split at pipes not escaped with a backslash, an outer pipe at either end ignored. */
function cells(row: string): number {
  const inner = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
  return inner.split(/(?<!\\)\|/).length
}

/**
 * The line (0-based, within the paragraph) of the header row of a table written in the paragraph, or
 * undefined: a row with a pipe, followed by a delimiter row such as |---|:--:| with as many cells.
 */
export function tableHeaderLine(paragraph: Paragraph, source: string): number | undefined {
  const { start, end } = paragraph.position ?? {}
  if (start?.offset === undefined || end?.offset === undefined) return undefined
  const lines = source
    .slice(start.offset, end.offset)
    .split(/\r\n|\r|\n/)
    .map((line, index) => (index === 0 ? line : line.replace(CONTAINER_PREFIX, '')))
  for (let index = 1; index < lines.length; index++) {
    const [header, delimiter] = [lines[index - 1]!, lines[index]!]
    if (!DELIMITER_ROW.test(delimiter) || !/(?<!\\)\|/.test(header + delimiter)) continue
    if (cells(header) === cells(delimiter)) return index - 1
  }
  return undefined
}

/** Where a footnote reference such as [^1] starts in a piece of source (its offset), or -1. */
export function footnoteReferenceAt(text: string): number {
  return text.search(/(?<!\\)\[\^[^\]\s]+\]/)
}

/** Whether a reference label (of a link or a definition) is a footnote's: [^1], [^note]. */
export const isFootnoteLabel = (label: string | null | undefined): boolean => Boolean(label?.startsWith('^'))

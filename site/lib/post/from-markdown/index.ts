import type { Root } from 'mdast'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { MarkdownError } from '../markdown-error.ts'
import { normalizeDoc } from '../normalize.ts'
import type { Doc } from '../types.ts'
import { checkSource, checkTree } from './bounds.ts'
import { createState } from './state.ts'

// CommonMark only: GFM's tables, strikethrough and autolinked bare URLs are not part of the format.
// Without GFM a table reads as a paragraph and a footnote as text or a link definition, so the
// handlers look for their syntax and refuse it rather than show it as text.
const parser = unified().use(remarkParse).freeze()

/** A post's Markdown read in full: its document, and every construct the format refuses, in order (none when it is valid). */
export interface ReadMarkdown {
  /** The document without the refused constructs; complete only when there are no problems. */
  doc: Doc
  problems: MarkdownError[]
  /** The parsed Markdown with its positions, for checks beyond the format; absent when it was too large or deep to read. */
  tree?: Root
}

/**
 * Converts a post's Markdown to its document tree, reporting every refused construct at once. Input
 * too large or too deeply nested is not read any further: that one problem is all that is reported.
 */
export function readMarkdown(markdown: string): ReadMarkdown {
  const problems: MarkdownError[] = []
  try {
    checkSource(markdown)
    const tree = parser.parse(markdown)
    checkTree(tree)
    const doc = normalizeDoc({ type: 'doc', content: createState(markdown, problems).blocks(tree) })
    return { doc, tree, problems: problems.sort((a, b) => a.line - b.line || a.column - b.column) }
  } catch (error) {
    if (!(error instanceof MarkdownError)) throw error
    return { doc: { type: 'doc', content: [] }, problems: [error] }
  }
}

/** Converts a post's Markdown to its document tree, or throws a MarkdownError for the first construct the format refuses. */
export function markdownToDoc(markdown: string): Doc {
  const { doc, problems } = readMarkdown(markdown)
  if (problems[0]) throw problems[0]
  return doc
}

import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { normalizeDoc } from '../normalize.ts'
import type { Doc } from '../types.ts'
import { checkSource, checkTree } from './bounds.ts'
import { createState } from './state.ts'

// CommonMark only: GFM's tables, strikethrough and autolinked bare URLs are not part of the format.
const parser = unified().use(remarkParse).freeze()

/** Converts a post's Markdown to its document tree, or throws a MarkdownError for what the format refuses. */
export function markdownToDoc(markdown: string): Doc {
  checkSource(markdown)
  const tree = parser.parse(markdown)
  checkTree(tree)
  return normalizeDoc({ type: 'doc', content: createState().blocks(tree) })
}

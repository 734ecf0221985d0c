// Documents are written by mdast-util-to-markdown: the handlers turn each document node into mdast,
// options.ts says how it is printed.
import type { BlockContent, Root } from 'mdast'
import { toMarkdown } from 'mdast-util-to-markdown'
import { docBoundsProblem } from '../doc-bounds.ts'
import { normalizeDoc } from '../normalize.ts'
import type { BlockNode, Doc } from '../types.ts'
import { handlers } from './handlers/index.ts'
import { phrasing } from './inline.ts'
import { markdownOptions } from './options.ts'
import type { Handler, State } from './state.ts'

const state: State = {
  blocks: (nodes) => nodes.map(convert),
  inline: phrasing,
}

function convert(node: BlockNode): BlockContent {
  const handler = handlers[node.type] as Handler<BlockNode> | undefined
  if (!handler)
    throw new TypeError(
      `Cannot write a document node of type ${JSON.stringify((node as { type: unknown }).type)} as Markdown`,
    )
  return handler(node, state)
}

/** Writes a document as canonical Markdown, which markdownToDoc reads back as the same (normalized) document. */
export function docToMarkdown(doc: Doc): string {
  const problem = docBoundsProblem(doc)
  if (problem) throw new RangeError(problem)
  const tree: Root = { type: 'root', children: state.blocks(normalizeDoc(doc).content) }
  return toMarkdown(tree, markdownOptions)
}

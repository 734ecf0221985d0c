import { docBoundsProblem } from '../doc-bounds.ts'
import { normalizeDoc } from '../normalize.ts'
import type { BlockNode, Doc } from '../types.ts'
import { handlers } from './handlers/index.ts'
import { printInline } from './inline.ts'
import type { Handler, State } from './state.ts'

const state: State = {
  blocks: (nodes) => nodes.map((node) => print(node, nodes)).join('\n\n'),
  inline: printInline,
}

function print(node: BlockNode, siblings: readonly BlockNode[]): string {
  const handler = handlers[node.type] as Handler<BlockNode> | undefined
  if (!handler) throw new TypeError(`Cannot write a document node of type ${JSON.stringify((node as { type: unknown }).type)} as Markdown`)
  return handler(node, siblings, state)
}

/** Writes a document as canonical Markdown, which markdownToDoc reads back as the same (normalized) document. */
export function docToMarkdown(doc: Doc): string {
  const problem = docBoundsProblem(doc)
  if (problem) throw new RangeError(problem)
  const markdown = state.blocks(normalizeDoc(doc).content)
  return markdown === '' ? '' : `${markdown}\n`
}

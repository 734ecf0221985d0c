import type { BlockContent, PhrasingContent } from 'mdast'
import type { BlockNode, InlineNode } from '../types.ts'

/** What a handler converts with: the conversion of child blocks and of inline content. */
export interface State {
  blocks(nodes: readonly BlockNode[]): BlockContent[]
  inline(nodes: readonly InlineNode[]): PhrasingContent[]
}

/** Every handler has this signature: a document node and the state in, the mdast node out. */
export type Handler<T extends BlockNode> = (node: T, state: State) => BlockContent

/** A table of handlers keyed by document node type. */
export type Handlers = { [K in BlockNode['type']]: Handler<Extract<BlockNode, { type: K }>> }

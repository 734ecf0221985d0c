import type { BlockNode, InlineNode } from '../types.ts'

/** What a block handler prints with. */
export interface State {
  /** Blocks separated by blank lines. */
  blocks(nodes: readonly BlockNode[]): string
  /** Inline content; heading content stays on one line. */
  inline(nodes: readonly InlineNode[], heading: boolean): string
}

/** Every block handler has this signature: the node, its siblings (for context) and the state in, Markdown out. */
export type Handler<T extends BlockNode> = (node: T, siblings: readonly BlockNode[], state: State) => string

/** A table of handlers keyed by document node type. */
export type Handlers = { [K in BlockNode['type']]: Handler<Extract<BlockNode, { type: K }>> }

/** Prefixes every line but the first with `indent`, leaving blank lines empty. */
export function indentRest(text: string, indent: string): string {
  return text
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : indent + line))
    .join('\n')
}

import type { Blockquote } from 'mdast'
import type { BlockquoteNode } from '../../types.ts'
import type { State } from '../state.ts'

/** A quote and the blocks inside it. */
export function blockquote(node: BlockquoteNode, state: State): Blockquote {
  return { type: 'blockquote', children: state.blocks(node.content) }
}

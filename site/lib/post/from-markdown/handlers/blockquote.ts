import type { Blockquote } from 'mdast'
import type { BlockNode } from '../../types.ts'
import type { State } from '../state.ts'

/** A quote and the blocks inside it. */
export function blockquote(node: Blockquote, state: State): BlockNode[] {
  return [{ type: 'blockquote', content: state.blocks(node) }]
}

import type { Emphasis } from 'mdast'
import type { InlineNode } from '../../types.ts'
import type { State } from '../state.ts'

/** Emphasis (_x_ or *x*): its content, italic. */
export function emphasis(node: Emphasis, state: State): InlineNode[] {
  return state.inlines(node, { type: 'italic' })
}

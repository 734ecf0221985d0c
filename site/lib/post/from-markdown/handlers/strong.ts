import type { Strong } from 'mdast'
import type { InlineNode } from '../../types.ts'
import type { State } from '../state.ts'

/** Strong emphasis (**x**): its content, bold. */
export function strong(node: Strong, state: State): InlineNode[] {
  return state.inlines(node, { type: 'bold' })
}

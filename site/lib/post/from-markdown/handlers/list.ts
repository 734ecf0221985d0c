import type { List } from 'mdast'
import type { BlockNode } from '../../types.ts'
import type { State } from '../state.ts'
import { listItem } from './list-item.ts'

/** A bullet or ordered list; an ordered list keeps its first number when it is not 1. */
export function list(node: List, state: State): BlockNode[] {
  const content = node.children.map((item) => listItem(item, state))
  if (!node.ordered) return [{ type: 'bulletList', content }]
  const start = node.start ?? 1
  return [{ type: 'orderedList', ...(start !== 1 && { attrs: { start } }), content }]
}

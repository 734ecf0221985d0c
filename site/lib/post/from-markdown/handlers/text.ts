import type { Text } from 'mdast'
import type { InlineNode } from '../../types.ts'
import type { State } from '../state.ts'

/** Text, carrying the marks of the emphasis, strong and link nodes around it. */
export function text(node: Text, state: State): InlineNode[] {
  return [{ type: 'text', text: node.value, marks: [...state.marks] }]
}

import type { InlineCode } from 'mdast'
import type { InlineNode } from '../../types.ts'
import type { State } from '../state.ts'

/** Inline code: text with the code mark, on top of the marks in force. */
export function inlineCode(node: InlineCode, state: State): InlineNode[] {
  return [{ type: 'text', text: node.value, marks: [...state.marks, { type: 'code' }] }]
}

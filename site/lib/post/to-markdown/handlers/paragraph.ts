import type { ParagraphNode } from '../../types.ts'
import type { State } from '../state.ts'

/** A paragraph: its inline content, hard breaks as a backslash at the end of a line. */
export function paragraph(node: ParagraphNode, _siblings: unknown, state: State): string {
  return state.inline(node.content ?? [], false)
}

import type { Text } from 'mdast'
import type { InlineNode } from '../../types.ts'
import { failWithin } from '../fail.ts'
import { footnoteReferenceAt } from '../gfm.ts'
import { refused } from '../refused.ts'
import type { State } from '../state.ts'

/** Text, carrying the marks of the emphasis, strong and link nodes around it; a footnote reference ([^1]) is refused. */
export function text(node: Text, state: State): InlineNode[] {
  const { start, end } = node.position ?? {}
  const footnote =
    start?.offset === undefined || end?.offset === undefined
      ? -1
      : footnoteReferenceAt(state.source.slice(start.offset, end.offset))
  if (footnote >= 0) {
    const { message, hint } = refused.footnoteReference!
    failWithin(node, state.source, footnote, message, hint)
  }
  return [{ type: 'text', text: node.value, marks: [...state.marks] }]
}

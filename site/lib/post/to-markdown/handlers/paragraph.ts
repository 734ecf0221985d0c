import type { Paragraph } from 'mdast'
import type { ParagraphNode } from '../../types.ts'
import type { State } from '../state.ts'

/** A paragraph and its inline content. */
export function paragraph(node: ParagraphNode, state: State): Paragraph {
  return { type: 'paragraph', children: state.inline(node.content ?? []) }
}

import type { Paragraph } from 'mdast'
import { isCallToActionTitle } from '../../normalize.ts'
import type { BlockNode } from '../../types.ts'
import { fail } from '../fail.ts'
import { tableHeaderLine } from '../gfm.ts'
import { refused } from '../refused.ts'
import type { State } from '../state.ts'
import { callToAction } from './call-to-action.ts'
import { image } from './image.ts'

/**
 * A paragraph; one that holds nothing but an image, or a link titled "button", is that image or call
 * to action, as a block. One with a table's rows in it is refused: the site would show the pipes as text.
 */
export function paragraph(node: Paragraph, state: State): BlockNode[] {
  const header = tableHeaderLine(node, state.source)
  if (header !== undefined) {
    const start = { line: (node.position?.start.line ?? 1) + header, column: node.position?.start.column ?? 1 }
    fail({ type: 'table', position: { start, end: start } }, refused.table!.message, refused.table!.hint)
  }
  const [only] = node.children
  if (only?.type === 'image' && node.children.length === 1) return [image(only)]
  if (only?.type === 'link' && node.children.length === 1 && isCallToActionTitle(only.title)) {
    return [callToAction(only)]
  }
  return [{ type: 'paragraph', content: state.inlines(node) }]
}

import type { Paragraph } from 'mdast'
import { isCallToActionTitle } from '../../normalize.ts'
import type { BlockNode } from '../../types.ts'
import type { State } from '../state.ts'
import { callToAction } from './call-to-action.ts'
import { image } from './image.ts'

/** A paragraph; one that holds nothing but an image, or a link titled "button", is that image or call to action, as a block. */
export function paragraph(node: Paragraph, state: State): BlockNode[] {
  const [only] = node.children
  if (only?.type === 'image' && node.children.length === 1) return [image(only)]
  if (only?.type === 'link' && node.children.length === 1 && isCallToActionTitle(only.title)) {
    return [callToAction(only)]
  }
  return [{ type: 'paragraph', content: state.inlines(node) }]
}

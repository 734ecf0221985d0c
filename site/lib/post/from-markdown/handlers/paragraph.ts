import type { Paragraph } from 'mdast'
import type { BlockNode } from '../../types.ts'
import type { State } from '../state.ts'
import { image } from './image.ts'

/** A paragraph; one that holds nothing but an image is that image, as a block. */
export function paragraph(node: Paragraph, state: State): BlockNode[] {
  const [only] = node.children
  if (only?.type === 'image' && node.children.length === 1) return [image(only)]
  return [{ type: 'paragraph', content: state.inlines(node) }]
}

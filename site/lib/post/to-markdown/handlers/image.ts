import type { Paragraph } from 'mdast'
import type { ImageNode } from '../../types.ts'

/** A block image: in Markdown, a paragraph that holds nothing but the image. */
export function image(node: ImageNode): Paragraph {
  const { src, alt, title } = node.attrs
  return { type: 'paragraph', children: [{ type: 'image', url: src, alt, title: title ?? null }] }
}

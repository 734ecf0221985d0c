import type { ImageNode } from '../../types.ts'
import { escapePieces, resource } from '../escape.ts'

/** A block image: ![alt](src "title") on a line of its own. */
export function image(node: ImageNode): string {
  const alt = escapePieces([...node.attrs.alt], { lineStart: false, heading: false }).join('')
  return `![${alt}](${resource(node.attrs.src, node.attrs.title)})`
}

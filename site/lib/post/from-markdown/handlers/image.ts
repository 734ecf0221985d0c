import type { Image } from 'mdast'
import { findUnsafeCharacter, removeUnsafeCharacters } from '../../../text/index.ts'
import { isImageSrc } from '../../href.ts'
import type { ImageNode } from '../../types.ts'
import { fail, quote } from '../fail.ts'

/** A block image (an image alone in its paragraph): alt text required (controls removed, as from all text), source checked. */
export function image(node: Image): ImageNode {
  const alt = removeUnsafeCharacters(node.alt ?? '').trim()
  if (alt === '') {
    fail(
      node,
      'Image without alt text',
      'Describe the image for readers who cannot see it: ![A diagram of the integration hub](images/hub.png).',
    )
  }
  const hidden = findUnsafeCharacter(node.url)
  if (hidden) fail(node, `Image source contains ${hidden.description}`, 'Remove it from the address or the file name.')
  if (!isImageSrc(node.url)) {
    fail(
      node,
      `Image source ${quote(node.url)} is not allowed`,
      'Use a file under content/ such as images/diagram.png, a site path such as /images/diagram.png, or an https:// URL.',
    )
  }
  return { type: 'image', attrs: { src: node.url, alt, ...(node.title && { title: node.title }) } }
}

/** An image inside text, which the post format refuses: images are blocks. */
export function inlineImage(node: Image): never {
  fail(node, 'Image inside text', 'Put the image on a line of its own, with a blank line before and after it.')
}

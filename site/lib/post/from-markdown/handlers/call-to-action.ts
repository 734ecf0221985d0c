import type { Link } from 'mdast'
import { callToActionText } from '../../normalize.ts'
import type { CallToActionNode } from '../../types.ts'
import { fail } from '../fail.ts'
import { checkTarget } from './link.ts'

const example = 'e.g. [Book a consultation](/contact "button")'

/** A call to action: a link titled "button" alone in its paragraph, with plain text and a safe target. */
export function callToAction(node: Link): CallToActionNode {
  checkTarget(node)
  const formatted = node.children.find((child) => child.type !== 'text')
  if (formatted) {
    fail(
      formatted,
      "A call to action's text cannot hold formatting, line breaks or images",
      `Write the button's words as plain text, ${example}.`,
    )
  }
  const text = callToActionText(node.children.map((child) => (child.type === 'text' ? child.value : '')).join(''))
  if (text === '') fail(node, 'A call to action without text', `Write the words the button shows, ${example}.`)
  return { type: 'callToAction', attrs: { href: node.url, text } }
}

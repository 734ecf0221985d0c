import type { Paragraph } from 'mdast'
import { callToActionTitle } from '../../normalize.ts'
import type { CallToActionNode } from '../../types.ts'

/** A call to action: in Markdown, a paragraph that holds nothing but a link titled "button". */
export function callToAction(node: CallToActionNode): Paragraph {
  const { href, text } = node.attrs
  return {
    type: 'paragraph',
    children: [{ type: 'link', url: href, title: callToActionTitle, children: [{ type: 'text', value: text }] }],
  }
}

import type { Link } from 'mdast'
import { findUnsafeCharacter } from '../../../text/index.ts'
import { isSafeHref } from '../../href.ts'
import { isCallToActionTitle } from '../../normalize.ts'
import type { InlineNode } from '../../types.ts'
import { fail, quote } from '../fail.ts'
import type { State } from '../state.ts'

/** A link: its content with the link mark; the target must be safe (see isSafeHref). */
export function link(node: Link, state: State): InlineNode[] {
  checkTarget(node)
  if (isCallToActionTitle(node.title)) {
    fail(
      node,
      'A call to action (a link titled "button") must stand alone in its paragraph',
      'Put it on a line of its own with a blank line before and after it, or remove "button" for an ordinary link.',
    )
  }
  return state.inlines(node, { type: 'link', attrs: { href: node.url, ...(node.title && { title: node.title }) } })
}

/** Refuses a link whose target is not safe (see isSafeHref) or hides characters that cannot be seen. */
export function checkTarget(node: Link): void {
  const hidden = findUnsafeCharacter(node.url)
  if (hidden)
    fail(
      node,
      `Link target contains ${hidden.description}`,
      'Remove it: a character that cannot be seen can disguise where a link goes.',
    )
  if (!isSafeHref(node.url)) {
    fail(
      node,
      `Link target ${quote(node.url)} is not allowed`,
      'Link to https://…, http://…, mailto:…, tel:…, a site page such as /insights/some-post, or a #section.',
    )
  }
}

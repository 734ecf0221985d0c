import type { Link } from 'mdast'
import { isSafeHref } from '../../href.ts'
import type { InlineNode } from '../../types.ts'
import { fail, quote } from '../fail.ts'
import type { State } from '../state.ts'

/** A link: its content with the link mark; the target must be safe (see isSafeHref). */
export function link(node: Link, state: State): InlineNode[] {
  if (!isSafeHref(node.url)) {
    fail(
      node,
      `Link target ${quote(node.url)} is not allowed`,
      'Link to https://…, http://…, mailto:…, tel:…, a site page such as /insights/some-post, or a #section.',
    )
  }
  return state.inlines(node, { type: 'link', attrs: { href: node.url, ...(node.title && { title: node.title }) } })
}

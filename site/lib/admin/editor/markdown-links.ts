// Links in the writing area: one made around the selection, one taken off again, and whether an
// address typed for one is one the site will link to (the renderer's rule, site/lib/post/href.ts).
import { isSafeHref } from '../../post/index.ts'
import type { TextSelection } from './text-changes.ts'

/** A link in the text: where it stands and where its text does. */
export interface FoundLink {
  from: number
  to: number
  textFrom: number
  textTo: number
  href: string
}

// [text](address), not an image's ![alt](src); backslash escapes are part of either.
const link = /(?<!!)\[((?:\\.|[^\\\]])*)\]\(((?:\\.|[^\\)\s])*)\)/g

/** The link the selection lies in (its text, its address or all of it), or null. */
export function linkAt({ text, start, end }: TextSelection): FoundLink | null {
  for (const match of text.matchAll(link)) {
    const from = match.index
    const to = from + match[0].length
    if (from > start) break
    if (end <= to) return { from, to, textFrom: from + 1, textTo: from + 1 + match[1]!.length, href: match[2]! }
  }
  return null
}

/** The link the selection lies in replaced by its text, which is then selected. */
export function removeLink(state: TextSelection, found: FoundLink): TextSelection {
  const inner = state.text.slice(found.textFrom, found.textTo)
  const text = state.text.slice(0, found.from) + inner + state.text.slice(found.to)
  return { text, start: found.from, end: found.from + inner.length }
}

/**
 * The selection made a link to `href` (its surrounding spaces left out); with nothing selected, the
 * address is the link's text. The text is selected afterwards, ready to be typed over.
 */
export function addLink(state: TextSelection, href: string): TextSelection {
  let { start, end } = state
  while (start < end && /\s/.test(state.text[start]!)) start++
  while (end > start && /\s/.test(state.text[end - 1]!)) end--
  const shown = start < end ? state.text.slice(start, end) : href
  // Parentheses would end the address early; escaped, they are read back as they are.
  const address = href.replace(/[()]/g, '\\$&')
  const text = `${state.text.slice(0, start)}[${shown}](${address})${state.text.slice(end)}`
  return { text, start: start + 1, end: start + 1 + shown.length }
}

const kinds =
  'a web address (https://…), an e-mail address (mailto:…), a phone number (tel:…), a page of this site (/contact) or a heading (#section)'

/** Why an address cannot be a link, in words that say what to write instead; undefined when it can. */
export function linkAddressProblem(address: string): string | undefined {
  const typed = address.trim()
  if (typed === '') return `Type the address the link goes to: ${kinds}.`
  if (isSafeHref(typed)) return undefined
  if (/\s/.test(typed)) return 'An address cannot hold spaces or line breaks: remove them, or copy the address again.'
  if (/^[\w-]+(\.[\w-]+)+([/?#:]|$)/.test(typed) && isSafeHref(`https://${typed}`))
    return `Start a web address with https://, for example https://${typed}.`
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(typed)?.[1]
  if (scheme && !/^(https?|mailto|tel)$/i.test(scheme))
    return `Links to ${scheme}: addresses are not allowed, as they could run code or open other programs. Use ${kinds}.`
  return `This is not an address the site can link to. Use ${kinds}.`
}

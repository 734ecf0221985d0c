import type { HeroCopy } from '../types.ts'

/** A link inside a sentence of legal text: another page of the site or a mailto address. */
export interface InlineLink {
  text: string
  href: string
}

/** A paragraph: plain text, or runs of text and links. */
export type LegalText = string | readonly (string | InlineLink)[]

/** A list item, optionally opening with a term in bold ("Contact-form details: …"). */
export type LegalListItem = LegalText | { term: string; text: LegalText }

/** One numbered section; `id` is its anchor in the table of contents. */
export interface LegalSection {
  id: string
  heading: string
  paragraphs: readonly LegalText[]
  list?: readonly LegalListItem[]
}

/** A legal page's text and the date it took effect. */
export interface LegalDocumentCopy {
  hero: HeroCopy
  /** ISO date (YYYY-MM-DD) of the last change. */
  updated: string
  sections: readonly LegalSection[]
}

/** A mailto link with a subject line, so requests reach the right person at once. */
export const mailto = (address: string, subject: string): InlineLink => ({
  text: address,
  href: `mailto:${address}?subject=${encodeURIComponent(subject)}`,
})

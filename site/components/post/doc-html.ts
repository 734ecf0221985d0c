// Node only (react-dom/server): the RSS feed's full content; browser code renders <DocRenderer> instead.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { pageAddress } from '@/lib/seo/paths.ts'
import { DocRenderer } from './DocRenderer.tsx'

/** A post's body as an HTML string, rendered exactly as the article page renders it. */
export function docToHtml(doc: unknown): string {
  return renderToStaticMarkup(createElement(DocRenderer, { doc }))
}

/**
 * A post's body for feed readers, which show it away from the site: as the article renders it, with
 * every site-relative link and image address made absolute on `origin`.
 */
export function docToFeedHtml(doc: unknown, origin: string): string {
  return docToHtml(absoluteAddresses(doc, origin))
}

/**
 * A copy of a document tree whose href and src attributes that start with one slash are absolute, a
 * link to a page at the page's address (as the article renders it).
 */
function absoluteAddresses(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((item) => absoluteAddresses(item, origin))
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      (key === 'href' || key === 'src') && typeof field === 'string' && /^\/(?!\/)/.test(field)
        ? new URL(key === 'href' ? pageAddress(field) : field, `${origin}/`).href
        : absoluteAddresses(field, origin),
    ]),
  )
}

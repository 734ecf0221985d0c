import { pageUrl } from '../seo/index.ts'
import { xmlText } from './xml.ts'

/** A page the sitemap lists: its site-relative path and, when known, when it last changed. */
export interface SitemapEntry {
  path: string
  /** A W3C date: YYYY-MM-DD or a full ISO timestamp. */
  lastmod?: string
}

/**
 * The sitemaps.org urlset for /sitemap.xml: one <url> per path, sorted, duplicates merged, each page at
 * the address it answers at without a redirect.
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  // Keyed by URL, so that /contact and /contact/ are one page.
  const byUrl = new Map<string, string | undefined>()
  for (const { path, lastmod } of entries) {
    const date = lastmod === undefined ? undefined : w3cDate(lastmod, path)
    const url = pageUrl(path)
    byUrl.set(url, latest(byUrl.get(url), date))
  }
  const urls = [...byUrl.keys()].sort().map((url) => {
    const lastmod = byUrl.get(url)
    const lastmodTag = lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
    return `  <url><loc>${xmlText(url)}</loc>${lastmodTag}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

// A bare date is already W3C; anything else is normalised to UTC so that database
// timestamps with microseconds or offsets come out in one form.
function w3cDate(value: string, path: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  const ms = Date.parse(value)
  if (Number.isNaN(ms)) {
    throw new TypeError(
      `Sitemap entry ${path} has lastmod ${JSON.stringify(value)}; expected YYYY-MM-DD or an ISO timestamp.`,
    )
  }
  return new Date(ms).toISOString()
}

function latest(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined || b === undefined) return a ?? b
  return Date.parse(b) > Date.parse(a) ? b : a
}

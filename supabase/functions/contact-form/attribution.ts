// Where the visit came from, as the page sends it from sessionStorage: the page the form was sent
// from, the visit's landing page, the referring site, and the landing address's utm_* parameters.
// The visitor never typed any of it, so a value that breaks a rule is dropped, never a reason to
// refuse the enquiry.
import { originAllowed } from './http.ts'
import { unsafeInShortField } from './unsafe.ts'

export const utmFields = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

/** The attribution columns of an enquiry; absent ones are stored as null. */
export type Attribution = Partial<
  Record<'page_path' | 'landing_path' | 'referrer' | (typeof utmFields)[number], string>
>

export const attributionLimits = { path: 500, referrer: 300, utm: 200 } as const

/** Text the enquiry's rules allow in a short field, trimmed; undefined for anything else. */
function shortText(value: unknown, limit: number): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (!text || text.length > limit || unsafeInShortField(text) !== undefined) return undefined
  return text
}

/**
 * A path on this site with its query: it starts with one `/` (so `//host` and `/\host`, which
 * browsers read as another site, are dropped), holds no spaces, and loses any #fragment.
 */
export function sitePath(value: unknown): string | undefined {
  const text = shortText(value, attributionLimits.path)?.replace(/#.*$/s, '')
  return text && /^\/(?![/\\])\S*$/.test(text) ? text : undefined
}

/** The origin of an http(s) address (`https://www.google.com`): the rest of it is no one's business. */
export function referringOrigin(value: unknown): string | undefined {
  const text = shortText(value, 2000)
  if (!text) return undefined
  try {
    const url = new URL(text)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    return url.origin.length <= attributionLimits.referrer ? url.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * The attribution a submission carries. A form posted without JavaScript carries none; then the
 * page it was sent from is read from the Referer header, when that names a page of the site. (A
 * browser sends only the origin to another site by default, and a bare origin says nothing.)
 */
export function attributionOf(
  body: Record<string, unknown>,
  referer: string | null,
  siteOrigins: readonly string[],
): Attribution {
  const attribution: Attribution = {
    page_path: sitePath(body.page_path) ?? refererPath(referer, siteOrigins),
    landing_path: sitePath(body.landing_path),
    referrer: referringOrigin(body.referrer),
  }
  for (const field of utmFields) attribution[field] = shortText(body[field], attributionLimits.utm)
  return Object.fromEntries(Object.entries(attribution).filter(([, value]) => value !== undefined))
}

function refererPath(referer: string | null, siteOrigins: readonly string[]): string | undefined {
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    if (!originAllowed(url.origin, siteOrigins)) return undefined
    const path = `${url.pathname}${url.search}`
    return path === '/' ? undefined : sitePath(path)
  } catch {
    return undefined
  }
}

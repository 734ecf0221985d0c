import { site } from '../../site.config.ts'
import { pageAddress } from './paths.ts'

export type OgType = 'website' | 'article'

/** What a page says about itself to browsers, search engines and link previews. */
export interface PageMeta {
  /** The page's own title; the brand is appended. */
  title: string
  description: string
  keywords?: readonly string[]
  ogType?: OgType
  /** Site-relative path of the page; the canonical URL is built from it. */
  path: string
  /** Overrides the canonical path when several paths show the same page. */
  canonical?: string
  /** Site-relative or absolute URL of the preview image. */
  image?: string
  /** What the preview image shows, for people who cannot see it; needed with `image`. */
  imageAlt?: string
  /** The preview image's size in pixels, when known: previews can lay out before it arrives. */
  imageSize?: { width: number; height: number }
  structuredData?: readonly object[]
  /** Keeps the page out of search results (error pages, the admin). */
  noindex?: boolean
  /**
   * Site-relative path of the page this address now leads to (an article whose slug changed): the
   * browser is sent there at once, it is the canonical URL, and this address stays out of search results.
   */
  movedTo?: string
}

/** Everything the document head carries for a page, as plain data. */
export interface PageHead {
  title: string
  description: string
  canonical: string
  meta: { key: string; attribute: 'name' | 'property'; content: string }[]
  jsonLd: string[]
  /** The http-equiv refresh that sends the browser on, for a page that has moved. */
  refresh?: string
}

const brandSuffix = ` | ${site.name}`

/** The preview image of every page that has none of its own (scripts/tools/make-og-image.ts draws it). */
export const defaultShareImage = {
  path: '/og-image.jpg',
  size: { width: 1200, height: 630 },
  alt: `${site.name}: Architecting the Central Nervous System for the Enterprise. ERP modernization, enterprise integration, process automation and data hubs.`,
} as const

/** The document title: the page's title followed by the brand. */
export function pageTitle(title: string): string {
  return title.endsWith(brandSuffix) ? title : title + brandSuffix
}

/** Turns a site-relative path into a URL on the public origin. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, site.url + '/').href
}

/** The URL of a page on the public origin, in the form that answers without a redirect. */
export function pageUrl(path: string): string {
  return absoluteUrl(pageAddress(path))
}

/** Builds the head tags of a page from its metadata. */
export function pageHead(meta: PageMeta): PageHead {
  const title = pageTitle(meta.title)
  const canonical = pageUrl(meta.movedTo ?? meta.canonical ?? meta.path)
  const ogType = meta.ogType ?? 'website'
  const image = absoluteUrl(meta.image ?? defaultShareImage.path)
  const imageAlt = meta.image ? (meta.imageAlt ?? meta.title) : defaultShareImage.alt
  const imageSize = meta.image ? meta.imageSize : defaultShareImage.size
  const tags: [attribute: 'name' | 'property', key: string, content: string | undefined][] = [
    ['name', 'description', meta.description],
    ['name', 'keywords', meta.keywords?.join(', ')],
    // A moved page's one link is where search engines should go next.
    ['name', 'robots', meta.movedTo ? 'noindex' : meta.noindex ? 'noindex, nofollow' : undefined],
    ['property', 'og:type', ogType],
    ['property', 'og:site_name', site.name],
    ['property', 'og:title', title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', canonical],
    ['property', 'og:image', image],
    ['property', 'og:image:alt', imageAlt],
    ['property', 'og:image:width', imageSize && String(imageSize.width)],
    ['property', 'og:image:height', imageSize && String(imageSize.height)],
    ['property', 'og:locale', 'en_US'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', imageAlt],
  ]
  return {
    title,
    description: meta.description,
    canonical,
    meta: tags.flatMap(([attribute, key, content]) => (content ? [{ attribute, key, content }] : [])),
    // `<` is escaped so that no string in the data can close the script element early.
    jsonLd: (meta.structuredData ?? []).map((data) => JSON.stringify(data).replace(/</g, '\\u003c')),
    refresh: meta.movedTo ? `0; url=${pageAddress(meta.movedTo)}` : undefined,
  }
}

import type { PageContext } from 'vike/types'
import { defaultCta, type CallToAction } from '../copy/cta.ts'
import { pages, type PageCopy } from '../copy/pages.ts'
import { organizationData, type PageMeta } from '../lib/seo/index.ts'

type AdminPageMeta = Pick<PageMeta, 'title' | 'description'>

/** The admin's pages: what their <head> says. Never indexed, never in the sitemap. */
export const adminPages = {
  '/admin/blog': { title: 'Blog Posts', description: 'Staff area: the Insights articles of this site, published and drafts.' },
  '/admin/blog/new': { title: 'New Article', description: 'Staff area: write a new Insights article.' },
  '/admin/blog/edit': { title: 'Edit Article', description: 'Staff area: edit an Insights article.' },
} as const satisfies Record<string, AdminPageMeta>

/** What a page's +data hook returns when its metadata is not in the page table (e.g. an article). */
export interface DataWithMeta {
  meta: PageMeta
}

export const notFoundMeta = {
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist or has moved.',
  noindex: true,
} as const

export const errorMeta = {
  title: 'Something Went Wrong',
  description: 'This page could not be displayed.',
  noindex: true,
} as const

/** Looks up the copy of a prerendered page by its path. */
export function pageCopy(path: string): PageCopy | undefined {
  return Object.hasOwn(pages, path) ? pages[path as keyof typeof pages] : undefined
}

/** The metadata of the page being rendered: the error pages', the page's data, or the page table's. */
export function resolvePageMeta(pageContext: PageContext): PageMeta {
  const path = pageContext.urlPathname
  if (pageContext.is404) return { ...notFoundMeta, path }
  if (pageContext.abortStatusCode || pageContext.errorWhileRendering) return { ...errorMeta, path }
  const data = pageContext.data as Partial<DataWithMeta> | undefined
  if (data?.meta) return data.meta
  if (Object.hasOwn(adminPages, path)) return { ...adminPages[path as keyof typeof adminPages], path, noindex: true }
  const copy = pageCopy(path)
  if (!copy) throw new Error(`No title and description for ${path}: add the page to site/copy/pages.ts.`)
  const { cta: _cta, ...meta } = copy
  return { ...meta, path, structuredData: path === '/' ? [organizationData(copy.description)] : undefined }
}

/** The closing call to action of the page being rendered. */
export function resolveCta(path: string): CallToAction {
  return pageCopy(path)?.cta ?? defaultCta
}

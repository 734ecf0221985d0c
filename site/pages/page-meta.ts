import type { PageContext } from 'vike/types'
import type { PageMeta } from '../lib/seo/index.ts'
import { errorPageMeta } from './_error/meta.ts'

/** What a route's +config.ts says about its page in `seo`: its metadata, less the path the URL gives. */
export type RouteMeta = Omit<PageMeta, 'path'>

/** What a page's +data hook returns when its metadata comes from its content (an article). */
export interface DataWithMeta {
  meta: PageMeta
}

const dataMeta = (pageContext: PageContext) => (pageContext.data as Partial<DataWithMeta> | undefined)?.meta

/** The metadata of the page being rendered: the error page's, the page's data, or its route's `seo` setting. */
export function resolvePageMeta(pageContext: PageContext): PageMeta {
  const path = pageContext.urlPathname
  if (pageContext.is404) return { ...errorPageMeta.notFound, path }
  if (pageContext.abortStatusCode || pageContext.errorWhileRendering) return { ...errorPageMeta.failed, path }
  const fromData = dataMeta(pageContext)
  if (fromData) return fromData
  const { seo } = pageContext.config
  if (!seo) throw new Error(`No title and description for ${path}: set seo in its route's +config.ts.`)
  return { ...seo, path }
}

/** Where the page being rendered now lives, when it is an article's old address. */
export function movedTo(pageContext: PageContext): string | undefined {
  return dataMeta(pageContext)?.movedTo
}

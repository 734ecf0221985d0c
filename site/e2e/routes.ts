import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { allPostFiles } from '../../cli/posts.ts'
import { builtInArticles } from '../copy/insights.ts'
import { parsePostFile, type ParsedPost } from '../lib/post/files.ts'
import { pageTitle } from '../lib/seo/index.ts'
import type { RouteMeta } from '../pages/page-meta.ts'

/** Pages that hydrate React because they have something interactive. */
const hydratingPaths: ReadonlySet<string> = new Set(['/contact', '/insights', '/presentations/unifysuite360'])

/** Pages reached by being sent there, not by a link: the contact form's result pages. */
const unlinkedPaths: ReadonlySet<string> = new Set(['/contact/thank-you', '/contact/not-sent'])

export interface PublicRoute {
  path: string
  /** The document title the page must carry. */
  title: string
  /** What JavaScript the page may carry: none, a few inline lines (an article's share button), or the React bundle. */
  script: 'none' | 'inline' | 'bundle'
  /** Nothing needs to link to it: an old article slug, or a page the contact form sends visitors to. */
  unlinked: boolean
}

/** The posts of content/, which the tests' backend publishes before the build. */
export const contentPosts: ParsedPost[] = allPostFiles(process.cwd()).map(({ file }) => {
  const parsed = parsePostFile(readFileSync(join(process.cwd(), file), 'utf8'), file)
  if (!parsed.ok)
    throw new Error(`${file} is not a valid post: ${parsed.problems.map((problem) => problem.message).join('; ')}`)
  return parsed.post
})

const articleRoutes = contentPosts.flatMap(({ frontMatter }) => {
  const aliases = builtInArticles.find((article) => article.slug === frontMatter.slug)?.aliases ?? []
  return [frontMatter.slug, ...aliases].map((slug) => ({
    path: `/insights/${slug}`,
    title: pageTitle(frontMatter.meta_title ?? frontMatter.title),
    script: 'inline' as const,
    unlinked: slug !== frontMatter.slug,
  }))
})

// Every route folder whose +config.ts gives its page a title, read as Vike's filesystem routing
// reads it: site/pages/index is the home page; the admin is not public, and the article preview (a
// draft for whoever holds its link: noindex, in no sitemap, linked from nowhere) has its own tests in
// preview-links.test.ts.
const routeConfigs = import.meta.glob<{ seo?: RouteMeta }>('../pages/**/+config.ts', { eager: true, import: 'default' })
const pageRoutes = Object.entries(routeConfigs).flatMap(([file, { seo }]) => {
  const path = file.slice('../pages'.length, -'/+config.ts'.length).replace(/^\/index$/, '/')
  if (!seo || path.startsWith('/admin/') || path === '/preview') return []
  return [
    {
      path,
      title: pageTitle(seo.title),
      script: hydratingPaths.has(path) ? ('bundle' as const) : ('none' as const),
      unlinked: unlinkedPaths.has(path),
    },
  ]
})

/** Every public path the build prerenders. */
export const publicRoutes: PublicRoute[] = [...pageRoutes, ...articleRoutes]

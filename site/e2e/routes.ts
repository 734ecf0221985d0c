import { builtInArticles } from '../copy/insights.ts'
import { pages } from '../copy/pages.ts'
import { pageTitle } from '../lib/seo/index.ts'

/** Pages that hydrate React because they have something interactive; every other page ships no JavaScript. */
const hydratingPaths: ReadonlySet<string> = new Set(['/presentations/unifysuite360'])

export interface PublicRoute {
  path: string
  /** The document title the page must carry. */
  title: string
  hydrates: boolean
  /** A second path for a page that lives elsewhere (an old article slug); nothing needs to link to it. */
  alias: boolean
}

/** Every public path the build prerenders. */
export const publicRoutes: PublicRoute[] = [
  ...Object.entries(pages).map(([path, copy]) => ({ path, title: pageTitle(copy.title), hydrates: hydratingPaths.has(path), alias: false })),
  ...builtInArticles.flatMap((article) =>
    [article.slug, ...article.aliases].map((slug) => ({ path: `/insights/${slug}`, title: pageTitle(article.title), hydrates: false, alias: slug !== article.slug })),
  ),
]

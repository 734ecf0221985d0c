import { builtInArticles } from '../copy/insights.ts'
import { pages } from '../copy/pages.ts'
import { pageTitle } from '../lib/seo/index.ts'

/** Pages that hydrate React because they have something interactive; every other page ships no JavaScript. */
const hydratingPaths: ReadonlySet<string> = new Set(['/contact', '/presentations/unifysuite360'])

/** Pages reached by being sent there, not by a link: the contact form's result pages. */
const unlinkedPaths: ReadonlySet<string> = new Set(['/contact/thank-you', '/contact/not-sent'])

export interface PublicRoute {
  path: string
  /** The document title the page must carry. */
  title: string
  hydrates: boolean
  /** Nothing needs to link to it: an old article slug, or a page the contact form sends visitors to. */
  unlinked: boolean
}

/** Every public path the build prerenders. */
export const publicRoutes: PublicRoute[] = [
  ...Object.entries(pages).map(([path, copy]) => ({ path, title: pageTitle(copy.title), hydrates: hydratingPaths.has(path), unlinked: unlinkedPaths.has(path) })),
  ...builtInArticles.flatMap((article) =>
    [article.slug, ...article.aliases].map((slug) => ({ path: `/insights/${slug}`, title: pageTitle(article.title), hydrates: false, unlinked: slug !== article.slug })),
  ),
]

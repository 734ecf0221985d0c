import { builtInArticles } from '../copy/insights.ts'
import { pages } from '../copy/pages.ts'
import { pageTitle } from '../lib/seo/index.ts'

/** Every public path the build prerenders, with the document title each must carry. */
export const publicRoutes: { path: string; title: string }[] = [
  ...Object.entries(pages).map(([path, copy]) => ({ path, title: pageTitle(copy.title) })),
  ...builtInArticles.flatMap((article) => [article.slug, ...article.aliases].map((slug) => ({ path: `/insights/${slug}`, title: pageTitle(article.title) }))),
]

// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { builtInArticles } from '../../../copy/insights.ts'
import type { DataWithMeta } from '../../page-meta.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const { slug } = pageContext.routeParams
  const article = builtInArticles.find((candidate) => candidate.slug === slug || (candidate.aliases as readonly string[]).includes(slug ?? ''))
  if (!article) throw render(404)
  return {
    article,
    meta: {
      title: article.title,
      description: article.excerpt,
      ogType: 'article',
      path: pageContext.urlPathname,
      canonical: `/insights/${article.slug}`,
    },
  } satisfies DataWithMeta & Record<string, unknown>
}

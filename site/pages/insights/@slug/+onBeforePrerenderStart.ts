// https://vike.dev/onBeforePrerenderStart
import { builtInArticles } from '../../../copy/insights.ts'

export default function onBeforePrerenderStart(): string[] {
  return builtInArticles.flatMap((article) => [article.slug, ...article.aliases].map((slug) => `/insights/${slug}`))
}

import { Clock } from 'lucide-react'
import { insightsCopy, type BuiltInArticle } from '../../copy/insights.ts'

/** A summary card linking to one article. */
export function ArticleCard({ article }: { article: BuiltInArticle }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-brand-700">{insightsCopy.categoryLabel(article.category)}</p>
      <h3 className="mt-3 text-xl font-semibold text-ink">
        <a href={`/insights/${article.slug}`} className="hover:text-brand-700">
          {article.title}
        </a>
      </h3>
      <p className="mt-3 line-clamp-3 text-slate-600">{article.excerpt}</p>
      <p className="mt-auto flex items-center gap-1.5 pt-5 text-sm text-slate-600">
        <Clock aria-hidden="true" className="h-4 w-4" />
        {insightsCopy.minRead(article.readTimeMinutes)}
      </p>
    </article>
  )
}

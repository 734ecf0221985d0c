import { pageAddress } from '@/lib/seo/index.ts'
import { insightsCopy } from '../../copy/insights.ts'

/** An article's old address: one link to where it lives now, for a browser that does not go on by itself. */
export function MovedArticle({ title, path }: { title: string; path: string }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="text-2xl font-bold tracking-tight text-ink">
        {`${insightsCopy.article.moved} `}
        <a href={pageAddress(path)} className="text-brand-700 underline">
          {title}
        </a>
      </h1>
    </main>
  )
}

import Search from 'lucide-react/icons/search'
import { useMemo, useState } from 'react'
import { insightsCopy } from '../../copy/insights.ts'
import { featuredPosts, filterPosts, type CategoryFilter, type PostSummary } from '../../lib/blog/index.ts'
import { useHydrated } from '../islands/hydration.ts'
import { Container } from '../ui/container.tsx'
import { CategoryChips } from './CategoryChips.tsx'
import { builtInSummaries } from './fallback.ts'
import { PostCard } from './PostCard.tsx'
import { usePublishedPosts } from './usePublishedPosts.ts'

/** The Insights list: search, category chips, featured posts and the latest articles, filtered as you type. */
export function InsightsExplorer({ initialPosts, builtAt }: { initialPosts: PostSummary[]; builtAt: number }) {
  const [category, setCategory] = useState<CategoryFilter>('all')
  const [query, setQuery] = useState('')
  // The filters need the script; until it runs, the prerendered list shows every post.
  const interactive = useHydrated()
  const { data, isError, isPending } = usePublishedPosts(initialPosts)
  const posts = useMemo(() => data ?? (isError ? builtInSummaries(builtAt) : []), [data, isError, builtAt])
  const featured = featuredPosts(posts, category, query)
  const latest = filterPosts(posts, category, query).filter((post) => !featured.includes(post))

  return (
    <>
      <Container className="space-y-5 pb-4">
        <div className="relative max-w-xl">
          <label htmlFor="insights-search" className="sr-only">
            {insightsCopy.searchLabel}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-600"
          />
          <input
            id="insights-search"
            type="search"
            value={query}
            disabled={!interactive}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={insightsCopy.searchPlaceholder}
            className="block w-full rounded-md border border-slate-400 bg-white py-2.5 pr-3 pl-10 text-ink placeholder:text-slate-600 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus disabled:bg-slate-50"
          />
        </div>
        <CategoryChips value={category} onChange={setCategory} disabled={!interactive} />
      </Container>
      {featured.length > 0 && (
        <section aria-labelledby="featured-heading" className="py-10">
          <Container>
            <h2 id="featured-heading" className="text-2xl font-bold tracking-tight text-ink">
              {insightsCopy.featuredHeading}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {featured.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} featured />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}
      <section aria-labelledby="latest-heading" className="pt-10 pb-20">
        <Container>
          <h2 id="latest-heading" className="text-2xl font-bold tracking-tight text-ink">
            {insightsCopy.latestHeading}
          </h2>
          <div aria-live="polite">
            {isPending && posts.length === 0 ? (
              <p className="mt-6 text-slate-700">{insightsCopy.loading}</p>
            ) : latest.length === 0 && featured.length === 0 ? (
              <p className="mt-6 text-slate-700">{insightsCopy.empty}</p>
            ) : (
              <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {latest.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Container>
      </section>
    </>
  )
}

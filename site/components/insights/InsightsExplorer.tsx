import { __iconData as search } from 'lucide-react/icons/search'
import { useMemo, useState } from 'react'
import { insightsCopy } from '../../copy/insights.ts'
import type { CategoryFilter } from '../../lib/blog/index.ts'
import { useHydrated } from '../islands/hydration.ts'
import { Button } from '../ui/button.tsx'
import { Container } from '../ui/container.tsx'
import { LucideSvg } from '../ui/lucide.tsx'
import { CategoryChips } from './CategoryChips.tsx'
import { builtInSummaries } from './fallback.ts'
import { cardPostOf, type ListingPosts } from './listing.ts'
import { PostCard } from './PostCard.tsx'
import { PostGrid } from './PostGrid.tsx'
import { cardOf, matchPosts, type CardPost, type SearchEntry } from './search.ts'
import { usePublishedPosts } from './usePublishedPosts.ts'
import { useSearchIndex } from './useSearchIndex.ts'

/** Matches shown at first, and added by each "show more". */
const matchesAtOnce = 24

type Searchable = CardPost & { words?: string }

/** Every post the visitor can search: those the list has that the index lacks (published since), then the index's. */
function searchable(indexed: readonly SearchEntry[] | undefined, listed: readonly CardPost[]): Searchable[] {
  if (!indexed) return [...listed]
  const slugs = new Set(indexed.map((entry) => entry.slug))
  return [
    ...listed.filter((post) => !slugs.has(post.slug)),
    ...indexed.map((entry) => ({ ...cardOf(entry), words: entry.words })),
  ]
}

/**
 * The Insights list: featured posts and the newest articles, refreshed from the backend; search and the
 * category chips cover every published post, through the search index the list fetches when first used.
 */
export function InsightsExplorer({ featured, latest, builtAt }: ListingPosts & { builtAt: number }) {
  const [category, setCategory] = useState<CategoryFilter>('all')
  const [query, setQuery] = useState('')
  const [shown, setShown] = useState(matchesAtOnce)
  // The filters need the script; until it runs, the prerendered list shows the newest posts.
  const interactive = useHydrated()
  const filtering = category !== 'all' || query.trim() !== ''
  const { data, isError, isPending } = usePublishedPosts({ featured, latest })
  const index = useSearchIndex(filtering)
  const listing = useMemo(
    () => data ?? { featured: [], latest: isError ? builtInSummaries(builtAt).map(cardPostOf) : [] },
    [data, isError, builtAt],
  )
  const posts = useMemo(() => searchable(index.posts, [...listing.featured, ...listing.latest]), [index.posts, listing])
  // Newest first, as the list and the index both are.
  const matches = useMemo(
    () =>
      filtering ? matchPosts(posts, category, query).sort((a, b) => b.published_at.localeCompare(a.published_at)) : [],
    [filtering, posts, category, query],
  )
  const waiting = filtering && !index.posts && !index.failed
  const filter = (next: () => void) => {
    next()
    setShown(matchesAtOnce)
  }

  return (
    <>
      <Container className="space-y-5 pb-4">
        <div className="relative max-w-xl">
          <label htmlFor="insights-search" className="sr-only">
            {insightsCopy.searchLabel}
          </label>
          <LucideSvg
            icon={search}
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-600"
          />
          <input
            id="insights-search"
            type="search"
            value={query}
            disabled={!interactive}
            onChange={(event) => filter(() => setQuery(event.target.value))}
            placeholder={insightsCopy.searchPlaceholder}
            className="block w-full rounded-md border border-slate-400 bg-white py-2.5 pr-3 pl-10 text-ink placeholder:text-slate-600 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus disabled:bg-slate-50"
          />
        </div>
        <CategoryChips
          value={category}
          onChange={(value) => filter(() => setCategory(value))}
          disabled={!interactive}
        />
      </Container>
      {!filtering && listing.featured.length > 0 && (
        <section aria-labelledby="featured-heading" className="py-10">
          <Container>
            <h2 id="featured-heading" className="text-2xl font-bold tracking-tight text-ink">
              {insightsCopy.featuredHeading}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {listing.featured.map((post) => (
                <li key={post.slug}>
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
          <div aria-live="polite" className="mt-6 space-y-8">
            {(isPending && !filtering && listing.latest.length === 0) || waiting ? (
              <p className="text-slate-700">{insightsCopy.loading}</p>
            ) : filtering ? (
              matches.length === 0 ? (
                <p className="text-slate-700">{insightsCopy.empty}</p>
              ) : (
                <PostGrid posts={matches.slice(0, shown)} />
              )
            ) : listing.latest.length === 0 && listing.featured.length === 0 ? (
              <p className="text-slate-700">{insightsCopy.empty}</p>
            ) : (
              <PostGrid posts={listing.latest} />
            )}
            {filtering && matches.length > shown && (
              <Button variant="secondary" onClick={() => setShown(shown + matchesAtOnce)}>
                {insightsCopy.showMore}
              </Button>
            )}
          </div>
        </Container>
      </section>
    </>
  )
}

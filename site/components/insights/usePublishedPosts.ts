import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { listPublished, type PostSummary } from '../../lib/blog/index.ts'

/**
 * The published posts, starting from those the page was built with and refreshed from the
 * backend, so a post published after the build appears. A failed refresh keeps what it has.
 */
export function usePublishedPosts(initial: PostSummary[], builtAt: number) {
  const query = useQuery({
    queryKey: ['posts', 'published'],
    // supabase-js loads only when the refresh starts, after the page is up, not with the page's first scripts.
    // The retries are TanStack Query's (the spec's policy), not supabase-js's as well.
    queryFn: async () =>
      listPublished((await import('../../lib/supabase/browser.ts')).browserClient(), { retry: false }),
    initialData: initial.length > 0 ? initial : undefined,
    initialDataUpdatedAt: builtAt,
  })
  useEffect(() => {
    if (query.error)
      console.error('Could not refresh the articles; showing the ones this page was built with.', query.error)
  }, [query.error])
  return query
}

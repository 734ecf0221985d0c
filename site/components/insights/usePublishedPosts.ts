import { useEffect, useState } from 'react'
import { blogLimits } from '../../lib/blog/index.ts'
import { fetchFeatured, fetchNewest } from '../../lib/blog/rest.ts'
import { builtConnection } from '../../lib/supabase/built-connection.ts'
import { loadRetries, retryDelay } from '../query-retry.ts'
import { cardPostOf, listingLimits, listingPosts, type ListingPosts } from './listing.ts'

interface Published {
  /** The newest list known: the build's at first, the backend's after a refresh; undefined until one arrives. */
  data: ListingPosts | undefined
  isError: boolean
  isPending: boolean
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The list's posts as the backend has them now: the newest, then the newest featured, each one bounded read. */
async function readListing(): Promise<ListingPosts> {
  const newest = await fetchNewest(builtConnection, listingLimits.newest)
  // One after the other: a backend that cannot be reached is asked once per try, not twice.
  const featured = await fetchFeatured(builtConnection, blogLimits.featured)
  return listingPosts(newest.map(cardPostOf), featured.map(cardPostOf))
}

/**
 * The list's featured and newest posts, starting from those the page was built with and refreshed
 * from the backend, so a post published after the build appears: once the list runs, and again when
 * the visitor comes back to the tab or the network returns. A refresh reads a fixed number of posts,
 * however many are published, and follows the spec's retry policy (query-retry.ts); one that still
 * fails keeps what the list has and says so in the console.
 */
export function usePublishedPosts(initial: ListingPosts): Published {
  const empty = initial.featured.length + initial.latest.length === 0
  const [state, setState] = useState<Published>({
    data: empty ? undefined : initial,
    isError: false,
    isPending: empty,
  })

  useEffect(() => {
    let stopped = false
    let refreshing = false
    async function refresh() {
      if (refreshing) return
      refreshing = true
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            const data = await readListing()
            if (!stopped) setState({ data, isError: false, isPending: false })
            return
          } catch (error) {
            if (stopped) return
            if (attempt >= loadRetries) {
              console.error('Could not refresh the articles; showing the ones this page was built with.', error)
              setState((previous) => ({ ...previous, isError: true, isPending: false }))
              return
            }
            await pause(retryDelay(attempt))
          }
        }
      } finally {
        refreshing = false
      }
    }
    const onVisible = () => void (document.visibilityState === 'visible' && refresh())
    const onOnline = () => void refresh()
    void refresh()
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('online', onOnline)
    return () => {
      stopped = true
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('online', onOnline)
    }
  }, [])

  return state
}

import { QueryClient } from '@tanstack/react-query'

/**
 * The data-fetching defaults the site's client refreshes use: three retries, waiting 1 s, 2 s,
 * 4 s… up to 30 s; refetch when the window regains focus or the network returns; no retried
 * mutations; unused results dropped after five minutes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        gcTime: 5 * 60_000,
      },
      mutations: { retry: false },
    },
  })
}

import { QueryClient } from '@tanstack/react-query'
import { loadRetries, retryDelay } from '../query-retry.ts'

/**
 * The data-fetching defaults the site's client refreshes use: the spec's retries (query-retry.ts);
 * refetch when the window regains focus or the network returns; no retried mutations; unused
 * results dropped after five minutes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: loadRetries,
        retryDelay,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        gcTime: 5 * 60_000,
      },
      mutations: { retry: false },
    },
  })
}

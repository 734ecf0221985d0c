import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import {
  awaitsRebuild,
  liveState,
  rebuildFrom,
  siteRecords,
  type DeletedPost,
  type LiveState,
  type PostVersion,
  type SiteRecords,
} from '@/lib/admin/index.ts'
import type { PublicClient } from '@/lib/supabase/index.ts'
import type { RebuildAccepted } from '../../../../supabase/functions/request-rebuild/contract.ts'

const recordsKey = ['admin', 'site-records'] as const

// While a rebuild is on its way staff watch for it, so the admin looks every few seconds; otherwise
// once a minute, which also notices a scheduled post falling due or a rebuild running late.
const pendingInterval = 5_000
const quietInterval = 60_000

/**
 * Takes an accepted request for a rebuild into the site's records at once, then looks again, so
 * the state never falls back to "not requested" while the look is under way.
 */
export function noteRebuildRequest(queryClient: QueryClient, accepted: RebuildAccepted): void {
  queryClient.setQueryData<SiteRecords>(
    recordsKey,
    (records) => records && { ...records, rebuild: rebuildFrom(accepted) },
  )
  void queryClient.invalidateQueries({ queryKey: recordsKey })
}

/**
 * Where the public site stands with each post, from the deployed /build.json and the latest rebuild,
 * as of the last look; undefined until the first. `refused` is why this browser's own latest request
 * for a rebuild failed. `refresh` looks again at once; `siteNow` is the time by the site's clock.
 */
export function useLiveStates(client: PublicClient, posts: readonly (PostVersion | DeletedPost)[], refused?: string) {
  const statesOf = (records: SiteRecords, now: Date): LiveState[] =>
    posts.map((post) =>
      liveState({ post, build: records.build ?? undefined, rebuild: records.rebuild ?? undefined, refused, now }),
    )
  const query = useQuery({
    queryKey: recordsKey,
    queryFn: () => siteRecords(client),
    refetchInterval: (current) =>
      current.state.data &&
      statesOf(current.state.data, new Date(Date.now() + current.state.data.clockOffsetMs)).some(awaitsRebuild)
        ? pendingInterval
        : quietInterval,
  })
  const queryClient = useQueryClient()
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: recordsKey }), [queryClient])
  // The states are judged at the time of the last look, by the site's clock rather than this
  // browser's (which may be wrong), so they hold still between looks.
  const states = query.data
    ? statesOf(query.data, new Date(query.dataUpdatedAt + query.data.clockOffsetMs))
    : query.isError
      ? posts.map((): LiveState => ({ kind: 'unknown' }))
      : undefined
  // Now by the site's clock, for judging whether a post is due, as far as the last look could tell.
  const siteNow = () => new Date(Date.now() + (query.data?.clockOffsetMs ?? 0))
  return { states, records: query.data, refresh, siteNow }
}

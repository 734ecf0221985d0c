import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { toast } from 'sonner'
import { listPosts, loadedOrThrow, type ListedPost, type StatusFilter } from '@/lib/admin/index.ts'
import type { PublicClient } from '@/lib/supabase/index.ts'
import { adminListCopy } from '@/copy/admin-list.ts'
import { adminKeys, adminRetry } from '../queries.ts'

export type PostListState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; posts: ListedPost[] }

const failed = adminListCopy.toasts.loadFailed

/**
 * The list for a filter, loaded again when the filter changes, when `reload` is called, and when
 * the window regains focus. A list already shown stays until the new one arrives (and when that
 * fails), so deleting a post does not blank the page. The count of all posts is the last one
 * known, so a failed load, or a filter still loading, does not lose it.
 */
export function usePostList(client: PublicClient, filter: StatusFilter) {
  const query = useQuery({
    queryKey: adminKeys.posts(filter),
    queryFn: async () => loadedOrThrow(await listPosts(client, filter)),
    ...adminRetry,
  })
  const queryClient = useQueryClient()
  const [total, setTotal] = useState<number | null>(null)
  const known = query.data?.total
  if (known !== undefined && known !== total) setTotal(known)

  useEffect(() => {
    if (query.error) toast.error(failed.title, { description: failed.description })
  }, [query.error])

  const state: PostListState = query.data
    ? { kind: 'loaded', posts: query.data.posts }
    : query.isError
      ? { kind: 'failed' }
      : { kind: 'loading' }
  const { refetch } = query
  // A quiet reload (after a delete) marks every filter's list out of date and loads this one again behind the one shown.
  const reload = useCallback(
    (quiet = false) => void (quiet ? queryClient.invalidateQueries({ queryKey: adminKeys.allPosts }) : refetch()),
    [queryClient, refetch],
  )
  return { state, total, reload }
}

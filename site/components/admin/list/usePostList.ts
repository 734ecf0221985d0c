import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { toast } from 'sonner'
import { listPosts, loadedOrThrow, type ListFilters, type PostListPage } from '@/lib/admin/index.ts'
import type { PublicClient } from '@/lib/supabase/index.ts'
import { adminListCopy } from '@/copy/admin-list.ts'
import { adminKeys, adminRetry } from '../queries.ts'

export type PostListState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; list: PostListPage }

const failed = adminListCopy.toasts.loadFailed

/**
 * The page of the list the filters name, loaded again when they change, when `reload` is called, and
 * when the window regains focus. A page already shown stays until the new one arrives (and when that
 * fails), so deleting a post does not blank the page. The count of all posts is the last one known,
 * so a failed load, or a filter still loading, does not lose it.
 */
export function usePostList(client: PublicClient, filters: ListFilters) {
  const { status, category, title, page } = filters
  const query = useQuery({
    queryKey: [...adminKeys.posts(status), category, title.trim(), page],
    queryFn: async () => loadedOrThrow(await listPosts(client, filters)),
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
    ? { kind: 'loaded', list: query.data }
    : query.isError
      ? { kind: 'failed' }
      : { kind: 'loading' }
  const { refetch } = query
  // A quiet reload (after a delete) marks every page of every filter out of date and loads this one again behind the one shown.
  const reload = useCallback(
    (quiet = false) => void (quiet ? queryClient.invalidateQueries({ queryKey: adminKeys.allPosts }) : refetch()),
    [queryClient, refetch],
  )
  return { state, total, reload }
}

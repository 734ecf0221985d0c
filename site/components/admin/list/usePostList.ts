import { useCallback, useEffect, useState } from 'react'
import { toast } from 'sonner'
import { adminListCopy } from '../../../copy/admin-list.ts'
import { listPosts, type StatusFilter } from '../../../lib/admin/index.ts'
import type { BlogPostRow, PublicClient } from '../../../lib/supabase/index.ts'

export type PostListState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; posts: BlogPostRow[] }

type Settled = { filter: StatusFilter; serial: number; state: Exclude<PostListState, { kind: 'loading' }> }

const failed = adminListCopy.toasts.loadFailed

/**
 * Loads the list for a filter, again whenever the filter changes or `reload` is called. A quiet
 * reload keeps showing the list until the new one arrives, so deleting a post does not blank the
 * page. The count of all posts is the last one known, so a failed load does not lose it.
 */
export function usePostList(client: PublicClient, filter: StatusFilter) {
  const [request, setRequest] = useState({ serial: 0, quiet: false })
  const [settled, setSettled] = useState<Settled | null>(null)
  const [total, setTotal] = useState<number | null>(null)

  useEffect(() => {
    let current = true
    void listPosts(client, filter).then((result) => {
      if (!current) return
      if (result.ok) setTotal(result.total)
      else toast.error(failed.title, { description: failed.description })
      setSettled({ filter, serial: request.serial, state: result.ok ? { kind: 'loaded', posts: result.posts } : { kind: 'failed' } })
    })
    return () => {
      current = false
    }
  }, [client, filter, request.serial])

  const upToDate = settled?.filter === filter && (settled.serial === request.serial || request.quiet)
  const state: PostListState = upToDate ? settled.state : { kind: 'loading' }
  const reload = useCallback((quiet = false) => setRequest((previous) => ({ serial: previous.serial + 1, quiet })), [])
  return { state, total, reload }
}

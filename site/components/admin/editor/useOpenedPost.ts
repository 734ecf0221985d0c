import { skipToken, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { toast } from 'sonner'
import { formFromRow, type PostForm } from '@/lib/admin/editor/index.ts'
import { loadedOrThrow, loadPost } from '@/lib/admin/index.ts'
import type { BlogPostRow, PublicClient } from '@/lib/supabase/index.ts'
import { editorCopy as copy } from '@/copy/admin-editor.ts'
import { adminKeys, adminRetry } from '../queries.ts'

/** A stored post as the editor opens it: the row its save writes over, and the form it shows. */
export interface OpenedPost {
  row: BlogPostRow
  form: PostForm
}

/**
 * The post the editor opens (none for a new post), loaded once: the editor's copy is what it saves
 * over, so nothing reloads it behind the editor's back (a newer version shows as a conflict on
 * save), and it is not kept once the editor closes, so opening it again loads it afresh.
 */
export function useOpenedPost(client: PublicClient, postId: string | null, timeZone: string) {
  const query = useQuery({
    queryKey: adminKeys.post(postId ?? 'new'),
    queryFn:
      postId === null
        ? skipToken
        : async (): Promise<OpenedPost> => {
            const { value: row } = loadedOrThrow(await loadPost(client, postId))
            return { row, form: formFromRow(row, timeZone) }
          },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    ...adminRetry,
  })
  useEffect(() => {
    if (query.error) toast.error(copy.toasts.error, { description: copy.toasts.loadFailed })
  }, [query.error])
  return query
}

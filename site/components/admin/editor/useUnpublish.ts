import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { unpublishPost, type SaveResult } from '@/lib/admin/index.ts'
import type { BlogPostRow, PublicClient } from '@/lib/supabase/index.ts'
import { editorCopy as copy } from '@/copy/admin-editor.ts'

/**
 * Unpublish, as its own action: asked first (`asking` while the question is open), then the post
 * as loaded is written back as a draft, and nothing of the editor's unsaved changes with it.
 * `done` takes the unpublished row in; `conflicted` shows that someone saved the post meanwhile.
 */
export function useUnpublish(
  client: PublicClient,
  {
    done,
    conflicted,
  }: {
    done: (row: BlogPostRow, before: BlogPostRow) => void
    conflicted: (result: Extract<SaveResult, { reason: 'conflict' }>) => void
  },
) {
  const [asking, setAsking] = useState(false)
  const call = useMutation({
    mutationFn: (loaded: BlogPostRow) => unpublishPost(client, loaded),
    onSuccess: (result, before) => {
      if (result.ok) done(result.row, before)
      else if (result.reason === 'conflict') conflicted(result)
      else toast.error(copy.toasts.error, { description: result.message })
    },
    onError: () => toast.error(copy.toasts.error, { description: copy.toasts.saveFailed }),
  })

  /** The answer to the question: yes unpublishes `loaded`, no leaves it as it is. */
  function answer(confirmed: boolean, loaded: BlogPostRow | null) {
    setAsking(false)
    if (confirmed && loaded) call.mutate(loaded)
  }

  return { asking, ask: () => setAsking(true), answer, pending: call.isPending }
}

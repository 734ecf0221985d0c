import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { toast } from 'sonner'
import { countEnquiries, listEnquiries, type InboxView } from '@/lib/admin/enquiries/index.ts'
import { loadedOrThrow } from '@/lib/admin/index.ts'
import type { PublicClient } from '@/lib/supabase/index.ts'
import { inboxCopy } from '@/copy/admin-enquiries.ts'
import { adminRetry } from '../queries.ts'
import { inboxKeys } from './queries.ts'

const failed = inboxCopy.toasts.loadFailed

/**
 * The page of the inbox the view names and every filter's count, loaded again when the view changes
 * and when the window regains focus. A page already shown stays until the next one arrives.
 */
export function useInbox(client: PublicClient, view: InboxView) {
  const page = useQuery({
    queryKey: inboxKeys.list(view),
    queryFn: async () => loadedOrThrow(await listEnquiries(client, view)),
    placeholderData: keepPreviousData,
    ...adminRetry,
  })
  const counts = useQuery({ queryKey: inboxKeys.counts, queryFn: () => countEnquiries(client) })
  useEffect(() => {
    if (page.error) toast.error(failed.title, { description: failed.description })
  }, [page.error])
  return { page, counts: counts.data ?? null }
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { toast } from 'sonner'
import { loadEnquiry, type Enquiry, type OpenedEnquiry } from '@/lib/admin/enquiries/index.ts'
import { loadedOrThrow } from '@/lib/admin/index.ts'
import type { PublicClient } from '@/lib/supabase/index.ts'
import { enquiryCopy } from '@/copy/admin-enquiries.ts'
import { adminRetry } from '../queries.ts'
import { inboxKeys } from './queries.ts'

/** An opened enquiry, its history, and who is looking (to tell their own actions from others'). */
export interface EnquiryView extends OpenedEnquiry {
  me: string | null
}

/**
 * One enquiry with its history, loaded again when the window regains focus and after every change
 * (`changed`), which also refreshes the inbox's lists and counts, the header's among them.
 */
export function useEnquiry(client: PublicClient, id: string) {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: inboxKeys.enquiry(id),
    queryFn: async (): Promise<EnquiryView> => {
      const [{ value }, { data }] = await Promise.all([
        loadEnquiry(client, id).then(loadedOrThrow),
        client.auth.getSession(),
      ])
      return { ...value, me: data.session?.user.id ?? null }
    },
    ...adminRetry,
  })
  useEffect(() => {
    if (query.error) toast.error(enquiryCopy.toasts.error, { description: query.error.message })
  }, [query.error])

  /** Shows a change at once, then loads the enquiry, its history and the inbox's counts again. */
  function changed(enquiry?: Enquiry) {
    if (enquiry) queryClient.setQueryData<EnquiryView>(inboxKeys.enquiry(id), (view) => view && { ...view, enquiry })
    void queryClient.invalidateQueries({ queryKey: inboxKeys.all })
  }
  return { query, changed }
}

import { useQuery } from '@tanstack/react-query'
import { countNewEnquiries, inboxPaths } from '@/lib/admin/enquiries/index.ts'
import { browserClient } from '@/lib/supabase/browser.ts'
import { inboxCopy } from '@/copy/admin-enquiries.ts'
import { inboxKeys } from './queries.ts'

const copy = inboxCopy.nav

/**
 * The number of New enquiries, as a link to them, on every admin page; counted again whenever the
 * window regains focus, so a tab left open does not go stale. Nothing while the count is unknown.
 */
export function NewEnquiriesLink() {
  const client = browserClient()
  const count = useQuery({
    queryKey: inboxKeys.newCount,
    queryFn: () => countNewEnquiries(client),
    refetchOnWindowFocus: 'always',
  })
  if (count.data === undefined) return null
  return (
    <a
      href={inboxPaths.list}
      aria-label={copy.newCount(count.data)}
      className="inline-flex min-w-7 items-center justify-center rounded-full bg-brand-700 px-2 py-0.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {count.data.toLocaleString('en-US')}
    </a>
  )
}

import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { reviewEnquiry, setEnquiryStatus, timeAgo, type ChangeResult } from '@/lib/admin/enquiries/index.ts'
import { formatDateTime } from '@/lib/admin/index.ts'
import { browserClient } from '@/lib/supabase/browser.ts'
import type { EnquiryStatus } from '@/lib/supabase/database.types.ts'
import { enquiryCopy as copy, inboxCopy } from '@/copy/admin-enquiries.ts'
import { ToggleButtons } from '../ToggleButtons.tsx'
import { BackToInbox } from './BackToInbox.tsx'
import { DeliveryPanel } from './DeliveryPanel.tsx'
import { Message, Origin, WhoSent } from './EnquiryFacts.tsx'
import { HistoryList } from './HistoryList.tsx'
import { NotesForm } from './NotesForm.tsx'
import { ReviewPanel } from './ReviewPanel.tsx'
import { Section } from './Section.tsx'
import { useEnquiry } from './useEnquiry.ts'
import { useSendNow } from './useSendNow.ts'

const statuses = (['new', 'in_progress', 'closed'] as const).map((value) => ({
  value,
  label: inboxCopy.statusNames[value],
}))

const back = <BackToInbox />

/**
 * One enquiry: who sent it and when, the message as sent, where the visit came from, what became of
 * its notification and hand-off, and what staff did with it; move it between statuses, keep notes,
 * and review it when it looks automated.
 */
export function EnquiryScreen({ id }: { id: string }) {
  const client = browserClient()
  const { query, changed } = useEnquiry(client, id)
  const send = useSendNow(client, id, () => changed())
  const change = useMutation({
    mutationFn: (move: { status: EnquiryStatus } | { review: 'genuine' | 'spam' }) =>
      'status' in move ? setEnquiryStatus(client, id, move.status) : reviewEnquiry(client, id, move.review),
    onSuccess: (result: ChangeResult, move) => {
      if (!result.ok) return void toast.error(copy.toasts.changeFailed, { description: result.message })
      changed(result.enquiry)
      if ('status' in move) toast.success(copy.status.moved(move.status))
      else if (move.review === 'spam') toast.success(copy.review.markedSpam)
      else {
        toast.success(copy.review.markedGenuine)
        // Found genuine, its notification and hand-off are due: send them now, not at the next round.
        send.mutate()
      }
    },
  })

  if (query.isPending) {
    return (
      <p role="status" className="py-24 text-center text-lg text-slate-700">
        {copy.loading}
      </p>
    )
  }
  if (query.isError) {
    return (
      <section className="mx-auto max-w-xl py-16">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{copy.loadError}</h1>
        <p className="mt-4 text-lg text-slate-700">{query.error.message}</p>
        <div className="mt-6">{back}</div>
      </section>
    )
  }
  const { enquiry, events, me } = query.data
  const now = new Date()
  return (
    <>
      {back}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">
        {enquiry.name} <span className="font-normal text-slate-700">· {enquiry.company}</span>
      </h1>
      <p className="mt-2 text-slate-700">
        <time dateTime={enquiry.created_at}>
          {copy.received(formatDateTime(enquiry.created_at), timeAgo(enquiry.created_at, now))}
        </time>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <ReviewPanel enquiry={enquiry} busy={change.isPending} onReview={(review) => change.mutate({ review })} />
          <Section heading={copy.status.heading}>
            <ToggleButtons
              label={copy.status.label}
              options={statuses}
              value={enquiry.status}
              onChange={(status) => status !== enquiry.status && change.mutate({ status })}
            />
          </Section>
          <Message enquiry={enquiry} />
          <WhoSent enquiry={enquiry} />
          <Origin enquiry={enquiry} />
        </div>
        <div className="space-y-6">
          <DeliveryPanel enquiry={enquiry} sending={send.isPending} onSend={() => send.mutate()} />
          <NotesForm client={client} enquiry={enquiry} onSaved={changed} />
          <HistoryList events={events} me={me} now={now} />
        </div>
      </div>
    </>
  )
}

import { detailText, eventActor, timeAgo, type EnquiryEvent } from '@/lib/admin/enquiries/index.ts'
import { formatDateTime } from '@/lib/admin/index.ts'
import { enquiryCopy } from '@/copy/admin-enquiries.ts'
import { Section } from './Section.tsx'

const copy = enquiryCopy.history

/** What happened to the enquiry, oldest first: who (You, a staff member or the site), when, and what. */
export function HistoryList({ events, me, now }: { events: EnquiryEvent[]; me: string | null; now: Date }) {
  return (
    <Section heading={copy.heading}>
      {events.length === 0 ? (
        <p className="text-slate-700">{copy.empty}</p>
      ) : (
        <ol className="space-y-3">
          {events.map((event) => (
            <li key={event.id} className="border-l-2 border-slate-200 pl-4">
              <p className="text-ink">
                <strong>{copy.who(eventActor(event, me))}</strong> {copy.what(event, (key) => detailText(event, key))}
              </p>
              <p className="text-sm text-slate-700">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time> ({timeAgo(event.at, now)})
              </p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}

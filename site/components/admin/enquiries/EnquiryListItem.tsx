import { enquiryPath, timeAgo, type ListedEnquiry } from '@/lib/admin/enquiries/index.ts'
import { formatDateTime } from '@/lib/admin/index.ts'
import { inboxCopy as copy } from '@/copy/admin-enquiries.ts'
import { EnquiryBadges } from './EnquiryBadges.tsx'

/** A message's first line that holds anything, as the list shows it. */
const firstLine = (message: string) =>
  message
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? ''

/** One enquiry of the inbox: who, from which company, when, where it stands, and how its message begins. */
export function EnquiryListItem({ enquiry, now }: { enquiry: ListedEnquiry; now: Date }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-lg font-semibold text-ink">
          <a
            href={enquiryPath(enquiry.id)}
            aria-label={copy.open(enquiry.name, enquiry.company)}
            className="underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {enquiry.name}
          </a>
          <span className="font-normal text-slate-700"> · {enquiry.company}</span>
        </h2>
        <p className="text-sm text-slate-700">
          <span className="sr-only">{copy.received} </span>
          <time dateTime={enquiry.created_at} title={formatDateTime(enquiry.created_at)}>
            {timeAgo(enquiry.created_at, now)}
          </time>{' '}
          <span aria-hidden="true">·</span> {formatDateTime(enquiry.created_at)}
        </p>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <EnquiryBadges enquiry={enquiry} />
      </div>
      <p className="mt-3 line-clamp-1 whitespace-pre-wrap text-slate-700">{firstLine(enquiry.message)}</p>
    </article>
  )
}

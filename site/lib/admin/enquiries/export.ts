import { storeError, type StoreClient } from '../../post-store/index.ts'
import type { EnquiryFlag, EnquiryStatus } from '../../supabase/database.types.ts'
import { readEveryRow } from '../../supabase/paged.ts'
import { byteOrderMark, csvText } from './csv.ts'
import { enquiryColumns, type Enquiry } from './enquiry.ts'
import { filterSlug, type InboxView } from './filters.ts'
import { matchingEnquiries } from './query.ts'
import { notificationStanding } from './standing.ts'

/** The export's columns, in order. */
export const exportColumns = [
  'received',
  'status',
  'flag',
  'name',
  'company',
  'role',
  'email',
  'phone',
  'message',
  'page',
  'landing',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'notified',
] as const

export type ExportColumn = (typeof exportColumns)[number]

/** The words an export writes: column headings, status and flag names, how a notification went. */
export interface ExportWords {
  headings: Record<ExportColumn, string>
  status: Record<EnquiryStatus, string>
  flag: (reason: EnquiryFlag, review: Enquiry['review']) => string
  /** What the notified column says when no notification went out: failed with its error, due, held… */
  notNotified: (enquiry: Enquiry) => string
}

/** One enquiry's cells, in the export's column order; times are ISO 8601 in UTC, as spreadsheets sort them. */
function cells(enquiry: Enquiry, words: ExportWords): string[] {
  const notified = notificationStanding(enquiry)
  const values: Record<ExportColumn, string | null> = {
    received: enquiry.created_at,
    status: enquiry.review === 'spam' ? null : words.status[enquiry.status],
    flag: enquiry.flagged_reason ? words.flag(enquiry.flagged_reason, enquiry.review) : null,
    name: enquiry.name,
    company: enquiry.company,
    role: enquiry.role,
    email: enquiry.email,
    phone: enquiry.phone,
    message: enquiry.message,
    page: enquiry.page_path,
    landing: enquiry.landing_path,
    referrer: enquiry.referrer,
    utm_source: enquiry.utm_source,
    utm_medium: enquiry.utm_medium,
    utm_campaign: enquiry.utm_campaign,
    utm_term: enquiry.utm_term,
    utm_content: enquiry.utm_content,
    notified: notified.kind === 'sent' ? notified.at : words.notNotified(enquiry),
  }
  return exportColumns.map((column) => values[column] ?? '')
}

/** Enquiries as a spreadsheet-safe CSV file's text: byte-order mark, headings, one record each. */
export function enquiriesCsv(enquiries: readonly Enquiry[], words: ExportWords): string {
  const headings = exportColumns.map((column) => words.headings[column])
  return byteOrderMark + csvText([headings, ...enquiries.map((enquiry) => cells(enquiry, words))])
}

/** The export's file name: `enquiries-<filter>-<date>.csv`, the date as it is in `timeZone` (the browser's by default). */
export function exportFileName(view: Pick<InboxView, 'filter'>, now: Date, timeZone?: string): string {
  // Sweden writes dates as ISO does.
  const date = new Intl.DateTimeFormat('sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(
    now,
  )
  return `enquiries-${filterSlug(view.filter)}-${date}.csv`
}

/** Every enquiry of the view (its filter and search, all pages), newest first, read page by page. */
export async function readViewEnquiries(client: StoreClient, view: InboxView): Promise<Enquiry[]> {
  const { data, error, status } = await readEveryRow((from, to) =>
    matchingEnquiries(client, view.filter, view.search, { columns: enquiryColumns })
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to),
  )
  if (error) throw storeError(error, status)
  return data
}

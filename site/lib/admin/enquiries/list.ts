import { storeError, type StoreClient } from '../../post-store/index.ts'
import type { ContactEnquiryRow } from '../../supabase/database.types.ts'
import { loadFailure, type LoadFailure } from '../load.ts'
import { inboxFilters, type InboxFilter, type InboxView } from './filters.ts'
import { countMatching, matchingEnquiries } from './query.ts'

/** Enquiries one page of the inbox shows. */
export const inboxPageSize = 25

/** What a row of the inbox shows: who, when, where it stands, and what became of its notification. */
export const listedColumns =
  'id, name, company, created_at, status, flagged_reason, review, message, notified_at, notification_error, notification_due_at' as const

export type ListedEnquiry = Pick<
  ContactEnquiryRow,
  | 'id'
  | 'name'
  | 'company'
  | 'created_at'
  | 'status'
  | 'flagged_reason'
  | 'review'
  | 'message'
  | 'notified_at'
  | 'notification_error'
  | 'notification_due_at'
>

/** How many enquiries each filter holds, whatever the search. */
export type InboxCounts = Record<InboxFilter, number>

/** One page of the inbox, and where it stands among the enquiries that match. */
export interface InboxPage {
  enquiries: ListedEnquiry[]
  /** The page shown, from 1: the last page when the one asked for is past the end. */
  page: number
  /** How many pages the matching enquiries fill; at least 1. */
  pages: number
  /** Where the page's first enquiry stands among the matching ones, from 1; 0 when none match. */
  first: number
  /** How many enquiries match the filter and the search. */
  matching: number
}

export type InboxPageResult = ({ ok: true } & InboxPage) | LoadFailure

/** PostgREST's answer to a page that starts past the last row. */
const pastTheEnd = 'PGRST103'

const inWords = (error: Error) => `The enquiries could not be loaded: ${error.message || 'no answer from the backend'}.`

const pagesFor = (matching: number) => Math.max(1, Math.ceil(matching / inboxPageSize))

/** One page of the view, newest first; null when it starts past the end. */
async function readPage(client: StoreClient, { filter, search }: InboxView, page: number) {
  const from = (page - 1) * inboxPageSize
  const { data, count, error, status } = await matchingEnquiries(client, filter, search, { columns: listedColumns })
    // The id makes the order total, so pages never overlap.
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + inboxPageSize - 1)
  if (error?.code === pastTheEnd) return null
  if (error) throw storeError(error, status)
  if (page > 1 && data.length === 0) return null
  return { rows: data, matching: count ?? data.length, page }
}

/**
 * One page of the inbox (25 enquiries), newest first, narrowed by the backend to a filter and a
 * search. A page past the end (enquiries were erased meanwhile) gives the last page.
 */
export async function listEnquiries(client: StoreClient, view: InboxView): Promise<InboxPageResult> {
  try {
    let read = await readPage(client, view, view.page)
    // Page 1 is never past the end, so this ends however many enquiries go meanwhile.
    while (!read) read = await readPage(client, view, pagesFor(await countMatching(client, view.filter, view.search)))
    const { rows, matching, page } = read
    return {
      ok: true,
      enquiries: rows,
      page,
      pages: pagesFor(matching),
      first: rows.length > 0 ? (page - 1) * inboxPageSize + 1 : 0,
      matching,
    }
  } catch (error) {
    return loadFailure(error, inWords)
  }
}

/** How many enquiries each filter holds: one head-only count each, so no request grows with the inbox. */
export async function countEnquiries(client: StoreClient): Promise<InboxCounts> {
  const counts = await Promise.all(inboxFilters.map((filter) => countMatching(client, filter)))
  return Object.fromEntries(inboxFilters.map((filter, index) => [filter, counts[index]])) as InboxCounts
}

/** How many New enquiries wait: the number the admin's header shows. */
export function countNewEnquiries(client: StoreClient): Promise<number> {
  return countMatching(client, 'new')
}

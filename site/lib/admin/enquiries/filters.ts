import type { EnquiryStatus } from '../../supabase/database.types.ts'

/**
 * Which enquiries the inbox shows. New, In progress and Closed are where staff stand with a lead;
 * Flagged holds what looks automated until someone reviews it; All is every enquiry but spam, and
 * Spam (hidden everywhere else) only what staff marked as spam.
 */
export type InboxFilter = 'new' | 'in_progress' | 'closed' | 'flagged' | 'all' | 'spam'

export const inboxFilters = [
  'new',
  'in_progress',
  'closed',
  'flagged',
  'all',
  'spam',
] as const satisfies readonly InboxFilter[]

/** What the inbox shows: a filter, words to look for in name, company, e-mail and message, and a page from 1. */
export interface InboxView {
  filter: InboxFilter
  search: string
  page: number
}

export const defaultInboxView: InboxView = { filter: 'new', search: '', page: 1 }

/** How each filter is named in the address and in an export's file name. */
const slugs: Record<InboxFilter, string> = {
  new: 'new',
  in_progress: 'in-progress',
  closed: 'closed',
  flagged: 'flagged',
  all: 'all',
  spam: 'spam',
}

/** A filter's name in the address and in file names: `in-progress` for In progress. */
export function filterSlug(filter: InboxFilter): string {
  return slugs[filter]
}

/**
 * The view named by the address's `?filter=`, `?q=` and `?page=`: an unknown filter means New, and a
 * page that is not a whole number from 1 means the first.
 */
export function inboxViewFrom(search: string): InboxView {
  const query = new URLSearchParams(search)
  const named = query.get('filter')
  const page = Number(query.get('page'))
  return {
    filter: inboxFilters.find((filter) => slugs[filter] === named) ?? defaultInboxView.filter,
    search: query.get('q') ?? '',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  }
}

/** The address query that keeps the view across reloads: '' for the first page of New with no search. */
export function inboxViewSearch({ filter, search, page }: InboxView): string {
  const query = new URLSearchParams()
  if (filter !== defaultInboxView.filter) query.set('filter', slugs[filter])
  if (search.trim()) query.set('q', search)
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** The logic trees (PostgREST `or=` values) that hold for every enquiry of a filter; all must hold. */
export function filterConditions(filter: InboxFilter): { status?: EnquiryStatus; or: string[] } {
  // Not spam: never reviewed, or found genuine.
  const notSpam = 'review.is.null,review.eq.genuine'
  switch (filter) {
    case 'new':
      // A flagged enquiry joins New only once staff find it genuine.
      return { status: 'new', or: ['and(flagged_reason.is.null,review.is.null),review.eq.genuine'] }
    case 'in_progress':
    case 'closed':
      return { status: filter, or: [notSpam] }
    case 'flagged':
      return { or: ['and(flagged_reason.not.is.null,review.is.null)'] }
    case 'all':
      return { or: [notSpam] }
    case 'spam':
      return { or: ['review.eq.spam'] }
  }
}

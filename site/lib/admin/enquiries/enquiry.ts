import { storeError, StoreError, websiteCode, type StoreClient } from '../../post-store/index.ts'
import type { ContactEnquiryEventRow, ContactEnquiryRow, EnquiryStatus } from '../../supabase/database.types.ts'
import { readEveryRow } from '../../supabase/paged.ts'
import { loadFailure, type Loaded } from '../load.ts'

/** Every column staff may read (the address hash and the browser string are not granted). */
export const enquiryColumns =
  'id, website_code, name, email, company, role, phone, message, created_at, flagged_reason, status, status_changed_at, notes, review, page_path, landing_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, notified_at, notification_error, notification_attempts, notification_due_at, handed_off_at, handoff_error, handoff_attempts, handoff_due_at' as const

/** An enquiry as staff read it. */
export type Enquiry = Omit<ContactEnquiryRow, 'ip_hash' | 'user_agent'>

/** One thing that happened to an enquiry, as the database recorded it. */
export type EnquiryEvent = Pick<ContactEnquiryEventRow, 'id' | 'at' | 'actor' | 'kind' | 'detail'>

/** An enquiry with its history, oldest first. */
export interface OpenedEnquiry {
  enquiry: Enquiry
  events: EnquiryEvent[]
}

export type ChangeResult = { ok: true; enquiry: Enquiry } | { ok: false; message: string }

const words = (error: StoreError) => error.message || 'no answer from the backend'

/** One enquiry and its history; a missing one (erased, or another site's) is a failure that says so. */
export async function loadEnquiry(client: StoreClient, id: string): Promise<Loaded<OpenedEnquiry>> {
  try {
    const [found, events] = await Promise.all([readEnquiry(client, id), readHistory(client, id)])
    if (!found) return { ok: false, message: 'This enquiry does not exist: it may have been erased.' }
    return { ok: true, value: { enquiry: found, events } }
  } catch (error) {
    return loadFailure(error, (failure) => `The enquiry could not be loaded: ${words(failure)}.`)
  }
}

/** One enquiry as staff may read it; null when there is none with that id. */
export async function readEnquiry(client: StoreClient, id: string): Promise<Enquiry | null> {
  const { data, error, status } = await client
    .from('contact_enquiries')
    .select(enquiryColumns)
    .eq('id', id)
    .eq('website_code', websiteCode)
    .retry(false)
    .maybeSingle()
  // An id that is not a UUID is no enquiry, as a missing one is.
  if (error?.code === '22P02') return null
  if (error) throw storeError(error, status)
  return data
}

/** An enquiry's history, oldest first, page by page: an enquiry worked for years has a long one. */
async function readHistory(client: StoreClient, id: string): Promise<EnquiryEvent[]> {
  const { data, error, status } = await readEveryRow((from, to) =>
    client
      .from('contact_enquiry_events')
      .select('id, at, actor, kind, detail', { count: 'exact' })
      .eq('enquiry_id', id)
      .order('at')
      .order('id')
      .range(from, to)
      .retry(false),
  )
  if (error?.code === '22P02') return []
  if (error) throw storeError(error, status)
  return data
}

/** Moves an enquiry to a status, whatever it stands at now; the database records who and when. */
export function setEnquiryStatus(client: StoreClient, id: string, status: EnquiryStatus): Promise<ChangeResult> {
  return change(client, id, { status })
}

const notChanged = 'The enquiry was not changed: it no longer exists, or this account may not change it.'

/**
 * Marks a flagged enquiry genuine (it joins New, and its notification and hand-off fall due) or spam
 * (hidden from every list but Spam). Only an enquiry not yet reviewed is changed, so two people
 * deciding at once do not both act.
 */
export async function reviewEnquiry(
  client: StoreClient,
  id: string,
  review: 'genuine' | 'spam',
): Promise<ChangeResult> {
  const result = await change(client, id, { review }, { unreviewed: true })
  if (result.ok || result.message !== notChanged) return result
  return { ok: false, message: 'Someone has reviewed this enquiry already, or it was erased. Reload it to see.' }
}

/** Changes what staff may change of one enquiry; with `unreviewed`, only while nobody has reviewed it. */
async function change(
  client: StoreClient,
  id: string,
  values: Partial<Pick<Enquiry, 'status' | 'review'>>,
  { unreviewed = false } = {},
): Promise<ChangeResult> {
  let query = client
    .from('contact_enquiries')
    .update(values, { count: 'exact' })
    .eq('id', id)
    .eq('website_code', websiteCode)
  if (unreviewed) query = query.is('review', null)
  const { count, error, status } = await query
  if (error) return { ok: false, message: `The enquiry was not changed: ${words(storeError(error, status))}.` }
  // RLS and the filters refuse silently, by changing nothing.
  if (!count) return { ok: false, message: notChanged }
  return changedEnquiry(client, id)
}

/**
 * An enquiry as a change left it, read afresh. The change does not send the row back: that would ask
 * the database for every column, and staff may not read them all.
 */
async function changedEnquiry(client: StoreClient, id: string): Promise<ChangeResult> {
  try {
    const enquiry = await readEnquiry(client, id)
    return enquiry ? { ok: true, enquiry } : { ok: false, message: notChanged }
  } catch (error) {
    if (!(error instanceof StoreError)) throw error
    return { ok: false, message: `The enquiry was changed, but could not be read again: ${words(error)}.` }
  }
}

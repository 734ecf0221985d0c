import { storeError, StoreError, websiteCode, type StoreClient } from '../../post-store/index.ts'
import { readEnquiry, type Enquiry } from './enquiry.ts'

/** What a notes save saw when it began: the notes it started from and when the status last changed. */
export type SeenNotes = Pick<Enquiry, 'id' | 'notes' | 'status_changed_at'>

export type NotesSaveResult =
  | { ok: true; enquiry: Enquiry }
  /** Someone changed the enquiry since it was read: nothing was written; this is how it stands now. */
  | { ok: false; conflict: Enquiry }
  | { ok: false; message: string }

/**
 * Longest seen notes compared inside the update itself, as the address carries them: requests with
 * longer addresses are refused by servers on the way (Node at 16 KB, some proxies at 8 KB).
 */
const comparedInAddress = 2000

const failed = (message: string) => ({ ok: false as const, message: `The notes were not saved: ${message}.` })

/**
 * Saves an enquiry's internal notes only if nobody changed the enquiry since `seen` was read: the
 * update itself compares the notes and the status's time it saw (compare-and-swap), so a lost race
 * is reported with the enquiry as it now stands, never a silent overwrite. Notes too long to compare
 * in the request's address are compared just before the write instead.
 */
export async function saveNotes(client: StoreClient, seen: SeenNotes, notes: string): Promise<NotesSaveResult> {
  const long = encodeURIComponent(seen.notes).length > comparedInAddress
  if (long) {
    const current = await readCurrent(client, seen.id)
    if ('message' in current) return current
    if (current.enquiry.notes !== seen.notes || current.enquiry.status_changed_at !== seen.status_changed_at)
      return { ok: false, conflict: current.enquiry }
  }
  let query = client
    .from('contact_enquiries')
    .update({ notes }, { count: 'exact' })
    .eq('id', seen.id)
    .eq('website_code', websiteCode)
    .eq('status_changed_at', seen.status_changed_at)
  if (!long) query = query.eq('notes', seen.notes)
  const { count, error, status } = await query
  if (error) return failed(storeError(error, status).message || 'no answer from the backend')
  const current = await readCurrent(client, seen.id)
  if ('message' in current) return current
  // Nothing matched what was seen: the enquiry changed since.
  return count ? { ok: true, enquiry: current.enquiry } : { ok: false, conflict: current.enquiry }
}

async function readCurrent(client: StoreClient, id: string) {
  try {
    const enquiry = await readEnquiry(client, id)
    return enquiry ? { enquiry } : failed('the enquiry no longer exists; it may have been erased')
  } catch (error) {
    if (!(error instanceof StoreError)) throw error
    return failed(error.message || 'no answer from the backend')
  }
}

import { storeError, websiteCode, type StoreClient } from '../../post-store/index.ts'
import { readEveryRow } from '../../supabase/paged.ts'
import { containing } from './search.ts'

export type AddressCount = { ok: true; count: number } | { ok: false; message: string }

export type EraseResult = { ok: true; erased: number } | { ok: false; message: string }

/** An address as erasure compares it: trimmed, in any letter case. */
const comparable = (address: string) => address.trim().toLowerCase()

/**
 * How many of the site's enquiries came from an address, in any letter case: what erasing it would
 * delete. The backend narrows by a case-insensitive pattern; the exact comparison is made here, since
 * PostgREST reads `*` in a pattern as a wildcard and addresses may hold one.
 */
export async function countFromAddress(client: StoreClient, address: string): Promise<AddressCount> {
  const wanted = comparable(address)
  if (!wanted) return { ok: true, count: 0 }
  const pattern = containing(wanted).slice(1, -1)
  const { data, error, status } = await readEveryRow((from, to) =>
    client
      .from('contact_enquiries')
      .select('id, email', { count: 'exact' })
      .eq('website_code', websiteCode)
      .ilike('email', pattern)
      .order('id')
      .range(from, to),
  )
  if (error) return { ok: false, message: `The enquiries could not be counted: ${storeError(error, status).message}.` }
  return { ok: true, count: data.filter((row) => comparable(row.email) === wanted).length }
}

/** Erases every enquiry of the site from an address, in any letter case, with its history; says how many went. */
export async function eraseFromAddress(client: StoreClient, address: string): Promise<EraseResult> {
  const { data, error, status } = await client.rpc('erase_enquiries', { address: address.trim() })
  if (error) {
    const reason =
      error.code === '42501' ? 'only staff of the site may erase enquiries' : storeError(error, status).message
    return { ok: false, message: `Nothing was erased: ${reason || 'no answer from the backend'}.` }
  }
  return { ok: true, erased: data }
}

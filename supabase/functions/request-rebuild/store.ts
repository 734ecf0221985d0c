import { sessionUsers } from '../_shared/session.ts'
import { functionClient } from '../_shared/supabase.ts'

/** A row of public.site_rebuilds: one dispatch, the requests it covers, when it is due and how it went. */
export interface Dispatch {
  id: number
  sequence: number
  requested_at: string
  last_requested_at: string
  due_at: string
  started_at: string | null
  sent_at: string | null
  error: string | null
}

/** A claim of a site's next dispatch: its number, when it is due, and, for one sent at once, when its sender took it. */
export interface Claim {
  sequence: number
  dueAt: string
  startedAt: string | null
  requestedAt: string
  requestedBy: string
}

/** The dispatches of one site, written with the service role. */
export interface RebuildStore {
  /** The site's latest dispatch; undefined before the first. */
  latest(): Promise<Dispatch | undefined>
  /** Inserts the claimed dispatch unless its number is taken; undefined when another claim won it. */
  claim(claim: Claim): Promise<Dispatch | undefined>
  /** Records that a dispatch covers a request (the database counts it in). */
  join(requestId: number, dispatchId: number): Promise<void>
  /** Takes a dispatch nobody has taken yet, for sending; undefined when another sender has it. */
  start(dispatchId: number, at: string): Promise<Dispatch | undefined>
  /** Records how sending went. */
  finish(dispatchId: number, outcome: { sentAt: string } | { error: string }): Promise<void>
}

/** A staff member's request, as recorded. */
export interface RecordedRequest {
  id: number
  requestedAt: string
}

/** Who calls the function, judged by the project's own auth and policies. */
export interface Callers {
  /** The signed-in user a bearer token belongs to; undefined for any other token (an API key, an expired or forged one). */
  identify(token: string): Promise<string | undefined>
  /** Records a request as that user, with their own token; 'refused' when the staff policy refuses it. */
  record(token: string, userId: string): Promise<RecordedRequest | 'refused'>
}

const fail = (what: string, error: { message: string }) => new Error(`Could not ${what}: ${error.message}`)

/**
 * The callers of the function: the session is verified against the project's signing keys
 * (_shared/session.ts), then the site_rebuild_requests insert policy judges the user.
 */
export function supabaseCallers(
  url: string,
  publishableKey: string,
  websiteCode: string,
  fetchImpl?: typeof fetch,
): Callers {
  return {
    identify: sessionUsers(url, publishableKey, fetchImpl),
    async record(token, userId) {
      const asCaller = functionClient(url, publishableKey, { fetch: fetchImpl, authorization: `Bearer ${token}` })
      const { data, error } = await asCaller
        .from('site_rebuild_requests')
        .insert({ website_code: websiteCode, requested_by: userId })
        .select('id, requested_at')
        .single()
      if (error?.code === '42501') return 'refused'
      if (error) throw fail('record the request', error)
      const row = data as { id: number; requested_at: string }
      return { id: row.id, requestedAt: row.requested_at }
    },
  }
}

/** One site's dispatches on the project's database, through supabase-js with the secret (service_role) key. */
export function supabaseRebuildStore(
  url: string,
  secretKey: string,
  websiteCode: string,
  fetchImpl?: typeof fetch,
): RebuildStore {
  const client = functionClient(url, secretKey, { fetch: fetchImpl })
  const dispatches = () => client.from('site_rebuilds')
  return {
    async latest() {
      const { data, error } = await dispatches()
        .select('*')
        .eq('website_code', websiteCode)
        .order('sequence', { ascending: false })
        .limit(1)
      if (error) throw fail('read the latest rebuild', error)
      return (data as Dispatch[])[0]
    },
    async claim({ sequence, dueAt, startedAt, requestedAt, requestedBy }) {
      const row = {
        website_code: websiteCode,
        sequence,
        due_at: dueAt,
        started_at: startedAt,
        requested_at: requestedAt,
        last_requested_at: requestedAt,
        requested_by: requestedBy,
      }
      // On a taken number the insert does nothing and returns no row: that claim went to another request.
      const { data, error } = await dispatches()
        .upsert(row, { onConflict: 'website_code,sequence', ignoreDuplicates: true })
        .select('*')
      if (error) throw fail('claim a rebuild', error)
      return (data as Dispatch[])[0]
    },
    async join(requestId, dispatchId) {
      const { error } = await client
        .from('site_rebuild_requests')
        .update({ rebuild_id: dispatchId })
        .eq('id', requestId)
      if (error) throw fail('link the request to its rebuild', error)
    },
    async start(dispatchId, at) {
      const { data, error } = await dispatches()
        .update({ started_at: at })
        .eq('id', dispatchId)
        .is('started_at', null)
        .select('*')
      if (error) throw fail('take the rebuild for sending', error)
      return (data as Dispatch[])[0]
    },
    async finish(dispatchId, outcome) {
      const update =
        'sentAt' in outcome ? { sent_at: outcome.sentAt, error: null } : { error: outcome.error.slice(0, 1000) }
      const { error } = await dispatches().update(update).eq('id', dispatchId)
      if (error) throw fail('record how the rebuild request went', error)
    },
  }
}

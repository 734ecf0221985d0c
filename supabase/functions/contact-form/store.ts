import { functionClient } from '../_shared/supabase.ts'
import type { FlaggedReason } from './automation.ts'
import type { Enquiry } from './fields.ts'

/** Where the function keeps enquiries and the attempts that rate-limit them. */
export interface EnquiryStore {
  /** How many attempts a key made since a moment, and when the oldest of them was. */
  attemptsSince(key: string, since: Date): Promise<{ count: number; oldest: Date | undefined }>
  recordAttempt(key: string, at: Date): Promise<void>
  /** Saves an enquiry, flagged when it looks automated, and returns its id. */
  saveEnquiry(
    enquiry: Enquiry,
    context: { ipHash: string; userAgent: string | undefined; flaggedReason: FlaggedReason | undefined },
  ): Promise<string>
  /** Records that the team was told about an enquiry, or why it could not be. */
  markNotified(id: string, outcome: { at: Date } | { error: string }): Promise<void>
}

/** The store on the project's database, through supabase-js with the service role. */
export function supabaseEnquiryStore(url: string, serviceRoleKey: string, fetchImpl?: typeof fetch): EnquiryStore {
  const client = functionClient(url, serviceRoleKey, { fetch: fetchImpl })
  const fail = (what: string, error: { message: string }) => new Error(`Could not ${what}: ${error.message}`)
  return {
    async attemptsSince(key, since) {
      const { data, error, count } = await client
        .from('contact_rate_limits')
        .select('attempted_at', { count: 'exact' })
        .eq('key', key)
        .gte('attempted_at', since.toISOString())
        .order('attempted_at', { ascending: true })
        .limit(1)
      if (error) throw fail('count recent attempts', error)
      const oldest = data[0]?.attempted_at
      return { count: count ?? 0, oldest: oldest ? new Date(oldest) : undefined }
    },
    async recordAttempt(key, at) {
      const { error } = await client.from('contact_rate_limits').insert({ key, attempted_at: at.toISOString() })
      if (error) throw fail('record the attempt', error)
      // Attempts older than a day no longer limit anyone.
      await client
        .from('contact_rate_limits')
        .delete()
        .eq('key', key)
        .lt('attempted_at', new Date(at.getTime() - 86_400_000).toISOString())
    },
    async saveEnquiry(enquiry, context) {
      const row = {
        ...enquiry,
        role: enquiry.role ?? null,
        phone: enquiry.phone ?? null,
        ip_hash: context.ipHash,
        user_agent: context.userAgent?.slice(0, 400) ?? null,
        flagged_reason: context.flaggedReason ?? null,
      }
      const { data, error } = await client.from('contact_enquiries').insert(row).select('id').single()
      if (error) throw fail('save the enquiry', error)
      return (data as { id: string }).id
    },
    async markNotified(id, outcome) {
      const update =
        'at' in outcome
          ? { notified_at: outcome.at.toISOString(), notification_error: null }
          : { notification_error: outcome.error.slice(0, 1000) }
      const { error } = await client.from('contact_enquiries').update(update).eq('id', id)
      if (error) throw fail('record the notification', error)
    },
  }
}

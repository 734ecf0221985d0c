import type { DeliveryStore } from '../_shared/enquiries/deliver.ts'
import { recordColumns, type EnquiryRecord } from '../_shared/enquiries/record.ts'
import { supabaseDeliveries } from '../_shared/enquiries/store.ts'
import { functionClient } from '../_shared/supabase.ts'
import type { Attribution } from './attribution.ts'
import type { FlaggedReason } from './automation.ts'
import type { Enquiry } from './fields.ts'

/** What is stored with an enquiry besides what the visitor typed. */
export interface EnquiryContext {
  ipHash: string
  userAgent: string | undefined
  flaggedReason: FlaggedReason | undefined
  attribution: Attribution
  /** When each delivery is first due; absent when it is not to be sent (flagged, or not set up). */
  notificationDueAt?: Date | undefined
  handoffDueAt?: Date | undefined
}

/** Where the function keeps enquiries and the attempts that rate-limit them. */
export interface EnquiryStore {
  /** How many attempts a key made since a moment, and when the oldest of them was. */
  attemptsSince(key: string, since: Date): Promise<{ count: number; oldest: Date | undefined }>
  recordAttempt(key: string, at: Date): Promise<void>
  /**
   * Records a challenge's solution as used until it expires; 'reused' when it already was. Recorded
   * just before the enquiry is saved, and given back with `releaseChallenge` if that fails.
   */
  useChallenge(signature: string, expiresAt: Date): Promise<'fresh' | 'reused'>
  releaseChallenge(signature: string): Promise<void>
  /** Saves an enquiry, flagged when it looks automated, and returns it as stored. */
  saveEnquiry(enquiry: Enquiry, context: EnquiryContext): Promise<EnquiryRecord>
  /** Where its notification and hand-off are recorded. */
  deliveries: DeliveryStore
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
    async useChallenge(signature, expiresAt) {
      const { error } = await client
        .from('contact_challenges_used')
        .insert({ signature, expires_at: expiresAt.toISOString() })
      if (error?.code === '23505') return 'reused'
      if (error) throw fail('record the challenge as used', error)
      return 'fresh'
    },
    async releaseChallenge(signature) {
      const { error } = await client.from('contact_challenges_used').delete().eq('signature', signature)
      if (error) throw fail('give the challenge back', error)
    },
    async saveEnquiry(enquiry, context) {
      const row = {
        ...enquiry,
        role: enquiry.role ?? null,
        phone: enquiry.phone ?? null,
        ip_hash: context.ipHash,
        user_agent: context.userAgent?.slice(0, 400) ?? null,
        flagged_reason: context.flaggedReason ?? null,
        ...context.attribution,
        notification_due_at: context.notificationDueAt?.toISOString() ?? null,
        handoff_due_at: context.handoffDueAt?.toISOString() ?? null,
      }
      const { data, error } = await client.from('contact_enquiries').insert(row).select(recordColumns).single()
      if (error) throw fail('save the enquiry', error)
      return data as unknown as EnquiryRecord
    },
    deliveries: supabaseDeliveries(client).store,
  }
}

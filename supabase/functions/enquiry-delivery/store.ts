import { functionClient } from '../_shared/supabase.ts'

const fail = (what: string, error: { message: string }) => new Error(`Could not ${what}: ${error.message}`)

/** What a signed-in caller may do with an enquiry, judged by the policies with their own token. */
export type Access = 'staff' | 'not_staff'

/** Whether the caller is staff of the site: staff_members shows each user their own memberships. */
export function supabaseStaffCheck(url: string, publishableKey: string, websiteCode: string, fetchImpl?: typeof fetch) {
  return async (token: string): Promise<Access> => {
    const asCaller = functionClient(url, publishableKey, { fetch: fetchImpl, authorization: `Bearer ${token}` })
    const { data, error } = await asCaller
      .from('staff_members')
      .select('user_id')
      .eq('website_code', websiteCode)
      .limit(1)
    if (error) throw fail('check the staff membership', error)
    return data.length > 0 ? 'staff' : 'not_staff'
  }
}

/** What the upkeep deletes: enquiries past the retention period, and challenge solutions past their expiry. */
export function supabaseRetention(url: string, secretKey: string, websiteCode: string, fetchImpl?: typeof fetch) {
  const client = functionClient(url, secretKey, { fetch: fetchImpl })
  const deleted = async (
    what: string,
    query: PromiseLike<{ count: number | null; error: { message: string } | null }>,
  ) => {
    const { count, error } = await query
    if (error) throw fail(`delete ${what}`, error)
    return count ?? 0
  }
  return async (now: Date, retentionDays: number) => {
    const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString()
    const enquiries = () => client.from('contact_enquiries').delete({ count: 'exact' }).eq('website_code', websiteCode)
    return {
      closed: await deleted('closed enquiries', enquiries().eq('status', 'closed').lt('status_changed_at', cutoff)),
      spam: await deleted('spam', enquiries().eq('review', 'spam').lt('created_at', cutoff)),
      challenges: await deleted(
        'used challenges',
        client.from('contact_challenges_used').delete({ count: 'exact' }).lt('expires_at', now.toISOString()),
      ),
    }
  }
}

import { isAuthApiError, isAuthRetryableFetchError } from '@supabase/supabase-js'
import { storeError, websiteCode } from '../post-store/index.ts'
import type { PublicClient } from '../supabase/index.ts'

/** Who is using the admin, as far as the backend says. */
export type StaffStatus =
  | { kind: 'signed-out' }
  | { kind: 'not-staff'; email: string }
  | { kind: 'staff'; email: string }
  /** The check itself failed: the caller may try again, which may help when `retryable` (no answer). */
  | { kind: 'unknown'; message: string; retryable?: true }

export type SignInResult = { ok: true } | { ok: false; reason: 'credentials' | 'network' | 'other'; message: string }

export type SignOutResult = { ok: true } | { ok: false; message: string }

const networkMessage = 'The sign-in service could not be reached. Check your connection and try again.'

/** Whether the browser holds a session, and whether its user is a staff member of this site. */
export async function currentStaffStatus(client: PublicClient): Promise<StaffStatus> {
  const { data, error: sessionError } = await client.auth.getSession()
  if (sessionError) return { kind: 'unknown', message: `Your sign-in could not be read: ${sessionError.message}` }
  const user = data.session?.user
  if (!user) return { kind: 'signed-out' }
  const email = user.email ?? 'this account'
  // RLS lets a signed-in user read only their own memberships. The admin retries the check itself (TanStack Query), so supabase-js does not.
  const {
    data: rows,
    error,
    status,
  } = await client
    .from('staff_members')
    .select('user_id')
    .eq('user_id', user.id)
    .eq('website_code', websiteCode)
    .limit(1)
    .retry(false)
  if (error) {
    // A token the backend no longer accepts means the session is over, not that the network is down.
    if (error.code === 'PGRST301' || error.code === 'PGRST303') return { kind: 'signed-out' }
    const message = `Your staff access could not be checked: ${error.message || 'no answer from the backend'}. Check your connection and try again.`
    return { kind: 'unknown', message, ...(storeError(error, status).transient && { retryable: true as const }) }
  }
  return rows.length > 0 ? { kind: 'staff', email } : { kind: 'not-staff', email }
}

/** Signs in with e-mail and password; the session is kept where the client keeps it (localStorage in a browser). */
export async function signIn(client: PublicClient, email: string, password: string): Promise<SignInResult> {
  const { error } = await client.auth.signInWithPassword({ email: email.trim(), password })
  if (!error) return { ok: true }
  if (isAuthApiError(error) && error.code === 'invalid_credentials') {
    return {
      ok: false,
      reason: 'credentials',
      message: 'The e-mail address or password is not correct. Check both and try again.',
    }
  }
  if (isAuthRetryableFetchError(error)) return { ok: false, reason: 'network', message: networkMessage }
  return { ok: false, reason: 'other', message: `Sign-in failed: ${error.message}` }
}

/** Ends the session on the backend and forgets it in the browser. */
export async function signOut(client: PublicClient): Promise<SignOutResult> {
  const { error } = await client.auth.signOut()
  if (!error) return { ok: true }
  // supabase-js keeps the session when the backend could not be told, so the user is still signed in.
  return { ok: false, message: isAuthRetryableFetchError(error) ? networkMessage : `Sign-out failed: ${error.message}` }
}

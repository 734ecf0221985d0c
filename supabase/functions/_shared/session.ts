import { AuthInvalidJwtError, isAuthApiError, type AuthError } from '@supabase/supabase-js'
import { functionClient } from './supabase.ts'

/** A token that is not a valid session (malformed, forged, expired), or one Supabase Auth itself refused. */
const refusedToken = (error: AuthError) => isAuthApiError(error) || error instanceof AuthInvalidJwtError

/**
 * Who a bearer token belongs to, checked as Supabase advises for functions: the session's JWT is
 * verified against the project's JWKS (`getClaims`, which asks Supabase Auth instead for a token
 * signed with the legacy secret). Resolves to the signed-in user's id, or undefined for any other
 * token (an API key, an expired or forged one); throws only when the check itself could not be made.
 */
export function sessionUsers(
  url: string,
  publishableKey: string,
  fetchImpl?: typeof fetch,
): (token: string) => Promise<string | undefined> {
  const auth = functionClient(url, publishableKey, { fetch: fetchImpl }).auth
  return async (token) => {
    const { data, error } = await auth.getClaims(token)
    if (error && !refusedToken(error)) throw new Error(`Could not check who is signed in: ${error.message}`)
    const claims = data?.claims
    return claims?.role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : undefined
  }
}

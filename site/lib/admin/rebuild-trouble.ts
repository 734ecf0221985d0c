// Why a rebuild could not be requested, in the terms that decide what a writer can do about it. The
// request-rebuild function and the admin's call to it explain failures to whoever runs the site
// (function secrets, deploys, tokens); the writer who just saved needs to know whether to try again,
// sign in again, or ask that person. The operator's side of each case is in the README (Deploying).

/**
 * What a failed rebuild request means for a writer: rebuilds are not set up yet; the site's host
 * turned the rebuild down (its HTTP status, for whoever runs the site); it may work if tried again;
 * the writer's sign-in does not allow it; or something else.
 */
export type RebuildTrouble =
  | { kind: 'not-set-up' }
  | { kind: 'host-refused'; status?: number }
  | { kind: 'try-again' }
  | { kind: 'sign-in' }
  | { kind: 'other' }

const hostRefused = /^(GitHub refused|The deploy hook at \S+ refused)/
const transient =
  /could not be reached|no answer within|could not be recorded just now|answered HTTP 5\d\d|did not say when/
const signIn = /^(Sign in to the admin|Your account is not a staff member)/
// The function's own secrets and deployment: only whoever runs the site can set them.
const setup = /REBUILD_[A-Z_]+|supabase (secrets|functions)|function secrets?|request-rebuild function/

/** Reads the reason a rebuild request failed (the function's answer, or the admin's call's own) as what it means for a writer. */
export function rebuildTrouble(message: string): RebuildTrouble {
  if (hostRefused.test(message)) {
    const status = Number(/\(HTTP (\d{3})/.exec(message)?.[1]) || undefined
    // A host that fails by itself (5xx) usually recovers; a refusal (4xx) is its settings'.
    if (status !== undefined && status >= 500) return { kind: 'try-again' }
    return status === undefined ? { kind: 'host-refused' } : { kind: 'host-refused', status }
  }
  if (transient.test(message)) return { kind: 'try-again' }
  if (signIn.test(message)) return { kind: 'sign-in' }
  if (setup.test(message)) return { kind: 'not-set-up' }
  return { kind: 'other' }
}

import { createClient, type SupabaseClient } from '@supabase/supabase-js'

// Node 20, where the local stand-in runs the functions, has no global WebSocket, and supabase-js
// refuses to start Realtime without one. No function here uses Realtime.
class NoRealtime {
  constructor() {
    throw new Error('The functions do not use Realtime.')
  }
}

/**
 * A supabase-js client for a function: no session of its own, and, with `authorization`, every
 * request made as that caller (their `Bearer` token), so the policies judge them.
 */
export function functionClient(
  url: string,
  key: string,
  options: { fetch?: typeof fetch; authorization?: string } = {},
): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.authorization ? { headers: { authorization: options.authorization } } : {}),
    },
    realtime: typeof WebSocket === 'undefined' ? { transport: NoRealtime as never } : {},
  })
}

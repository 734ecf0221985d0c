import type { SupabaseClientOptions } from '@supabase/supabase-js'

/**
 * The site never subscribes to Realtime. supabase-js still builds a Realtime client, which on
 * Node 20 (no built-in WebSocket) refuses to start without a transport; this one says plainly
 * that Realtime is not in use if anything ever tries it.
 */
class NoRealtimeTransport {
  constructor() {
    throw new Error('This project does not use Supabase Realtime.')
  }
}

/** Client options shared by every supabase-js client the project creates. */
export function clientOptions(options: {
  fetch?: typeof fetch
  persistSession: boolean
  /** Sent with every request: the CLI names its channel and writer for the posts' history. */
  headers?: Record<string, string>
}): SupabaseClientOptions<'public'> {
  return {
    auth: {
      persistSession: options.persistSession,
      autoRefreshToken: options.persistSession,
      detectSessionInUrl: false,
    },
    realtime: {
      transport: NoRealtimeTransport as unknown as NonNullable<
        SupabaseClientOptions<'public'>['realtime']
      >['transport'],
    },
    global: {
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
    },
  }
}

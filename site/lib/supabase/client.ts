import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types.ts'
import type { SupabaseConnection } from './env.ts'
import { clientOptions } from './options.ts'

export type PublicClient = SupabaseClient<Database>

// Kept apart from public.ts, whose environment parsing needs zod, so the browser bundle stays without it.
/** A supabase-js client with the publishable (or legacy anon) key; sessions persist only in a browser. */
export function createPublicClient(
  connection: SupabaseConnection,
  options: { fetch?: typeof fetch } = {},
): PublicClient {
  return createClient<Database>(
    connection.url,
    connection.key,
    clientOptions({ ...options, persistSession: typeof window !== 'undefined' }),
  )
}

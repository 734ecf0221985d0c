import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { localAnonKey, localSupabaseUrl } from '../../../supabase/local/keys.ts'
import type { Database } from './database.types.ts'
import { readConnection, type SupabaseConnection } from './env.ts'
import { clientOptions } from './options.ts'

export type PublicClient = SupabaseClient<Database>

/**
 * The connection the build and the browser use: SUPABASE_URL with SUPABASE_ANON_KEY, or the local
 * stand-in when SUPABASE_URL is unset.
 */
export function publicConnection(env: Record<string, string | undefined>): SupabaseConnection {
  return env.SUPABASE_URL ? readConnection(env, 'SUPABASE_ANON_KEY') : { url: localSupabaseUrl, key: localAnonKey }
}

/** A supabase-js client with the public (anon) key; sessions persist only in a browser. */
export function createPublicClient(connection: SupabaseConnection, options: { fetch?: typeof fetch } = {}): PublicClient {
  return createClient<Database>(connection.url, connection.key, clientOptions({ ...options, persistSession: typeof window !== 'undefined' }))
}

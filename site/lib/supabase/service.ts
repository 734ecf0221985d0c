import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types.ts'
import { readConnection, type SupabaseConnection } from './env.ts'
import { localSecretKey, localSupabaseUrl } from './local.ts'
import { clientOptions } from './options.ts'

// The secret (service_role) key bypasses row-level security. Only the CLI imports this module; a
// test checks that no browser asset contains the key.

export type ServiceClient = SupabaseClient<Database>

/**
 * The CLI's connection: SUPABASE_URL with SUPABASE_SECRET_KEY (or the legacy
 * SUPABASE_SERVICE_ROLE_KEY), or the local stand-in when SUPABASE_URL is unset.
 */
export function serviceConnection(env: Record<string, string | undefined>): SupabaseConnection {
  return env.SUPABASE_URL?.trim() ? readConnection(env, 'secret') : { url: localSupabaseUrl, key: localSecretKey }
}

/** A supabase-js client with the secret (service_role) key, which bypasses row-level security. */
export function createServiceClient(
  connection: SupabaseConnection,
  options: { fetch?: typeof fetch; headers?: Record<string, string> } = {},
): ServiceClient {
  return createClient<Database>(connection.url, connection.key, clientOptions({ ...options, persistSession: false }))
}

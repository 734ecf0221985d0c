import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { localServiceRoleKey, localSupabaseUrl } from '../../../supabase/local/keys.ts'
import type { Database } from './database.types.ts'
import { readConnection, type SupabaseConnection } from './env.ts'
import { clientOptions } from './options.ts'

// The service-role key bypasses row-level security. Only the CLI imports this module; a test
// checks that no browser asset contains the key.

export type ServiceClient = SupabaseClient<Database>

/** The CLI's connection: SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY, or the local stand-in when SUPABASE_URL is unset. */
export function serviceConnection(env: Record<string, string | undefined>): SupabaseConnection {
  return env.SUPABASE_URL
    ? readConnection(env, 'SUPABASE_SERVICE_ROLE_KEY')
    : { url: localSupabaseUrl, key: localServiceRoleKey }
}

/** A supabase-js client with the service-role key, which bypasses row-level security. */
export function createServiceClient(
  connection: SupabaseConnection,
  options: { fetch?: typeof fetch } = {},
): ServiceClient {
  return createClient<Database>(connection.url, connection.key, clientOptions({ ...options, persistSession: false }))
}

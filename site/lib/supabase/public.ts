import { localAnonKey, localSupabaseUrl } from '../../../supabase/local/keys.ts'
import { readConnection, type SupabaseConnection } from './env.ts'

export { createPublicClient, type PublicClient } from './client.ts'

/**
 * The connection the build and the browser use: SUPABASE_URL with SUPABASE_ANON_KEY, or the local
 * stand-in when SUPABASE_URL is unset.
 */
export function publicConnection(env: Record<string, string | undefined>): SupabaseConnection {
  return env.SUPABASE_URL ? readConnection(env, 'SUPABASE_ANON_KEY') : { url: localSupabaseUrl, key: localAnonKey }
}

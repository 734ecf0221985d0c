import { readConnection, type SupabaseConnection } from './env.ts'
import { localPublishableKey, localSupabaseUrl } from './local.ts'

export { createPublicClient, type PublicClient } from './client.ts'

/**
 * The connection the build and the browser use: SUPABASE_URL with SUPABASE_PUBLISHABLE_KEY (or the
 * legacy SUPABASE_ANON_KEY), or the local stand-in when SUPABASE_URL is unset.
 */
export function publicConnection(env: Record<string, string | undefined>): SupabaseConnection {
  return env.SUPABASE_URL?.trim()
    ? readConnection(env, 'publishable')
    : { url: localSupabaseUrl, key: localPublishableKey }
}

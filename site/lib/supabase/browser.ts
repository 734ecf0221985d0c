import { createPublicClient, type PublicClient } from './public.ts'
import type { SupabaseConnection } from './env.ts'

// Replaced at build time (vite.config.ts) with the public URL and anon key the site was built for.
declare const __SUPABASE_CONNECTION__: SupabaseConnection

let client: PublicClient | undefined

/** The browser's one supabase-js client, connected to the backend the site was built against. */
export function browserClient(): PublicClient {
  client ??= createPublicClient(__SUPABASE_CONNECTION__)
  return client
}

import type { SupabaseConnection } from './env.ts'

// Replaced at build time (vite.config.ts) with the public URL and publishable key the site was built for.
declare const __SUPABASE_CONNECTION__: SupabaseConnection

/** The backend the site was built against: its public URL and publishable key, never a secret. */
export const builtConnection: SupabaseConnection = __SUPABASE_CONNECTION__

import { localAnonKey, localSupabaseUrl, startLocalSupabase, type Credentials } from '../supabase/local/index.ts'

export interface Backend {
  url: string
  anonKey: string
  /** Where it came from, for the start-up message. */
  origin: 'configured' | 'already running' | 'started here'
  staffAccount?: Credentials
  stop: () => Promise<void>
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/rest/v1/`, { headers: { apikey: localAnonKey }, signal: AbortSignal.timeout(1500) })
    return true
  } catch {
    return false
  }
}

/**
 * The Supabase backend for `npm start` and `npm run dev`: the one configured in SUPABASE_URL, else a
 * stack already listening on 127.0.0.1:54321 (`supabase start`), else the local stand-in, started
 * here on the data in .data/supabase, whose functions get `functionSecrets`.
 */
export async function connectBackend(
  env: NodeJS.ProcessEnv = process.env,
  functionSecrets: Record<string, string> = {},
): Promise<Backend> {
  if (env.SUPABASE_URL) {
    if (!env.SUPABASE_ANON_KEY)
      throw new Error(
        'SUPABASE_URL is set but SUPABASE_ANON_KEY is not: set both (see .env.example), or neither to use the local stand-in.',
      )
    return { url: env.SUPABASE_URL, anonKey: env.SUPABASE_ANON_KEY, origin: 'configured', stop: async () => {} }
  }
  if (await answers(localSupabaseUrl))
    return { url: localSupabaseUrl, anonKey: localAnonKey, origin: 'already running', stop: async () => {} }
  const local = await startLocalSupabase({ dataDir: '.data/supabase', port: 54321, functionSecrets })
  return {
    url: local.url,
    anonKey: local.anonKey,
    origin: 'started here',
    staffAccount: local.staffAccount,
    stop: local.stop,
  }
}

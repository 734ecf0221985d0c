import { publicConnection } from '../../site/lib/supabase/public.ts'
import {
  localPublishableKey,
  localSupabaseUrl,
  startLocalSupabase,
  type Credentials,
} from '../../supabase/local/index.ts'

export interface Backend {
  url: string
  /** The key the build and the browser read with: the publishable key (or a configured legacy anon key). */
  publishableKey: string
  /** Where it came from, for the start-up message. */
  origin: 'configured' | 'already running' | 'started here'
  staffAccount?: Credentials
  stop: () => Promise<void>
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/rest/v1/`, { headers: { apikey: localPublishableKey }, signal: AbortSignal.timeout(1500) })
    return true
  } catch {
    return false
  }
}

/**
 * The Supabase backend for `npm start` and `npm run dev`: the one configured in SUPABASE_URL (with
 * SUPABASE_PUBLISHABLE_KEY, or the legacy SUPABASE_ANON_KEY), else a stack already listening on
 * 127.0.0.1:54321 (`supabase start`), else the local stand-in, started here on the data in
 * .data/supabase, whose functions get `functionSecrets`.
 */
export async function connectBackend(
  env: NodeJS.ProcessEnv = process.env,
  functionSecrets: Record<string, string> = {},
): Promise<Backend> {
  if (env.SUPABASE_URL?.trim()) {
    const { url, key } = publicConnection(env)
    return { url, publishableKey: key, origin: 'configured', stop: async () => {} }
  }
  if (await answers(localSupabaseUrl))
    return {
      url: localSupabaseUrl,
      publishableKey: localPublishableKey,
      origin: 'already running',
      stop: async () => {},
    }
  const local = await startLocalSupabase({ dataDir: '.data/supabase', port: 54321, functionSecrets })
  return {
    url: local.url,
    publishableKey: local.publishableKey,
    origin: 'started here',
    staffAccount: local.staffAccount,
    stop: local.stop,
  }
}

import { join } from 'node:path'
import { serverClock } from '../site/lib/clock/index.ts'
import { createServiceClient, serviceConnection, type ServiceClient } from '../site/lib/supabase/service.ts'
import { localSecretKey, localSupabaseUrl, startLocalSupabase, type LocalSupabase } from '../supabase/local/index.ts'
import { writerHeaders } from './writer.ts'

export interface CliBackend {
  client: ServiceClient
  fetch: typeof fetch
  /** Now by the backend's clock, as its latest answer told it: whether a post is due is the database's call. */
  now: () => Date
  describe: string
  close: () => Promise<void>
}

async function isListening(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/rest/v1/`, { signal: AbortSignal.timeout(1500) })
    return true
  } catch {
    return false
  }
}

/**
 * The backend the CLI publishes to: SUPABASE_URL with SUPABASE_SECRET_KEY (or the legacy
 * SUPABASE_SERVICE_ROLE_KEY) when set; else the
 * local stand-in on 127.0.0.1:54321 if one is running (e.g. under npm start); else the stand-in
 * started in this process on the same data, for the duration of the command.
 */
export async function connectCliBackend(cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<CliBackend> {
  if (env.SUPABASE_URL || (await isListening(localSupabaseUrl))) {
    const connection = serviceConnection(env)
    const clock = serverClock(globalThis.fetch)
    return {
      client: createServiceClient(connection, { fetch: clock.fetch, headers: writerHeaders(env, cwd) }),
      fetch: globalThis.fetch,
      now: clock.now,
      describe: connection.url,
      close: async () => {},
    }
  }
  const local: LocalSupabase = await startLocalSupabase({ dataDir: join(cwd, '.data', 'supabase'), port: false })
  // Public URLs must point where `npm start` serves the stand-in, so the client keeps the usual
  // address while its requests are answered in-process.
  const client = createServiceClient(
    { url: localSupabaseUrl, key: localSecretKey },
    { fetch: local.fetch, headers: writerHeaders(env, cwd) },
  )
  return {
    client,
    fetch: local.fetch,
    // Same process, same clock.
    now: () => new Date(),
    describe: `the local stand-in (in-process, ${join('.data', 'supabase')})`,
    close: local.stop,
  }
}

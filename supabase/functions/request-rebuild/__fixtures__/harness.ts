import { startLocalSupabase, type LocalSupabase } from '../../../local/index.ts'
import { clientFor } from '../../../local/test-support.ts'
import requestRebuild from '../handler.ts'
import { startHost, type Host } from './host.ts'

export interface Answer {
  status: number
  headers: Headers
  body: Record<string, unknown> | null
}

/** The stand-in serving request-rebuild as the test configures it, a host on 127.0.0.1, and signed-in callers. */
export interface Harness {
  supabase: LocalSupabase
  host: Host
  /** Reaches the stand-in in-process and anything else over the network, as the stand-in's functions do. */
  fetch: typeof fetch
  /** Serves this handler as request-rebuild from now on. */
  serve(handler: (request: Request) => Promise<Response>): void
  /** Serves the function as deployed, with these variables besides the ones the platform injects. */
  deploy(variables: Record<string, string>): void
  /** Background work the function handed to waitUntil. */
  waitUntil(task: Promise<unknown>): void
  /** Waits until all of it has finished. */
  settle(): Promise<void>
  /** Sessions of a staff member of axon and of a signed-in reader. */
  tokens: { staff: string; reader: string }
  /** Creates a staff member of a site and returns their session's token. */
  staffOf(site: string): Promise<string>
  /** POSTs to the function (or as `init` says), with a bearer token when one is given. */
  call(token?: string, init?: RequestInit): Promise<Answer>
  stop(): Promise<void>
}

let users = 0

/** Starts the harness; sessions are signed with the stand-in's ES256 signing key. */
export async function startHarness(): Promise<Harness> {
  let handler: (request: Request) => Promise<Response> = async () => new Response(null, { status: 404 })
  const supabase = await startLocalSupabase({ port: false, functions: { 'request-rebuild': (request) => handler(request) } })
  const host = await startHost()
  const pending = new Set<Promise<unknown>>()
  const routed: typeof fetch = (input, init) => {
    const request = new Request(input, init)
    return new URL(request.url).origin === new URL(supabase.url).origin ? supabase.fetch(request) : fetch(request)
  }
  const waitUntil = (task: Promise<unknown>) => {
    const tracked = task.finally(() => pending.delete(tracked))
    pending.add(tracked)
  }
  const signIn = async (email: string, password: string) => {
    const client = clientFor(supabase, supabase.publishableKey)
    const { data, error } = await client.auth.signInWithPassword({ email, password })
    if (error) throw error
    return data.session.access_token
  }
  const staffOf = async (site: string) => {
    const credentials = { email: `staff-${++users}@${site}.test`, password: 'staff-password-1' }
    await supabase.createUser(credentials, { staffOf: site })
    return signIn(credentials.email, credentials.password)
  }
  await supabase.createUser({ email: 'reader@example.com', password: 'reader-password-1' })
  const tokens = { staff: await staffOf('axon'), reader: await signIn('reader@example.com', 'reader-password-1') }
  // What hosted Supabase injects into a function today; a test adds the legacy names.
  const injected: Record<string, string> = {
    SUPABASE_URL: supabase.url,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: supabase.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: supabase.secretKey }),
  }
  return {
    supabase,
    host,
    fetch: routed,
    serve: (next) => void (handler = next),
    deploy: (variables) => void (handler = requestRebuild({ get: (name) => ({ ...injected, ...variables })[name], fetch: routed, waitUntil })),
    waitUntil,
    settle: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending])
    },
    tokens,
    staffOf,
    async call(token, init = {}) {
      const headers = new Headers(init.headers)
      headers.set('apikey', supabase.publishableKey)
      if (token) headers.set('authorization', `Bearer ${token}`)
      const response = await supabase.fetch(`${supabase.url}/functions/v1/request-rebuild`, { method: 'POST', ...init, headers })
      const text = await response.text()
      return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : null }
    },
    async stop() {
      await host.close()
      await supabase.stop()
    },
  }
}

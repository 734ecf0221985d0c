import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHost, type Host } from '../../../supabase/functions/request-rebuild/__fixtures__/host.ts'
import requestRebuild, { messages } from '../../../supabase/functions/request-rebuild/handler.ts'
import { startLocalSupabase, type LocalSupabase } from '../../../supabase/local/index.ts'
import { clientFor, type Client } from '../../../supabase/local/test-support.ts'
import { clockOffset, deployedBuild, fetchDeployed, latestRebuild, rebuildFrom, requestSiteRebuild } from './rebuild.ts'

let supabase: LocalSupabase
let host: Host
let serve: ((request: Request) => Promise<Response>) | undefined
let staff: Client
const deploy = (variables: Record<string, string>) => {
  const injected: Record<string, string> = {
    SUPABASE_URL: supabase.url,
    SUPABASE_ANON_KEY: supabase.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: supabase.serviceRoleKey,
    ...variables,
  }
  const routed: typeof fetch = (input, init) =>
    String(input).startsWith(supabase.url) ? supabase.fetch(input, init) : fetch(input, init)
  serve = requestRebuild({ get: (name) => injected[name], fetch: routed })
}

beforeAll(async () => {
  supabase = await startLocalSupabase({
    port: false,
    functions: {
      'request-rebuild': (request) =>
        serve
          ? serve(request)
          : Promise.resolve(
              new Response('{"code":"NOT_FOUND","message":"Requested function was not found"}', {
                status: 404,
                headers: { 'content-type': 'application/json' },
              }),
            ),
    },
  })
  host = await startHost()
  await supabase.createUser({ email: 'editor@example.com', password: 'editor-password-1' }, { staffOf: 'axon' })
  staff = clientFor(supabase, supabase.anonKey)
  await staff.auth.signInWithPassword({ email: 'editor@example.com', password: 'editor-password-1' })
})
afterAll(async () => {
  await host?.close()
  await supabase?.stop()
})

describe('requestSiteRebuild', () => {
  it('asks with the staff member’s session, and the latest rebuild then shows the request', async () => {
    deploy({ REBUILD_HOOK_URL: host.url })
    expect(await latestRebuild(staff)).toBeNull()
    const result = await requestSiteRebuild(staff)
    expect(result).toEqual({
      ok: true,
      accepted: { requestedAt: expect.any(String), dispatchAt: expect.any(String), coalesced: false },
    })
    expect(host.requests).toHaveLength(1)
    const latest = await latestRebuild(staff)
    expect(latest && result.ok && Date.parse(latest.last_requested_at)).toBe(
      result.ok && Date.parse(result.accepted.requestedAt),
    )
    expect(latest).toMatchObject({ sent_at: expect.any(String), error: null })
  })

  it('passes on what the function says when it refuses, and says when it is missing or out of reach', async () => {
    deploy({})
    expect(await requestSiteRebuild(staff)).toEqual({
      ok: false,
      message: expect.stringMatching(/^Rebuilds are not set up: set the function secrets/),
    })
    expect(await requestSiteRebuild(clientFor(supabase, supabase.anonKey))).toEqual({
      ok: false,
      message: messages.signIn,
    })
    serve = undefined
    expect(await requestSiteRebuild(staff)).toEqual({
      ok: false,
      message: expect.stringContaining('supabase functions deploy request-rebuild'),
    })
    const offline = clientFor(
      { ...supabase, fetch: () => Promise.reject(new TypeError('fetch failed')) },
      supabase.anonKey,
    )
    expect(await requestSiteRebuild(offline)).toEqual({
      ok: false,
      message: 'The backend could not be reached. Check your connection and try again.',
    })
  })

  it('turns an answer into the record the latest rebuild would hold', () => {
    expect(rebuildFrom({ requestedAt: 'a', dispatchAt: 'b', coalesced: true })).toEqual({
      last_requested_at: 'a',
      due_at: 'b',
      sent_at: null,
      error: null,
    })
    expect(rebuildFrom({ requestedAt: 'a', dispatchAt: 'a', coalesced: false })).toEqual({
      last_requested_at: 'a',
      due_at: 'a',
      sent_at: 'a',
      error: null,
    })
  })
})

describe('deployedBuild', () => {
  const record = {
    builtAt: '2026-12-14T09:00:00.000Z',
    fingerprint: 'a'.repeat(64),
    posts: { 'ledger-clean-up': '2026-12-14T08:00:00+00:00' },
  }
  const answering = (response: () => Response | Promise<Response>) => {
    const asked: [string, RequestInit | undefined][] = []
    const fetchImpl = (async (input: string, init?: RequestInit) => (
      asked.push([input, init]),
      response()
    )) as unknown as typeof fetch
    return { fetchImpl, asked }
  }

  it('reads /build.json on the page’s own origin, past the host’s cache', async () => {
    const { fetchImpl, asked } = answering(() => Response.json(record))
    expect(await deployedBuild(fetchImpl, () => 1234)).toEqual(record)
    expect(asked).toEqual([
      ['/build.json?checked=1234', { cache: 'no-store', headers: { accept: 'application/json' } }],
    ])
  })

  it('is null, not a guess, when the record is missing, not JSON, not a build record, or out of reach', async () => {
    for (const response of [
      () => new Response('Not found', { status: 404 }),
      () => new Response('<!doctype html>'),
      () => Response.json({ ...record, fingerprint: 'short' }),
      () => Promise.reject(new TypeError('fetch failed')),
    ]) {
      expect(await deployedBuild(answering(response).fetchImpl)).toBeNull()
    }
  })
})

describe('the site’s clock, for a browser whose clock is wrong', () => {
  it('is the Date header’s distance from the moment the answer came, and 0 without a usable one or within a minute', () => {
    const dated = (date: string) => new Response('{}', { headers: { date } })
    const receivedAt = Date.parse('2026-12-14T09:00:00Z')
    expect(clockOffset(dated('Mon, 14 Dec 2026 10:00:00 GMT'), receivedAt)).toBe(3_600_000)
    expect(clockOffset(dated('Mon, 14 Dec 2026 08:58:00 GMT'), receivedAt)).toBe(-120_000)
    expect(clockOffset(dated('Mon, 14 Dec 2026 08:59:30 GMT'), receivedAt)).toBe(0)
    expect(clockOffset(dated('yesterday-ish'), receivedAt)).toBe(0)
    expect(clockOffset(new Response('{}'), receivedAt)).toBe(0)
  })

  it('comes with the deployed build record, even when the record is missing', async () => {
    const at = Date.parse('2026-12-14T09:00:00Z')
    const answer = (status: number) =>
      (async () =>
        new Response(status === 200 ? '{}' : 'Not found', {
          status,
          headers: { date: 'Mon, 14 Dec 2026 09:20:00 GMT' },
        })) as unknown as typeof fetch
    expect(await fetchDeployed(answer(404), () => at)).toEqual({ build: null, clockOffsetMs: 1_200_000 })
    expect(await fetchDeployed(answer(200), () => at)).toEqual({ build: null, clockOffsetMs: 1_200_000 })
  })
})

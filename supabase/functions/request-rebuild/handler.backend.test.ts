import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signJwt } from '../../local/jwt.ts'
import { createSigningKey } from '../../local/signing-key.ts'
import { clientFor } from '../../local/test-support.ts'
import { startHarness, type Harness } from './__fixtures__/harness.ts'
import { startHost } from './__fixtures__/host.ts'
import { hookDispatcher } from './dispatch.ts'
import requestRebuild, { createRequestRebuild, messages, websiteCode } from './handler.ts'
import { supabaseCallers, supabaseRebuildStore } from './store.ts'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.stop())
beforeEach(async () => {
  await harness.settle()
  await harness.supabase.db.exec('delete from public.site_rebuild_requests; delete from public.site_rebuilds;')
  harness.host.requests.length = 0
  harness.host.answer(204)
  harness.deploy({ REBUILD_HOOK_URL: `${harness.host.url}/hooks/deploy-secret-id` })
})

const dispatches = () =>
  harness.supabase.db
    .query<{ sequence: number; request_count: number; sent_at: Date | null; error: string | null; due_at: Date }>(
      'select sequence, request_count, sent_at, error, due_at from public.site_rebuilds order by sequence',
    )
    .then((result) => result.rows)
const requests = () =>
  harness.supabase.db
    .query<{ rebuild_id: string | null }>('select rebuild_id from public.site_rebuild_requests')
    .then((result) => result.rows)
const github = { REBUILD_GITHUB_REPOSITORY: 'axon-intelligence/website', REBUILD_GITHUB_TOKEN: 'ghp_secret-test-token' }

describe('who may request a rebuild', () => {
  it('answers a browser’s preflight from any origin, and refuses other methods', async () => {
    const preflight = await harness.call(undefined, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://www.example.com',
        'access-control-request-headers': 'authorization, apikey, content-type, x-client-info',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization')
    const get = await harness.call(harness.tokens.staff, { method: 'GET' })
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST, OPTIONS'])
  })

  it('answers 401 without a signed-in user: no token, an API key, or a token that is not one', async () => {
    const { publishableKey, secretKey, anonKey, serviceRoleKey } = harness.supabase
    for (const token of [undefined, publishableKey, secretKey, anonKey, serviceRoleKey, 'not-a-token']) {
      const answer = await harness.call(token)
      expect([answer.status, answer.body]).toEqual([401, { error: messages.signIn }])
      expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    }
    const { error } = await clientFor(harness.supabase, publishableKey).functions.invoke('request-rebuild')
    expect((error as { context?: Response }).context?.status).toBe(401)
    expect([await requests(), harness.host.requests]).toEqual([[], []])
  })

  it('answers 403 to a signed-in user who is not staff of the site, through the same staff rule the policies use', async () => {
    const answer = await harness.call(harness.tokens.reader)
    expect([answer.status, answer.body]).toEqual([403, { error: messages.notStaff }])
    expect(await harness.call(await harness.staffOf('another-site'))).toMatchObject({ status: 403 })
    expect([await requests(), await dispatches(), harness.host.requests]).toEqual([[], [], []])
  })
})

describe('the caller’s session', () => {
  const decode = (part: string | undefined) =>
    JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>

  it('is verified against the project’s signing keys: an ES256 session passes, a forged or expired one gets 401', async () => {
    const [header, payload] = harness.tokens.staff.split('.')
    const { signingKey } = harness.supabase
    expect(decode(header)).toMatchObject({ alg: 'ES256', kid: signingKey.kid })
    // Verified with the JWKS, so Supabase Auth is not asked who the caller is.
    const asked: string[] = []
    const recording: typeof fetch = (input, init) => {
      asked.push(new URL(new Request(input, init).url).pathname)
      return harness.fetch(input, init)
    }
    harness.serve(
      createRequestRebuild({
        callers: supabaseCallers(harness.supabase.url, harness.supabase.publishableKey, websiteCode, recording),
        store: supabaseRebuildStore(harness.supabase.url, harness.supabase.secretKey, websiteCode, harness.fetch),
        dispatch: hookDispatcher(harness.host.url, harness.fetch),
        windowMs: 60_000,
        waitUntil: harness.waitUntil,
      }),
    )
    expect((await harness.call(harness.tokens.staff)).status).toBe(202)
    expect(asked).not.toContain('/auth/v1/user')

    const claims = decode(payload) as { role: string; exp: number }
    const now = Math.floor(Date.now() / 1000)
    const forged = signJwt(claims, { ...createSigningKey(), kid: signingKey.kid })
    const expired = signJwt({ ...claims, iat: now - 7200, exp: now - 60 }, signingKey)
    for (const token of [forged, expired])
      expect(await harness.call(token)).toMatchObject({ status: 401, body: { error: messages.signIn } })
    expect(await requests()).toHaveLength(1)
  })

  it('works with the legacy SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY where the named keys are not given', async () => {
    harness.deploy({
      REBUILD_HOOK_URL: harness.host.url,
      SUPABASE_PUBLISHABLE_KEYS: '',
      SUPABASE_SECRET_KEYS: '',
      SUPABASE_ANON_KEY: harness.supabase.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: harness.supabase.serviceRoleKey,
    })
    expect((await harness.call(harness.tokens.staff)).status).toBe(202)
    expect((await harness.call(harness.tokens.reader)).status).toBe(403)
    harness.deploy({ REBUILD_HOOK_URL: harness.host.url, SUPABASE_PUBLISHABLE_KEYS: '', SUPABASE_SECRET_KEYS: '' })
    expect((await harness.call(harness.tokens.staff)).body?.error).toMatch(
      /SUPABASE_PUBLISHABLE_KEYS is not set \(nor the legacy SUPABASE_ANON_KEY\).*SUPABASE_SECRET_KEYS is not set/,
    )
  })
})

describe('a staff member’s request', () => {
  it('is accepted (202) and sends exactly one dispatch to the deploy hook, recorded as sent', async () => {
    // As the admin calls it: supabase-js, with the staff member's session token.
    const { data, error, response } = await clientFor(
      harness.supabase,
      harness.supabase.publishableKey,
    ).functions.invoke('request-rebuild', { headers: { Authorization: `Bearer ${harness.tokens.staff}` }, body: {} })
    expect([error, response?.status]).toEqual([null, 202])
    const answer = { body: data as Record<string, unknown> }
    expect(answer.body).toEqual({
      requestedAt: expect.any(String),
      dispatchAt: answer.body.requestedAt,
      coalesced: false,
    })
    await harness.settle()
    expect(harness.host.requests).toEqual([
      {
        path: '/hooks/deploy-secret-id',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
        body: { event: 'content-changed', requested_at: answer.body?.requestedAt },
        at: expect.any(Number),
      },
    ])
    expect(await dispatches()).toEqual([
      {
        sequence: 1,
        request_count: 1,
        sent_at: expect.any(Date),
        error: null,
        due_at: new Date(String(answer.body?.requestedAt)),
      },
    ])
  })

  it('sends GitHub a content-changed repository_dispatch with the token, API version and payload it expects', async () => {
    harness.deploy({ ...github, GITHUB_API_URL: `${harness.host.url}/` })
    const answer = await harness.call(harness.tokens.staff)
    expect(answer.status).toBe(202)
    const [sent] = harness.host.requests
    expect(sent?.path).toBe('/repos/axon-intelligence/website/dispatches')
    expect(sent?.headers).toMatchObject({
      authorization: 'Bearer ghp_secret-test-token',
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      'content-type': 'application/json',
    })
    expect(sent?.body).toEqual({
      event_type: 'content-changed',
      client_payload: { requested_at: answer.body?.requestedAt },
    })
  })

  it('answers 502 with GitHub’s status and what to check when GitHub refuses, records it, and never shows the token', async () => {
    harness.deploy({ ...github, GITHUB_API_URL: harness.host.url })
    harness.host.answer(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' })
    const answer = await harness.call(harness.tokens.staff)
    expect(answer.status).toBe(502)
    expect(answer.body).toEqual({ error: expect.stringContaining('HTTP 401: Bad credentials'), upstreamStatus: 401 })
    expect(String(answer.body?.error)).toMatch(/REBUILD_GITHUB_TOKEN holds a valid token/)
    const [recorded] = await dispatches()
    expect(recorded).toMatchObject({ sent_at: null, error: answer.body?.error })
    expect(JSON.stringify([answer.body, recorded])).not.toContain('ghp_secret-test-token')
  })

  it('answers 502 when the deploy hook refuses or cannot be reached, names only its host, and records why', async () => {
    harness.host.answer(500)
    const refused = await harness.call(harness.tokens.staff)
    expect(refused.status).toBe(502)
    expect(refused.body).toEqual({
      error: `The deploy hook at ${new URL(harness.host.url).host} refused the rebuild (HTTP 500). Check the function secret REBUILD_HOOK_URL and the host’s deploy settings.`,
      upstreamStatus: 500,
    })
    expect((await dispatches())[0]?.error).toBe(refused.body?.error)

    // A failed dispatch started no deploy, so asking again sends at once.
    harness.host.answer(204)
    const again = await harness.call(harness.tokens.staff)
    expect(again).toMatchObject({ status: 202, body: { coalesced: false } })
    expect(harness.host.requests).toHaveLength(2)

    await harness.supabase.db.exec('delete from public.site_rebuild_requests; delete from public.site_rebuilds;')
    const gone = await startHost()
    await gone.close()
    harness.deploy({ REBUILD_HOOK_URL: `${gone.url}/hooks/secret-id` })
    const unreachable = await harness.call(harness.tokens.staff)
    expect(unreachable.status).toBe(502)
    expect(unreachable.body?.error).toBe(
      `The deploy hook at ${new URL(gone.url).host} could not be reached (ECONNREFUSED). Try again in a few minutes.`,
    )
    expect(JSON.stringify(unreachable.body)).not.toContain('secret-id')
  })

  it('answers 503 saying which secrets to set while rebuilds are not set up, once the caller is known to be staff', async () => {
    harness.deploy({})
    expect((await harness.call(harness.tokens.reader)).status).toBe(403)
    const answer = await harness.call(harness.tokens.staff)
    expect(answer.status).toBe(503)
    expect(answer.body?.error).toMatch(/REBUILD_GITHUB_REPOSITORY and REBUILD_GITHUB_TOKEN \(or REBUILD_HOOK_URL/)
    harness.deploy({ REBUILD_GITHUB_REPOSITORY: 'not a repository', REBUILD_COALESCE_SECONDS: 'soon' })
    expect((await harness.call(harness.tokens.staff)).body?.error).toMatch(
      /REBUILD_GITHUB_REPOSITORY must name the repository as owner\/name.*REBUILD_COALESCE_SECONDS must be a number of seconds/,
    )
    harness.deploy({ ...github, REBUILD_HOOK_URL: harness.host.url })
    expect((await harness.call(harness.tokens.staff)).body?.error).toMatch(/not both/)
    expect([await dispatches(), harness.host.requests]).toEqual([[], []])
  })

  it('loads with nothing configured at all, answering 503 rather than failing to start', async () => {
    const bare = requestRebuild({ get: () => undefined })
    const answer = await bare(
      new Request('http://function.test/', { method: 'POST', headers: { authorization: 'Bearer x' } }),
    )
    expect(answer.status).toBe(503)
    expect(((await answer.json()) as { error: string }).error).toMatch(/SUPABASE_URL is not set/)
    expect((await bare(new Request('http://function.test/', { method: 'OPTIONS' }))).status).toBe(204)
  })

  it('gives hostile input a 4xx: a body past 1 KB is refused, a small one is ignored', async () => {
    expect((await harness.call(harness.tokens.staff, { body: 'x'.repeat(2048) })).status).toBe(413)
    expect(
      (
        await harness.call(harness.tokens.staff, {
          body: new ReadableStream({ start: (c) => (c.enqueue(new Uint8Array(4096)), c.close()) }),
          duplex: 'half',
        } as RequestInit)
      ).status,
    ).toBe(413)
    expect(
      (
        await harness.call(harness.tokens.staff, {
          headers: { 'content-type': 'application/json' },
          body: '{"__proto__": {"x": 1}, "deep": [[[[[]]]]]}',
        })
      ).status,
    ).toBe(202)
    expect((await harness.call(`${harness.tokens.staff}.tampered`)).status).toBe(401)
  })
})

describe('coalescing', () => {
  it('makes a burst of 20 concurrent requests one dispatch at once and one trailing dispatch, sent after the last request', async () => {
    // A window well past the burst's length, however slow the machine.
    harness.deploy({ REBUILD_HOOK_URL: harness.host.url, REBUILD_COALESCE_SECONDS: '3' })
    const answers = await Promise.all(Array.from({ length: 20 }, () => harness.call(harness.tokens.staff)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(202))
    expect(answers.filter((answer) => answer.body?.coalesced === false)).toHaveLength(1)
    await harness.settle()
    expect(harness.host.requests).toHaveLength(2)
    // The trailing dispatch went out after the last request was recorded, and not before it was due
    // (on a slow machine the burst may outlast the window, so it can leave as the last answer does).
    const { rows } = await harness.supabase.db.query<{ last: Date }>(
      'select max(requested_at) as last from public.site_rebuild_requests',
    )
    const [lead, trail] = await dispatches()
    expect(harness.host.requests[1]!.at).toBeGreaterThanOrEqual(rows[0]!.last.getTime())
    expect(harness.host.requests[1]!.at).toBeGreaterThanOrEqual(trail!.due_at.getTime())
    expect(lead!.request_count + trail!.request_count).toBe(20)
    expect(trail!.due_at.getTime() - lead!.due_at.getTime()).toBe(3000)
    expect([lead!.sent_at, trail!.sent_at].every(Boolean)).toBe(true)
    expect((await requests()).every((request) => request.rebuild_id !== null)).toBe(true)
  })

  it('sends a trailing dispatch whose runtime died with a later request that finds it unsent', async () => {
    const base = () => ({
      callers: supabaseCallers(harness.supabase.url, harness.supabase.publishableKey, websiteCode, harness.fetch),
      store: supabaseRebuildStore(harness.supabase.url, harness.supabase.secretKey, websiteCode, harness.fetch),
      dispatch: hookDispatcher(harness.host.url, harness.fetch),
      windowMs: 60_000,
      waitUntil: harness.waitUntil,
      log: () => {},
    })
    // This runtime is gone before its trailing dispatch falls due: it never wakes up.
    harness.serve(createRequestRebuild({ ...base(), sleep: () => new Promise<void>(() => {}), waitUntil: () => {} }))
    expect((await harness.call(harness.tokens.staff)).body?.coalesced).toBe(false)
    expect((await harness.call(harness.tokens.staff)).body?.coalesced).toBe(true)
    expect(harness.host.requests).toHaveLength(1)
    // Another runtime, at or after the due time (its wait is over at once), takes the dispatch and sends it.
    harness.serve(createRequestRebuild({ ...base(), sleep: async () => {} }))
    const later = await harness.call(harness.tokens.staff)
    expect(later.body?.coalesced).toBe(true)
    await expect.poll(() => harness.host.requests.length).toBe(2)
    await expect
      .poll(async () => (await dispatches())[1])
      .toMatchObject({ request_count: 2, sent_at: expect.any(Date) })
  })
})

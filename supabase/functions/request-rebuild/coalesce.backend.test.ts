import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startHarness, type Harness } from './__fixtures__/harness.ts'
import { hookDispatcher } from './dispatch.ts'
import { createRequestRebuild } from './handler.ts'
import { supabaseCallers, supabaseRebuildStore } from './store.ts'

// The coalescing rule under real concurrency: bursts of requests at random moments, each burst for
// a site of its own and all at once, through the stand-in and a real host on 127.0.0.1.
let harness: Harness
const handlers = new Map<string, (request: Request) => Promise<Response>>()
beforeAll(async () => {
  harness = await startHarness()
  harness.serve((request) => {
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? ''
    return (handlers.get(token) ?? (async () => new Response(null, { status: 401 })))(request)
  })
})
afterAll(() => harness?.stop())

const windowMs = 1000
const seed = Date.now()
let sites = 0

/** Sends requests at the given offsets (ms) for a new site; returns when they went out, when they were answered, and the dispatches. */
async function burst(offsets: number[]) {
  const site = `race-${++sites}`
  const token = await harness.staffOf(site)
  const { supabase, host } = harness
  handlers.set(
    token,
    createRequestRebuild({
      callers: supabaseCallers(supabase.url, supabase.publishableKey, site, harness.fetch),
      store: supabaseRebuildStore(supabase.url, supabase.secretKey, site, harness.fetch),
      dispatch: hookDispatcher(`${host.url}/${site}`, harness.fetch),
      windowMs,
      waitUntil: harness.waitUntil,
    }),
  )
  const start = Date.now()
  const calls = await Promise.all(
    offsets.map(async (offset) => {
      await new Promise((resolve) => setTimeout(resolve, offset))
      const sent = Date.now()
      const { status } = await harness.call(token)
      return { sent, answered: Date.now(), status, start }
    }),
  )
  return { site, calls }
}

it('sends at most ceil(span / window) + 1 dispatches for any burst, at least a window apart, each request’s after it', async () => {
  const schedules = fc.sample(fc.array(fc.integer({ min: 0, max: 2500 }), { minLength: 1, maxLength: 12 }), {
    numRuns: 24,
    seed,
  })
  const bursts = await Promise.all(schedules.map(burst))
  await harness.settle()
  for (const { site, calls } of bursts) {
    const context = `seed ${seed}, ${site}`
    expect(
      calls.map((call) => call.status),
      context,
    ).toEqual(calls.map(() => 202))
    const firstSent = Math.min(...calls.map((call) => call.sent))
    const lastSent = Math.max(...calls.map((call) => call.sent))
    const span = Math.max(...calls.map((call) => call.answered)) - firstSent
    const sent = harness.host.requests.filter((request) => request.path === `/${site}`)
    expect(sent.length, context).toBeGreaterThanOrEqual(1)
    expect(sent.length, context).toBeLessThanOrEqual(Math.ceil(span / windowMs) + 1)
    expect(Math.max(...sent.map((request) => request.at)), context).toBeGreaterThanOrEqual(lastSent)
    // Each request's dispatch was taken for sending after the request was recorded (to the millisecond the function writes).
    const uncovered = await harness.supabase.db.query(
      `select r.id from public.site_rebuild_requests r left join public.site_rebuilds b on b.id = r.rebuild_id
       where r.website_code = $1 and (b.started_at is null or b.started_at < date_trunc('milliseconds', r.requested_at))`,
      [site],
    )
    expect(uncovered.rows, context).toEqual([])
    const { rows } = await harness.supabase.db.query<{ due_at: Date; request_count: number; sent_at: Date | null }>(
      'select due_at, request_count, sent_at from public.site_rebuilds where website_code = $1 order by sequence',
      [site],
    )
    expect(
      rows.every((row) => row.sent_at !== null),
      context,
    ).toBe(true)
    expect(
      rows.reduce((sum, row) => sum + row.request_count, 0),
      context,
    ).toBe(calls.length)
    for (let index = 1; index < rows.length; index++)
      expect(rows[index]!.due_at.getTime() - rows[index - 1]!.due_at.getTime(), context).toBeGreaterThanOrEqual(
        windowMs,
      )
  }
}, 60_000)

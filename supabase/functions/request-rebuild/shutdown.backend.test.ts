import { afterAll, beforeAll, expect, it } from 'vitest'
import { startHarness, type Harness } from './__fixtures__/harness.ts'
import { hookDispatcher } from './dispatch.ts'
import { createRequestRebuild } from './handler.ts'
import { supabaseCallers, supabaseRebuildStore } from './store.ts'

// A runtime that shuts down (the local stand-in stopping, hosted Supabase ending a runtime) while a
// dispatch waits for its time: the dispatch stays unsent for the next request to send, and nothing
// is attempted against a backend that has gone.
let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.stop())

it('leaves a dispatch waiting for its window unsent when the runtime stops, trying nothing and logging nothing', async () => {
  const site = 'shutdown'
  const token = await harness.staffOf(site)
  const { supabase, host } = harness
  const stopping = new AbortController()
  const logged: string[] = []
  harness.serve(
    createRequestRebuild({
      callers: supabaseCallers(supabase.url, supabase.publishableKey, site, harness.fetch),
      store: supabaseRebuildStore(supabase.url, supabase.secretKey, site, harness.fetch),
      dispatch: hookDispatcher(`${host.url}/${site}`, harness.fetch),
      windowMs: 60_000,
      waitUntil: harness.waitUntil,
      log: (message) => logged.push(message),
      stopping: stopping.signal,
    }),
  )
  // The first request is sent at once; the second falls in its window and waits a minute.
  expect((await harness.call(token)).status).toBe(202)
  expect((await harness.call(token)).status).toBe(202)
  const started = Date.now()
  stopping.abort()
  await harness.settle()
  expect(Date.now() - started).toBeLessThan(5_000)
  expect(logged).toEqual([])
  expect(host.requests.filter((request) => request.path === `/${site}`)).toHaveLength(1)
  const { rows } = await supabase.db.query<{ sequence: number; started_at: Date | null; sent_at: Date | null }>(
    'select sequence, started_at, sent_at from public.site_rebuilds where website_code = $1 order by sequence',
    [site],
  )
  expect(rows.map((row) => [row.sequence, row.started_at !== null, row.sent_at !== null])).toEqual([
    [1, true, true],
    [2, false, false],
  ])
})

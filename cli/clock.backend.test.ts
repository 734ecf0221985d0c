import { afterEach, expect, it } from 'vitest'
import { postSource, startHarness, type Harness } from './__fixtures__/harness.ts'
import { listCommand } from './commands/list.ts'
import { publishCommand } from './commands/publish.ts'

// The machine that publishes may have a clock minutes out; whether a post is due is the backend's
// call, told by the Date header on its answers.

let h: Harness | undefined
afterEach(() => h?.stop())

/** A harness whose backend's clock reads `minutes` from this machine's. */
async function backendClockOff(minutes: number): Promise<Harness> {
  const backend: { supabase?: Harness['supabase'] } = {}
  const started = await startHarness({
    fetch: async (input, init) => {
      const response = await backend.supabase!.fetch(input, init)
      const headers = new Headers(response.headers)
      headers.set('date', new Date(Date.now() + minutes * 60_000).toUTCString())
      return new Response(response.body, { status: response.status, headers })
    },
  })
  backend.supabase = started.supabase
  return started
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

it('calls a post due when the backend’s clock has passed its date, though this machine’s has not', async () => {
  h = await backendClockOff(30)
  h.write('soon.md', postSource('soon', { published_at: minutesFromNow(10) }))
  const [result] = await publishCommand({ files: ['content/soon.md'] }, h.context)
  expect(result).toMatchObject({ action: 'created' })
  expect(result).not.toHaveProperty('scheduledFor')
  h.out.length = 0
  await listCommand({}, h.context)
  expect(h.out[0]).toMatch(/^published {2}\d{4}-\d\d-\d\d {2}technical {2}soon/)
})

it('calls a post scheduled when the backend’s clock has not reached its date, though this machine’s has', async () => {
  h = await backendClockOff(-30)
  const at = minutesFromNow(-10)
  h.write('later.md', postSource('later', { published_at: at }))
  const [result] = await publishCommand({ files: ['content/later.md'] }, h.context)
  expect(result).toMatchObject({ action: 'created', scheduledFor: at })
  h.out.length = 0
  await listCommand({}, h.context)
  expect(h.out[0]).toBe(`scheduled  ${at.slice(0, 16)}Z  technical  later  Post later`)
})

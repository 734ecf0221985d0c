import { afterEach, expect, it, vi } from 'vitest'
import { scheduleEnquiryUpkeep } from './upkeep.ts'

afterEach(() => {
  vi.useRealTimers()
})

it('calls enquiry-delivery with the secret key once a minute, one run at a time, until stopped', async () => {
  vi.useFakeTimers()
  const calls: { url: string; apikey: string | null; body: unknown }[] = []
  const upkeep = scheduleEnquiryUpkeep({
    url: 'http://127.0.0.1:54321',
    secretKey: 'sb_secret_local',
    fetch: async (input, init) => {
      const request = new Request(input, init)
      calls.push({ url: request.url, apikey: request.headers.get('apikey'), body: await request.json() })
      return new Response('{}')
    },
  })
  expect(calls).toEqual([])
  await vi.advanceTimersByTimeAsync(60_000)
  await vi.advanceTimersByTimeAsync(60_000)
  expect(calls).toEqual([
    { url: 'http://127.0.0.1:54321/functions/v1/enquiry-delivery', apikey: 'sb_secret_local', body: {} },
    { url: 'http://127.0.0.1:54321/functions/v1/enquiry-delivery', apikey: 'sb_secret_local', body: {} },
  ])
  await upkeep.stop()
  expect(vi.getTimerCount()).toBe(0)
  await vi.advanceTimersByTimeAsync(180_000)
  expect(calls).toHaveLength(2)
})

it('says what went wrong and keeps its schedule when a run fails', async () => {
  vi.useFakeTimers()
  const logged: string[] = []
  const upkeep = scheduleEnquiryUpkeep({
    url: 'http://127.0.0.1:54321',
    secretKey: 'sb_secret_local',
    everyMs: 1000,
    log: (line) => logged.push(line),
    fetch: async () => new Response('{"error":"ENQUIRY_RETENTION_DAYS must be a whole number"}', { status: 503 }),
  })
  await vi.advanceTimersByTimeAsync(2000)
  await upkeep.stop()
  expect(logged).toEqual([
    expect.stringMatching(/^the upkeep answered 503: .*ENQUIRY_RETENTION_DAYS/),
    expect.stringMatching(/^the upkeep answered 503/),
  ])
})

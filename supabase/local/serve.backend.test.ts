import type { Server } from 'node:http'
import { afterAll, expect, it, vi } from 'vitest'
import { serveFetch } from './serve.ts'

const servers: Server[] = []
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))))

async function listen(server: Server): Promise<string> {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

it('turns a request away with 503 and Retry-After when the line is full, and serves those it let in', async () => {
  let started = 0
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const url = await listen(
    serveFetch(
      async () => {
        started++
        await released
        return new Response('[]', { status: 200 })
      },
      { capacity: { running: 1, waiting: 1 } },
    ),
  )
  const answers = [0, 1, 2].map(() => fetch(`${url}/rest/v1/blog_posts`))
  const turnedAway = await Promise.race(answers)
  expect([turnedAway.status, turnedAway.headers.get('retry-after')]).toEqual([503, '1'])
  expect(await turnedAway.json()).toEqual({
    code: 'PGRST003',
    details: null,
    hint: null,
    message: expect.stringContaining('retry'),
  })
  expect(started).toBe(1)
  release()
  expect((await Promise.all(answers)).map((response) => response.status).sort()).toEqual([200, 200, 503])
})

it('answers 500 in PostgREST’s shape when the handler throws, and keeps serving', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {})
  let calls = 0
  const url = await listen(
    serveFetch(async () => {
      if (calls++ === 0) throw new Error('boom')
      return new Response('ok')
    }),
  )
  const failed = await fetch(url)
  expect([failed.status, (await failed.json()).code]).toEqual([500, 'XX000'])
  expect(await (await fetch(url)).text()).toBe('ok')
  expect(log).toHaveBeenCalledOnce()
  log.mockRestore()
})

import { afterEach, expect, test } from 'vitest'
import { besides } from './build.ts'

const unhandled: unknown[] = []
const record = (reason: unknown) => unhandled.push(reason)
process.on('unhandledRejection', record)
afterEach(() => {
  unhandled.length = 0
})

const settleSoon = () => new Promise((resolve) => setTimeout(resolve, 20))

test('a build beside the work that fails first fails where it is awaited, not as a rejection nobody handled', async () => {
  let finish!: (value: string) => void
  const work = new Promise<string>((resolve) => (finish = resolve))
  const running = Promise.reject(new Error('the islands did not build'))
  const waiting = besides(work, running)
  await settleSoon()
  expect(unhandled).toEqual([])
  finish('posts in')
  expect(await waiting).toBe('posts in')
  await expect(running).rejects.toThrow('the islands did not build')
})

test('work that fails waits for the build beside it to end before it fails', async () => {
  const events: string[] = []
  const running = settleSoon().then(() => events.push('build ended'))
  await expect(
    besides(
      Promise.reject(new Error('a post is invalid')).catch((error: unknown) => {
        events.push('work failed')
        throw error
      }),
      running,
    ),
  ).rejects.toThrow('a post is invalid')
  expect(events).toEqual(['work failed', 'build ended'])
})

import { expect, it } from 'vitest'
import { backgroundTasks } from './background.ts'

it('waits for pending tasks, whether they succeed or fail', async () => {
  const tasks = backgroundTasks()
  const finished: string[] = []
  let release = () => {}
  tasks.waitUntil(new Promise<void>((resolve) => (release = resolve)).then(() => void finished.push('succeeded')))
  tasks.waitUntil(Promise.reject(new Error('failed')).finally(() => finished.push('failed')))
  const settled = tasks.settle(60_000)
  release()
  expect(await settled).toBe(0)
  expect(finished.sort()).toEqual(['failed', 'succeeded'])
})

it('stops waiting at its limit, and says how many tasks were left', async () => {
  const tasks = backgroundTasks()
  tasks.waitUntil(new Promise(() => {}))
  tasks.waitUntil(Promise.resolve())
  expect(await tasks.settle(0)).toBe(1)
})

it('tells the work it keeps that the stand-in is stopping, before it waits for it', async () => {
  const tasks = backgroundTasks()
  const seen: boolean[] = []
  tasks.waitUntil(
    new Promise<void>((resolve) =>
      tasks.stopping.addEventListener('abort', () => {
        seen.push(tasks.stopping.aborted)
        resolve()
      }),
    ),
  )
  expect(tasks.stopping.aborted).toBe(false)
  expect(await tasks.settle(60_000)).toBe(0)
  expect(seen).toEqual([true])
})

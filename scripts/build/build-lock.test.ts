import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { processStart } from '../../supabase/local/lock.ts'
import { withBuildLock } from './build-lock.ts'

let root: string
let dir: string

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'axon-build-lock-'))
  dir = join(root, 'vike-build.lock')
})

afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A lock folder as another build leaves it: its pid and start time, or (`legacy`) its pid alone, as builds once wrote it. */
function heldBy(pid: number | undefined, { legacy = false } = {}): void {
  mkdirSync(dir)
  if (pid === undefined) return
  writeFileSync(join(dir, 'pid'), legacy ? String(pid) : JSON.stringify({ pid, processStart: processStart(pid) }))
}

describe('builds of one checkout', () => {
  it('never run at the same time, however many start together, and all of them run', async () => {
    for (let round = 0; round < 20; round++) {
      let running = 0
      let most = 0
      const done: number[] = []
      await Promise.all(
        Array.from({ length: 6 }, (_, build) =>
          withBuildLock(
            async () => {
              running++
              most = Math.max(most, running)
              await sleep((build * 7 + round) % 5)
              running--
              done.push(build)
            },
            { dir, pollMs: 1 },
          ),
        ),
      )
      expect(most).toBe(1)
      expect(done.toSorted()).toEqual([0, 1, 2, 3, 4, 5])
    }
    expect(existsSync(dir)).toBe(false)
  })

  it('lets the next build go when one fails, and hands the failure to its caller', async () => {
    await expect(
      withBuildLock(
        async () => {
          throw new Error('vike build failed')
        },
        { dir },
      ),
    ).rejects.toThrow('vike build failed')
    expect(await withBuildLock(async () => 'built', { dir })).toBe('built')
  })

  it('waits for a build another process is running, says which, and starts once it ends', async () => {
    heldBy(process.ppid)
    const waitedFor: number[] = []
    let started = false
    const build = withBuildLock(async () => (started = true), {
      dir,
      pollMs: 10,
      onWait: (pid) => waitedFor.push(pid),
    })
    await sleep(300)
    expect(started).toBe(false)
    expect(waitedFor).toEqual([process.ppid])
    rmSync(dir, { recursive: true })
    await build
    expect(started).toBe(true)
  })

  it('waits for a build that wrote its pid alone, as builds once did, while that process runs', async () => {
    heldBy(process.ppid, { legacy: true })
    const waitedFor: number[] = []
    const build = withBuildLock(async () => 'built', { dir, pollMs: 10, onWait: (pid) => waitedFor.push(pid) })
    await sleep(300)
    expect(waitedFor).toEqual([process.ppid])
    rmSync(dir, { recursive: true })
    expect(await build).toBe('built')
  })

  it('takes over the lock of a build whose process has died', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' })
    heldBy(Number(gone.stdout))
    const waitedFor: number[] = []
    expect(await withBuildLock(async () => 'built', { dir, onWait: (pid) => waitedFor.push(pid) })).toBe('built')
    expect(waitedFor).toEqual([])
  })

  it('takes over the lock of a build that died, once its pid names another process', async () => {
    // This test's own process stands for the program the system gave the dead build's pid to.
    mkdirSync(dir)
    writeFileSync(join(dir, 'pid'), JSON.stringify({ pid: process.pid, processStart: 'another start' }))
    const waitedFor: number[] = []
    expect(await withBuildLock(async () => 'built', { dir, onWait: (pid) => waitedFor.push(pid) })).toBe('built')
    expect(waitedFor).toEqual([])
  })

  it('takes over a lock whose maker died before naming itself', async () => {
    heldBy(undefined)
    expect(await withBuildLock(async () => 'built', { dir, pollMs: 10 })).toBe('built')
  })
})

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { isAlive, processStart } from '../../supabase/local/lock.ts'

/**
 * Vike reads a page's `+config.ts` by compiling it to a file beside it, named after its content,
 * importing that file and deleting it. Two builds of one checkout at the same moment (`npm start`'s and
 * a test's, or two tests') write, import and delete the same files, and one of them then fails on a
 * file the other has just deleted. So the builds of a checkout take turns: a build holds this lock,
 * a folder that only one process can create, while Vike runs.
 */
export const buildLockDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'node_modules',
  '.cache',
  'vike-build.lock',
)

export interface BuildLockOptions {
  /** The lock's folder (tests use one of their own). */
  dir?: string
  /** Told once, when the build has to wait, which process holds the lock. */
  onWait?: (holder: number) => void
  /** How long a waiting build sleeps between looks at the lock. */
  pollMs?: number
}

/** Runs `work` once no other build of this checkout is running, holding the lock until it ends. */
export async function withBuildLock<T>(
  work: () => Promise<T>,
  { dir = buildLockDir, onWait, pollMs = 100 }: BuildLockOptions = {},
): Promise<T> {
  let told = false
  let unnamedLooks = 0
  while (!tryLock(dir)) {
    const holder = holderOf(dir)
    // A folder still without its holder's pid after a second: its maker died before writing it.
    if (holder === undefined && ++unnamedLooks * pollMs >= 1000) {
      rmSync(dir, { recursive: true, force: true })
      unnamedLooks = 0
      continue
    }
    // A holder that died (killed mid-build) left the lock behind: it is free, even once the system
    // has given its pid to another process.
    if (holder !== undefined && !stillRunning(holder)) {
      rmSync(dir, { recursive: true, force: true })
      continue
    }
    if (!told && holder !== undefined) {
      told = true
      onWait?.(holder.pid)
    }
    await sleep(pollMs)
  }
  try {
    return await work()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function tryLock(dir: string): boolean {
  mkdirSync(dirname(dir), { recursive: true })
  try {
    mkdirSync(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
  const holder: Holder = { pid: process.pid, processStart: processStart(process.pid) }
  writeFileSync(join(dir, 'pid'), JSON.stringify(holder))
  return true
}

/** The build holding the lock: its pid, and its start time where the system tells it (/proc). */
interface Holder {
  pid: number
  processStart?: string
}

/** The process holding the lock; undefined in the instant between its folder and its pid file. */
function holderOf(dir: string): Holder | undefined {
  try {
    const text = readFileSync(join(dir, 'pid'), 'utf8').trim()
    // Builds before the start time was recorded wrote only the pid.
    const holder = (/^\d+$/.test(text) ? { pid: Number(text) } : JSON.parse(text)) as Partial<Holder>
    const { pid, processStart: start } = holder
    if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return undefined
    return typeof start === 'string' ? { pid, processStart: start } : { pid }
  } catch {
    return undefined
  }
}

/** Whether the holder is still the process that took the lock: alive, and started when it was. */
function stillRunning(holder: Holder): boolean {
  if (!isAlive(holder.pid)) return false
  return holder.processStart === undefined || processStart(holder.pid) === holder.processStart
}

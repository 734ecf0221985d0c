import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** What the lock file records about the process holding a data directory. */
export interface LockHolder {
  pid: number
  /** The process's start time as the kernel counts it (/proc/<pid>/stat), where there is a /proc. */
  processStart?: string
  /** Where that stand-in serves its API; absent until it listens, and when it serves only in-process. */
  url?: string
  startedAt?: string
  token?: string
}

/** Thrown when a live stand-in holds the data directory. */
export class DataDirectoryLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.url ? `it serves the API on ${holder.url}` : 'it serves no port (it was started in-process)'
    super(
      `The local Supabase data in ${dataDir} is in use by a stand-in in process ${holder.pid}${holder.startedAt ? `, started ${holder.startedAt}` : ''}; ${where}. ` +
        `PGlite allows one process per data directory: ${holder.url ? `use that stand-in, or stop it (kill ${holder.pid})` : `stop it (kill ${holder.pid})`}.`,
    )
    this.name = 'DataDirectoryLockedError'
  }

  get pid(): number {
    return this.holder.pid
  }
}

/** A process's start time from /proc; undefined where there is no /proc or no such process. */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Field 22, counted after the command name, which may itself contain spaces and parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

function readCommandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return undefined
  }
}

/** Whether a process with this pid exists, whoever it belongs to. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Whether the recorded holder is still the stand-in that wrote the lock: alive, and where /proc can
 * tell, the same process (same start time, so not a reused pid) running Node.
 */
function holdsLock(holder: LockHolder): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || !isAlive(holder.pid)) return false
  if (!existsSync('/proc/self/stat')) return true
  const start = processStart(holder.pid)
  if (holder.processStart !== undefined && start !== holder.processStart) return false
  return readCommandLine(holder.pid)?.includes('node') ?? true
}

function readHolder(file: string): LockHolder {
  try {
    const text = readFileSync(file, 'utf8').trim()
    // Older stand-ins wrote only the pid.
    if (/^\d+$/.test(text)) return { pid: Number(text) }
    const parsed = JSON.parse(text) as Partial<LockHolder>
    return typeof parsed.pid === 'number' ? (parsed as LockHolder) : { pid: 0 }
  } catch {
    return { pid: 0 }
  }
}

/** The lock on a data directory: what it records, and how to update and release it. */
export interface DataDirectoryLock {
  /** Records the URL this stand-in serves, for the message another start-up shows. */
  serving(url: string): void
  release(): void
}

/**
 * Takes the data directory's lock file for this process. A lock whose holder is gone, or is no
 * longer the stand-in that took it (its pid reused by another program), is taken over; one held
 * by a live stand-in is refused, naming its process and the URL it serves.
 */
export function lockDataDirectory(dataDir: string): DataDirectoryLock {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, 'stand-in.lock')
  const mine: LockHolder = {
    pid: process.pid,
    processStart: processStart(process.pid),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  }
  const write = (flag: 'wx' | 'w') => writeFileSync(file, JSON.stringify(mine) + '\n', { flag })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      write('wx')
      return {
        serving(url) {
          mine.url = url
          if (readHolder(file).token === mine.token) write('w')
        },
        release() {
          if (existsSync(file) && readHolder(file).token === mine.token) rmSync(file, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = readHolder(file)
      if (holdsLock(holder)) throw new DataDirectoryLockedError(dataDir, holder)
      rmSync(file, { force: true })
    }
  }
  throw new Error(`Could not take the lock file ${file}.`)
}

import { execFile, spawn } from 'node:child_process'
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export interface PostgresServer {
  /** A connection string for the cluster's superuser, postgres. */
  url: string
  /** Runs a SQL file with psql, stopping at the first error. */
  runFile: (file: string) => Promise<void>
  /** Runs SQL with psql as one transaction and gives back what it prints, unaligned, one row a line. */
  query: (sql: string) => Promise<string>
  stop: () => Promise<void>
}

/** PostgreSQL refuses to run as root; as root the server runs as the user Debian's package creates. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find(([name]) => name === 'postgres')
  if (!entry) throw new Error('PostgreSQL will not run as root, and there is no postgres user to run it as.')
  return { uid: Number(entry[2]), gid: Number(entry[3]) }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('No port.'))))
    })
  })
}

/** A fresh PostgreSQL cluster in a temporary folder, listening on 127.0.0.1 only, made for tests (no fsync). */
export async function startPostgres(binDir: string): Promise<PostgresServer> {
  const user = serverUser()
  const dir = mkdtempSync(join(tmpdir(), 'axon-postgres-'))
  const data = join(dir, 'data')
  try {
    if (user) chownSync(dir, user.uid, user.gid)
    await run(join(binDir, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'], {
      ...user,
    })
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  const port = await freePort()
  const server = spawn(
    join(binDir, 'postgres'),
    ['-D', data, '-h', '127.0.0.1', '-p', String(port), '-k', dir, '-c', 'fsync=off', '-c', 'full_page_writes=off'],
    { ...user, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const stop = async () => {
    // SIGINT is PostgreSQL's fast shutdown: sessions are ended, nothing is kept.
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGINT')
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  let log = ''
  let timer: NodeJS.Timeout | undefined
  try {
    await new Promise<void>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`PostgreSQL was not ready after 30 seconds:\n${log}`)), 30_000)
      server.stderr.on('data', (chunk: Buffer) => {
        log += chunk.toString()
        if (log.includes('ready to accept connections')) resolve()
      })
      server.once('error', reject)
      void exited.then(() => reject(new Error(`PostgreSQL stopped before it was ready:\n${log}`)))
    }).finally(() => clearTimeout(timer))
  } catch (error) {
    await stop()
    throw error
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`
  return {
    url,
    runFile: async (file) => {
      await run(join(binDir, 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url, '-f', file])
    },
    query: async (sql) =>
      (await run(join(binDir, 'psql'), ['-X', '-q', '-At', '-1', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', sql])).stdout,
    stop,
  }
}

import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'

export interface SetupScript {
  name: string
  sql: string
}

/** The folder for the snapshots of one kind of database. Beside other tools' caches, so that `npm ci` empties it together with the PGlite that wrote it. */
export function snapshotDirectory(kind: string): string {
  return join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'supabase-local', kind)
}

let installedVersion: string | undefined

/** PGlite's version, from its package.json (which its exports do not expose). */
function pgliteVersion(): string {
  if (installedVersion) return installedVersion
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir)
  installedVersion = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version
  return installedVersion
}

/** The snapshot's file name: a hash of PGlite's version and each script's name and text, in order, so that any change to them names another file. */
function snapshotName(scripts: readonly SetupScript[]): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\0`)
  for (const script of scripts) hash.update(`${script.name}\0${script.sql}\0`)
  return `${hash.digest('hex').slice(0, 32)}.tgz`
}

/**
 * A new database on which the scripts have run: a copy of their snapshot in `cacheDir` when there is
 * one, else a database that `build` runs them on, saved as their snapshot. In memory, or, given
 * `dataDir` (an empty or missing folder), written there: a new data directory then starts as a copy
 * too, which takes a fraction of what creating a cluster and running every script on it does.
 */
export async function fromSnapshot(
  cacheDir: string,
  scripts: readonly SetupScript[],
  build: (db: PGlite) => Promise<unknown>,
  dataDir?: string,
): Promise<PGlite> {
  if (dataDir !== undefined) mkdirSync(dirname(dataDir), { recursive: true })
  const copy = await loadSnapshot(scripts, cacheDir, dataDir)
  if (copy) return copy
  const db = await emptyDatabase()
  await closeOnFailure(db, build(db))
  await saveSnapshot(db, scripts, cacheDir)
  if (dataDir === undefined) return db
  await db.close()
  // The snapshot just saved, copied into the directory; where it could not be saved, built there.
  const saved = await loadSnapshot(scripts, cacheDir, dataDir)
  if (saved) return saved
  const inPlace = new PGlite(dataDir)
  await closeOnFailure(inPlace, build(inPlace))
  return inPlace
}

/**
 * A new, empty in-memory database: a copy of the empty cluster this PGlite made before, kept beside the
 * snapshots, else a cluster it makes now (initdb, over a second of CPU), kept for the next build.
 */
async function emptyDatabase(): Promise<PGlite> {
  const file = join(snapshotDirectory('empty-cluster'), `pglite-${pgliteVersion()}.tgz`)
  const copy = await openCopy(file)
  if (copy) return copy
  const db = new PGlite()
  await writeCopy(db, file)
  return db
}

async function closeOnFailure(db: PGlite, work: Promise<unknown>): Promise<void> {
  await work.catch(async (error: unknown) => {
    await db.close()
    throw error
  })
}

/** A copy of the scripts' snapshot in `cacheDir`, in memory or written to `dataDir`; undefined when there is none to use. */
function loadSnapshot(
  scripts: readonly SetupScript[],
  cacheDir: string,
  dataDir?: string,
): Promise<PGlite | undefined> {
  return openCopy(join(cacheDir, snapshotName(scripts)), dataDir)
}

/** Saves the database as the scripts' snapshot in `cacheDir`, in place of the snapshots of other scripts. */
async function saveSnapshot(db: PGlite, scripts: readonly SetupScript[], cacheDir: string): Promise<void> {
  const name = snapshotName(scripts)
  if (!(await writeCopy(db, join(cacheDir, name)))) return
  for (const file of readdirSync(cacheDir)) if (!file.startsWith(name)) rmSync(join(cacheDir, file), { force: true })
}

/**
 * The last copy this process unpacked, by file: a process that starts many databases (a test
 * worker) unpacks each once. It is used again only while the file holds the very same bytes.
 */
const unpacked = new Map<string, { packed: Buffer; tarball: Blob }>()

/**
 * A database copied from the file writeCopy wrote, in memory or written to `dataDir`; undefined when
 * there is no such file, or it was cut short or damaged (gzip's checksum turns it away), so that the
 * caller builds the database rather than trusting it.
 */
async function openCopy(file: string, dataDir?: string): Promise<PGlite | undefined> {
  let tarball: Blob
  try {
    const packed = readFileSync(file)
    const kept = unpacked.get(file)
    tarball = kept?.packed.equals(packed) ? kept.tarball : new Blob([gunzipSync(packed)])
    unpacked.set(file, { packed, tarball })
  } catch {
    unpacked.delete(file)
    return undefined
  }
  const db =
    dataDir === undefined ? new PGlite({ loadDataDir: tarball }) : new PGlite(dataDir, { loadDataDir: tarball })
  try {
    await db.waitReady
    return db
  } catch {
    unpacked.delete(file)
    await db.close().catch(() => {})
    // What a copy that failed half-way wrote is no database: the folder is left empty for a build.
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true })
    return undefined
  }
}

/**
 * Writes a copy of the database to `file`, under a name of its own first and then renamed, so a
 * process starting beside this one reads either no copy or a whole one. A copy only saves time: when
 * it cannot be written, it is not, and this says false.
 */
async function writeCopy(db: PGlite, file: string): Promise<boolean> {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
  try {
    // A checkpoint first, so that a copy starts without replaying the write-ahead log.
    await db.exec('checkpoint')
    const tarball = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer())
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(temporary, gzipSync(tarball, { level: 1 }))
    renameSync(temporary, file)
    return true
  } catch {
    rmSync(temporary, { force: true })
    return false
  }
}

import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, expect, it } from 'vitest'
import { openDatabase, setupScripts } from './database.ts'
import { fromSnapshot, type SetupScript } from './snapshot.ts'

const createNotes = { name: 'one.sql', sql: 'create table notes (body text);' }
const scripts: SetupScript[] = [createNotes, { name: 'two.sql', sql: `insert into notes values ('first');` }]

const tempDir = mkdtempSync(join(tmpdir(), 'axon-snapshot-'))
afterAll(() => rmSync(tempDir, { recursive: true, force: true }))

/** Opens a database from the snapshot in `cacheDir` and returns its notes and whether it had to be built. */
async function open(cacheDir: string, from: SetupScript[]): Promise<{ built: boolean; notes: string[] }> {
  let built = false
  const db = await fromSnapshot(cacheDir, from, async (empty: PGlite) => {
    built = true
    for (const script of from) await empty.exec(script.sql)
  })
  try {
    return { built, notes: (await db.query<{ body: string }>('select body from notes')).rows.map((row) => row.body) }
  } finally {
    await db.close()
  }
}

// Each build creates a database, which takes seconds, so each test builds as few as it can.
it('builds the database once, then copies it for the same scripts and never for others', async () => {
  const cacheDir = join(tempDir, 'once')
  expect(await open(cacheDir, scripts)).toEqual({ built: true, notes: ['first'] })
  expect(await open(cacheDir, scripts)).toEqual({ built: false, notes: ['first'] })
  const changed = [createNotes, { name: 'two.sql', sql: `insert into notes values ('changed');` }]
  expect(await open(cacheDir, changed)).toEqual({ built: true, notes: ['changed'] })
  expect(readdirSync(cacheDir)).toHaveLength(1)
})

it('rebuilds a snapshot that was cut short or damaged', async () => {
  const cacheDir = join(tempDir, 'damaged')
  await open(cacheDir, scripts)
  const [name = ''] = readdirSync(cacheDir)
  const whole = readFileSync(join(cacheDir, name))
  writeFileSync(join(cacheDir, name), whole.subarray(0, whole.length >> 1))
  expect(await open(cacheDir, scripts)).toEqual({ built: true, notes: ['first'] })
  writeFileSync(join(cacheDir, name), Buffer.from(whole).fill('damaged', whole.length >> 1, (whole.length >> 1) + 70))
  expect(await open(cacheDir, scripts)).toEqual({ built: true, notes: ['first'] })
  expect(await open(cacheDir, scripts)).toEqual({ built: false, notes: ['first'] })
})

it('writes a new data directory as a copy of the snapshot, which opens again as it was left, and builds one when the copy fails', async () => {
  const cacheDir = join(tempDir, 'to-directory')
  await open(cacheDir, scripts)
  let built = false
  const build = async (empty: PGlite) => {
    built = true
    for (const script of scripts) await empty.exec(script.sql)
  }
  const dataDir = join(tempDir, 'data', 'pglite')
  const copied = await fromSnapshot(cacheDir, scripts, build, dataDir)
  await copied.exec(`insert into notes values ('kept')`)
  await copied.close()
  expect(built).toBe(false)
  const reopened = new PGlite(dataDir)
  expect((await reopened.query<{ body: string }>('select body from notes order by body')).rows).toEqual([
    { body: 'first' },
    { body: 'kept' },
  ])
  await reopened.close()

  // A damaged snapshot: the directory is built instead, and the snapshot made again.
  const [name = ''] = readdirSync(cacheDir)
  const whole = readFileSync(join(cacheDir, name))
  writeFileSync(join(cacheDir, name), whole.subarray(0, whole.length >> 1))
  const rebuiltDir = join(tempDir, 'rebuilt', 'pglite')
  const rebuilt = await fromSnapshot(cacheDir, scripts, build, rebuiltDir)
  expect((await rebuilt.query<{ body: string }>('select body from notes')).rows).toEqual([{ body: 'first' }])
  await rebuilt.close()
  expect(built).toBe(true)
  expect(readdirSync(rebuiltDir)).toContain('PG_VERSION')
})

it('opens an in-memory database that records every setup script as applied, in order', async () => {
  for (let start = 0; start < 2; start++) {
    const db = await openDatabase()
    try {
      const applied = await db.query<{ name: string }>(
        'select name from supabase_local.applied_scripts order by applied_at, name',
      )
      expect(applied.rows.map((row) => row.name)).toEqual(setupScripts().map((script) => script.name))
    } finally {
      await db.close()
    }
  }
})

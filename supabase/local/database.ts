import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { JwtClaims } from './jwt.ts'
import { fromSnapshot, snapshotDirectory, type SetupScript } from './snapshot.ts'

export type RequestRole = 'anon' | 'authenticated' | 'service_role'
export const requestRoles: readonly RequestRole[] = ['anon', 'authenticated', 'service_role']

const supabaseDir = join(import.meta.dirname, '..')
const snapshots = snapshotDirectory('stand-in')

/** The SQL files that build the database, in the order they run: hosted Supabase's own objects, then the project's. */
export function setupScripts(): { name: string; path: string }[] {
  const migrations = readdirSync(join(supabaseDir, 'migrations'))
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: `migrations/${file}`, path: join(supabaseDir, 'migrations', file) }))
  return [
    { name: 'local/bootstrap.sql', path: join(supabaseDir, 'local', 'bootstrap.sql') },
    ...migrations,
    { name: 'seed.sql', path: join(supabaseDir, 'seed.sql') },
  ]
}

/** Opens the database (in memory when no directory is given) and applies the scripts that have not run yet. */
export async function openDatabase(dataDir?: string): Promise<PGlite> {
  const scripts = readScripts()
  const directory = dataDir === undefined ? undefined : join(dataDir, 'pglite')
  if (directory !== undefined && existsSync(join(directory, 'PG_VERSION')))
    return applyScripts(new PGlite(directory), scripts)
  // Creating a database and replaying every script takes seconds; copying one that has run them, a
  // fraction of that. A new data directory starts as such a copy too. Either way the copy then has the
  // same bookkeeping check as an existing data directory.
  return applyScripts(await fromSnapshot(snapshots, scripts, (db) => applyScripts(db, scripts), directory), scripts)
}

function readScripts(): SetupScript[] {
  return setupScripts().map(({ name, path }) => ({ name, sql: readFileSync(path, 'utf8') }))
}

async function applyScripts(db: PGlite, scripts: readonly SetupScript[]): Promise<PGlite> {
  await db.exec(`create schema if not exists supabase_local;
    create table if not exists supabase_local.applied_scripts (name text primary key, applied_at timestamptz not null default now());
    revoke all on schema supabase_local from public;`)
  const applied = new Set(
    (await db.query<{ name: string }>('select name from supabase_local.applied_scripts')).rows.map((row) => row.name),
  )
  for (const script of scripts) {
    if (applied.has(script.name)) continue
    await db.transaction(async (tx) => {
      try {
        await tx.exec(script.sql)
      } catch (error) {
        throw new Error(`Applying supabase/${script.name} failed: ${(error as Error).message}`, { cause: error })
      }
      await tx.query('insert into supabase_local.applied_scripts (name) values ($1)', [script.name])
    })
  }
  return db
}

/** A request's headers as PostgREST hands them to SQL in request.headers: names in lower case. */
function headerObject(headers: Headers | undefined): Record<string, string> {
  return Object.fromEntries(headers ?? [])
}

/**
 * Runs `work` in a transaction as the request's role with its JWT claims and headers set, as PostgREST does,
 * so that row-level security decides what the request may see and change. The transaction is
 * rolled back when `work` reports failure.
 */
export async function asRequest<T>(
  db: PGlite,
  claims: JwtClaims & { role: RequestRole },
  work: (tx: Transaction) => Promise<{ ok: boolean; value: T }>,
  headers?: Headers,
): Promise<T> {
  if (!requestRoles.includes(claims.role)) throw new Error(`Refusing to run SQL as role "${claims.role}".`)
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${claims.role}`)
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true), set_config('request.jwt.claim.role', $3, true), set_config('request.headers', $4, true)`,
      [JSON.stringify(claims), claims.sub ?? '', claims.role, JSON.stringify(headerObject(headers))],
    )
    const result = await work(tx)
    if (!result.ok) await tx.rollback()
    return result.value
  })
}

import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findPostgres } from '../scripts/tools/postgres.ts'
import { startPostgres, type PostgresServer } from './__fixtures__/postgres.ts'

// The supabase/ folder as the real Supabase CLI sees it, on a real PostgreSQL: what `supabase db push`
// does to a hosted project, without Docker or the network (`--remote=<url>` talks to the database only).
const projectDir = resolve(import.meta.dirname, '..')
// The CLI's own binary: npm publishes it per platform, and the registry this project installs from
// carries the Linux x64 build, so package.json names that one as an optional dependency.
const cli = join(projectDir, 'node_modules', '@supabase', 'cli-linux-x64', 'bin', 'supabase')
const migrations = readdirSync(join(import.meta.dirname, 'migrations')).filter((name) => name.endsWith('.sql'))
const postgres = findPostgres()
const missing = !postgres.found
  ? postgres.reason
  : !existsSync(cli)
    ? `the Supabase CLI binary is not installed (${cli}): npm installs @supabase/cli-linux-x64 on Linux x64 only; elsewhere install the CLI (https://supabase.com/docs/guides/local-development/cli/getting-started).`
    : undefined
if (missing) console.warn(`Skipping the Supabase CLI tests: ${missing}`)

interface Outcome {
  code: number
  stdout: string
  stderr: string
}

let server: PostgresServer | undefined

function supabase(...args: string[]): Promise<Outcome> {
  if (!server) throw new Error('PostgreSQL is not running.')
  const command = [...args, `--remote=${server.url}`, '--workdir', projectDir]
  // No update check and no telemetry: both would reach for the network.
  const env = { ...process.env, SUPABASE_NO_UPDATE_NOTIFIER: '1', SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' }
  return new Promise((resolveRun) => {
    execFile(cli, command, { env, cwd: projectDir }, (error, stdout, stderr) =>
      resolveRun({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

describe.skipIf(missing !== undefined)('the Supabase CLI on PostgreSQL', () => {
  beforeAll(async () => {
    if (!postgres.found) return
    server = await startPostgres(postgres.binDir)
    // What a hosted project has before its first migration. Hosted Supabase's postgres role is not a
    // superuser; supautils lets it create policies on storage.objects, which supabase_storage_admin owns.
    // Here postgres is the cluster's superuser and the bootstrap makes it the storage tables' owner,
    // which stands in for that.
    await server.runFile(join(import.meta.dirname, 'local', 'bootstrap.sql'))
  })
  afterAll(() => server?.stop())

  it('applies every migration and the seed with `db push`, reading config.toml without a warning', async () => {
    const pushed = await supabase('db', 'push', '--include-seed', '--yes')
    expect(pushed.code, pushed.stderr).toBe(0)
    const output = pushed.stdout + pushed.stderr
    for (const name of migrations) expect(output).toContain(`Applying migration ${name}`)
    expect(output).toContain('Seeding data from supabase/seed.sql')
    expect(output).not.toMatch(/warn|deprecated|no longer supported/i)
  })

  it('has nothing left to do on a second `db push`', async () => {
    const again = await supabase('db', 'push', '--include-seed', '--yes')
    expect(again.code, again.stderr).toBe(0)
    expect(again.stdout).toContain('Remote database is up to date')
    expect(again.stdout + again.stderr).not.toMatch(/Applying migration|Seeding data/)
  })

  it('finds no problem in the PL/pgSQL functions with `db lint`', async () => {
    const linted = await supabase('db', 'lint', '--level', 'warning', '--fail-on', 'warning')
    expect(linted.code, linted.stdout + linted.stderr).toBe(0)
    expect(linted.stderr).toContain('No schema errors found')
  })

  it('leaves no foreign key without an index and no security warning for the advisors', async () => {
    const advised = await supabase('db', 'advisors', '--level', 'info')
    expect(advised.code, advised.stderr).toBe(0)
    const issues = advised.stdout.trim()
      ? (JSON.parse(advised.stdout) as { name: string; level: string; categories: string[] }[])
      : []
    expect(issues.filter((issue) => issue.name === 'unindexed_foreign_keys')).toEqual([])
    expect(issues.filter((issue) => issue.categories.includes('SECURITY') && issue.level !== 'INFO')).toEqual([])
  })

  it('keeps a version of each write with the channel PostgREST’s settings name, and lets nobody write one', async () => {
    if (!server) throw new Error('PostgreSQL is not running.')
    // As PostgREST runs a request: the role, then the request's claims and headers as settings.
    const asRequest = (role: string, claims: object, headers: object, sql: string) =>
      `set local role ${role}; select set_config('request.jwt.claims', '${JSON.stringify(claims)}', true), set_config('request.headers', '${JSON.stringify(headers)}', true); ${sql}`
    await server.query(
      asRequest(
        'service_role',
        { role: 'service_role' },
        { 'x-axon-channel': 'ci', 'x-axon-actor': 'octocat' },
        `insert into public.blog_posts (title, slug, excerpt, author_name, author_role, category)
         values ('Versioned', 'versioned-on-postgres', 'An excerpt.', 'A', 'B', 'technical')`,
      ),
    )
    await server.query(`update public.blog_posts set title = 'Changed in SQL' where slug = 'versioned-on-postgres'`)
    const versions = await server.query(
      `select version, operation, channel, coalesce(actor_label, '-'), post ->> 'title' from public.blog_post_versions
        where slug = 'versioned-on-postgres' order by version`,
    )
    expect(versions.trim().split('\n')).toEqual(['1|insert|ci|octocat|Versioned', '2|update|sql|-|Changed in SQL'])
    const forged = server.query(
      asRequest(
        'service_role',
        { role: 'service_role' },
        {},
        `update public.blog_post_versions set channel = 'admin' where slug = 'versioned-on-postgres'`,
      ),
    )
    await expect(forged).rejects.toThrow(/permission denied for table blog_post_versions/)
  })
})

import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DataDirectoryLockedError, localJwtSecret, signJwt, startLocalSupabase } from './index.ts'
import { signingKeyFile } from './signing-key.ts'
import { clientFor, postRow, startWithActors, type Actors } from './test-support.ts'

describe('requests the stand-in refuses', () => {
  let actors: Actors
  const count = async () => (await actors.service.from('blog_posts').select('*', { count: 'exact', head: true })).count
  beforeAll(async () => {
    actors = await startWithActors()
    await actors.service
      .from('blog_posts')
      .insert(postRow({ slug: 'kept' }))
      .throwOnError()
  })
  afterAll(() => actors?.supabase.stop())

  it('answers malformed filters, unknown columns and wrong types with PostgREST errors', async () => {
    const malformed = await actors.service.from('blog_posts').select('id').filter('slug', 'between', 'a')
    expect([malformed.status, malformed.error?.code]).toEqual([400, 'PGRST100'])
    const unknownColumn = await actors.service.from('blog_posts').select('id, secret_column')
    expect([unknownColumn.status, unknownColumn.error?.code]).toEqual([400, '42703'])
    const wrongType = await actors.service
      .from('blog_posts')
      .select('id')
      .eq('read_time_minutes', 'many' as unknown as number)
    expect([wrongType.status, wrongType.error?.code]).toEqual([400, '22P02'])
    const unknownTable = await actors.service.from('no_such_table' as 'blog_posts').select('id')
    expect([unknownTable.status, unknownTable.error?.code]).toEqual([404, 'PGRST205'])
  })

  it('refuses invalid writes and changes nothing', async () => {
    const before = await count()
    const badRow = await actors.service
      .from('blog_posts')
      .insert([postRow({ slug: 'fine-one' }), postRow({ slug: 'Not A Slug!' })])
    expect([badRow.status, badRow.error?.code]).toEqual([400, '23514'])
    const duplicate = await actors.service.from('blog_posts').insert(postRow({ slug: 'kept' }))
    expect([duplicate.status, duplicate.error?.code]).toEqual([409, '23505'])
    const oversize = await actors.service.from('blog_posts').insert(postRow({ excerpt: 'x'.repeat(2 * 1024 * 1024) }))
    expect(oversize.status).toBe(413)
    expect(await count()).toBe(before)
  })

  it('answers a garbage, forged or expired token with 401 and never runs its request', async () => {
    const garbage = await clientFor(actors.supabase, 'not-a-jwt').from('blog_posts').select('id')
    expect([garbage.status, garbage.error?.code]).toEqual([401, 'PGRST301'])
    const forged = await clientFor(
      actors.supabase,
      signJwt({ role: 'service_role' }, 'a-different-secret-of-at-least-32-chars'),
    )
      .from('blog_posts')
      .select('id')
    expect(forged.status).toBe(401)
    const expired = await clientFor(
      actors.supabase,
      signJwt({ role: 'service_role', exp: Math.floor(Date.now() / 1000) - 60 }, localJwtSecret),
    )
      .from('blog_posts')
      .delete()
      .neq('slug', '')
    expect([expired.status, expired.error?.code]).toEqual([401, 'PGRST303'])
    const unknownRole = await clientFor(actors.supabase, signJwt({ role: 'postgres' }, localJwtSecret))
      .from('blog_posts')
      .delete()
      .neq('slug', '')
    expect(unknownRole.status).toBe(401)
    expect(await count()).toBeGreaterThan(0)
  })

  it('signs in with a password, refuses a wrong one, refreshes and signs out', async () => {
    const client = clientFor(actors.supabase, actors.supabase.anonKey)
    const wrong = await client.auth.signInWithPassword({ email: 'editor@example.com', password: 'not-it' })
    expect(wrong.error?.message).toBe('Invalid login credentials')
    const { data } = await client.auth.signInWithPassword({
      email: 'editor@example.com',
      password: 'editor-password-1',
    })
    expect(data.user?.email).toBe('editor@example.com')
    expect((await client.auth.getUser()).data.user?.id).toBe(data.user?.id)
    const refreshed = await client.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    expect(refreshed.data.session?.refresh_token).not.toBe(data.session?.refresh_token)
    await client.auth.signOut()
    const reused = await clientFor(actors.supabase, actors.supabase.anonKey).auth.refreshSession({
      refresh_token: refreshed.data.session?.refresh_token ?? '',
    })
    expect(reused.error).not.toBeNull()
  })
})

describe('the data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'axon-supabase-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('keeps data across a restart and creates the staff account once', async () => {
    const first = await startLocalSupabase({ dataDir, port: false, functions: {} })
    const account = first.staffAccount
    expect(account?.email).toBe('staff@axon.local')
    await clientFor(first, first.serviceRoleKey)
      .from('blog_posts')
      .insert(postRow({ slug: 'survives-restart' }))
      .throwOnError()
    await first.stop()
    const second = await startLocalSupabase({ dataDir, port: false, functions: {} })
    expect(second.staffAccount).toEqual(account)
    const { data } = await clientFor(second, second.serviceRoleKey).from('blog_posts').select('slug').throwOnError()
    expect(data).toEqual([{ slug: 'survives-restart' }])
    const staff = clientFor(second, second.anonKey)
    expect((await staff.auth.signInWithPassword(account ?? { email: '', password: '' })).error).toBeNull()
    expect((await staff.from('staff_members').select('website_code')).data).toEqual([{ website_code: 'axon' }])
    await second.stop()
  }, 60_000)

  it('keeps the key that signs sessions, readable by its owner only, so a session outlives a restart', async () => {
    const first = await startLocalSupabase({ dataDir, port: false, functions: {} })
    const { data } = await clientFor(first, first.publishableKey).auth.signInWithPassword(
      first.staffAccount ?? { email: '', password: '' },
    )
    await first.stop()
    expect(statSync(signingKeyFile(dataDir)).mode & 0o777).toBe(0o600)
    const second = await startLocalSupabase({ dataDir, port: false, functions: {} })
    try {
      expect(second.signingKey.jwk).toEqual(first.signingKey.jwk)
      const response = await second.fetch(`${second.url}/rest/v1/staff_members?select=website_code`, {
        headers: { apikey: second.publishableKey, authorization: `Bearer ${data.session?.access_token}` },
      })
      expect(await response.json()).toEqual([{ website_code: 'axon' }])
    } finally {
      await second.stop()
    }
    const [inMemory, another] = await Promise.all([1, 2].map(() => startLocalSupabase({ port: false, functions: {} })))
    expect(inMemory?.signingKey.kid).not.toBe(another?.signingKey.kid)
    await Promise.all([inMemory?.stop(), another?.stop()])
  }, 60_000)

  it('refuses a directory that a live process holds, naming it, and takes over a stale lock', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'])
    try {
      writeFileSync(join(dataDir, 'stand-in.lock'), String(holder.pid))
      const refused = await startLocalSupabase({ dataDir, port: false, functions: {} }).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(DataDirectoryLockedError)
      expect((refused as Error).message).toContain(String(holder.pid))
    } finally {
      holder.kill()
      await new Promise((resolve) => holder.once('exit', resolve))
    }
    const takenOver = await startLocalSupabase({ dataDir, port: false, functions: {} })
    await takenOver.stop()
  }, 60_000)

  it('gives the staff user a new password, that works, when staff-account.json is lost', async () => {
    const first = await startLocalSupabase({ dataDir, port: false, functions: {} })
    const lost = first.staffAccount
    await first.db.query('delete from public.staff_members')
    await first.stop()
    rmSync(join(dataDir, 'staff-account.json'))
    const second = await startLocalSupabase({ dataDir, port: false, functions: {} })
    try {
      const account = second.staffAccount ?? { email: '', password: '' }
      expect(account.email).toBe(lost?.email)
      expect(account.password).not.toBe(lost?.password)
      expect(JSON.parse(readFileSync(join(dataDir, 'staff-account.json'), 'utf8'))).toEqual(account)
      const staff = clientFor(second, second.anonKey)
      expect((await staff.auth.signInWithPassword(account)).error).toBeNull()
      expect((await staff.from('staff_members').select('website_code')).data).toEqual([{ website_code: 'axon' }])
    } finally {
      await second.stop()
    }
  }, 60_000)
})

describe('the data directory lock', () => {
  const made: string[] = []
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'axon-supabase-lock-'))
    made.push(dir)
    return dir
  }
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true })
  })

  it('names the URL the stand-in holding the directory serves', async () => {
    const dataDir = freshDir()
    const holder = await startLocalSupabase({ dataDir, port: 0, functions: {} })
    try {
      expect(holder.url).not.toBe('http://127.0.0.1:54321')
      const refused = await startLocalSupabase({ dataDir, port: false, functions: {} }).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(DataDirectoryLockedError)
      expect((refused as Error).message).toContain(holder.url)
      expect((refused as Error).message).not.toContain('54321')
    } finally {
      await holder.stop()
    }
  }, 60_000)

  it('takes over a lock whose pid now belongs to a program that is not a stand-in', async () => {
    const dataDir = freshDir()
    const other = spawn('sleep', ['60'])
    const otherNode = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'])
    try {
      writeFileSync(join(dataDir, 'stand-in.lock'), String(other.pid))
      await (await startLocalSupabase({ dataDir, port: false, functions: {} })).stop()
      // A Node process started after the stand-in that wrote the lock is not that stand-in.
      writeFileSync(
        join(dataDir, 'stand-in.lock'),
        JSON.stringify({ pid: otherNode.pid, processStart: '1', url: 'http://127.0.0.1:54321' }),
      )
      await (await startLocalSupabase({ dataDir, port: false, functions: {} })).stop()
    } finally {
      for (const child of [other, otherNode]) {
        child.kill()
        await new Promise((resolve) => child.once('exit', resolve))
      }
    }
  }, 60_000)
})

import type { PGlite } from '@electric-sql/pglite'
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { reseed, testDatabase } from './__fixtures__/database.ts'
import { handleRest, type RestRequest, type RestSettings } from './index.ts'

let db: PGlite
beforeAll(async () => {
  db = await testDatabase()
})
beforeEach(() => reseed(db))

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>

/** Node 20 has no WebSocket and supabase-js wants one at creation; these tests never open Realtime. */
class NoWebSocket {
  constructor() {
    throw new Error('Realtime is not part of the REST tests.')
  }
}

/** A supabase-js client whose requests reach handleRest directly, run as `role` the way the server runs them. */
function clientAs(role: RestRequest['role'], settings: RestSettings = {}): SupabaseClient {
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const table = /^\/rest\/v1\/(.+)$/.exec(url.pathname)?.[1]
    if (!table) return new Response(null, { status: 404 })
    const body = typeof init?.body === 'string' ? init.body : ''
    const request: RestRequest = {
      method: init?.method ?? 'GET',
      table,
      searchParams: url.searchParams,
      headers: new Headers(init?.headers),
      body,
      role,
    }
    const answer = await db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`)
      const result = await handleRest(request, tx, settings)
      if (result.status >= 400) await tx.rollback()
      return result
    })
    return new Response(answer.body, { status: answer.status, headers: answer.headers })
  }
  return createClient('http://127.0.0.1:54321', 'any-key', {
    global: { fetch },
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket as unknown as Transport },
  })
}

const anon = () => clientAs('anon')
const staff = () => clientAs('authenticated')

describe('reads', () => {
  test('select with spaces, order and RLS', async () => {
    const { data, error } = await anon().from('posts').select('slug, heading:title').order('slug')
    expect(error).toBeNull()
    expect(data).toEqual([
      { slug: 'ai-notes', heading: 'AI notes' },
      { slug: 'erp-guide', heading: 'ERP guide' },
    ])
  })

  test('filters as the builder writes them', async () => {
    const { data } = await staff()
      .from('posts')
      .select('slug')
      .or('title.ilike.*erp*,tags.cs.{ai}')
      .in('slug', ['erp-guide', 'ai-notes', 'a,b'])
      .contains('tags', ['erp'])
      .not('published_at', 'is', null)
      .gte('views', 1)
    expect(data).toEqual([{ slug: 'erp-guide' }])
  })

  test('count with head, and range', async () => {
    const counted = await anon().from('posts').select('*', { count: 'exact', head: true })
    expect([counted.count, counted.data, counted.error]).toEqual([2, null, null])
    const page = await staff().from('posts').select('slug', { count: 'exact' }).order('slug').range(1, 1)
    expect([page.data, page.count, page.status]).toEqual([[{ slug: 'draft' }], 3, 206])
  })

  test('single and maybeSingle', async () => {
    expect((await anon().from('posts').select('slug').eq('slug', 'erp-guide').single()).data).toEqual({
      slug: 'erp-guide',
    })
    const missing = await anon().from('posts').select('slug').eq('slug', 'draft').single()
    expect([missing.status, missing.error?.code, missing.error?.details]).toEqual([
      406,
      'PGRST116',
      'The result contains 0 rows',
    ])
    expect(await anon().from('posts').select('slug').eq('slug', 'draft').maybeSingle()).toMatchObject({
      data: null,
      error: null,
      status: 200,
    })
    expect((await anon().from('posts').select('slug').maybeSingle()).error?.code).toBe('PGRST116')
  })

  test('errors arrive as PostgrestError fields', async () => {
    const { error, status } = await anon().from('nope').select()
    expect(status).toBe(404)
    expect(error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.nope' in the schema cache",
    })
  })
})

describe('max_rows', () => {
  const capped = () => clientAs('service_role', { maxRows: 2 })

  test('a select without range gets max_rows rows; asking for more does not get more', async () => {
    expect((await capped().from('posts').select('slug').order('slug')).data).toEqual([
      { slug: 'ai-notes' },
      { slug: 'draft' },
    ])
    const page = await capped().from('posts').select('slug', { count: 'exact' }).order('slug').range(0, 9)
    expect([page.data?.length, page.count, page.status]).toEqual([2, 3, 206])
    expect((await capped().from('posts').select('slug').limit(10)).data).toHaveLength(2)
  })

  test('paging by max_rows reaches every row', async () => {
    const first = await capped().from('posts').select('slug').order('slug').range(0, 1)
    const second = await capped().from('posts').select('slug').order('slug').range(2, 3)
    expect([...(first.data ?? []), ...(second.data ?? [])]).toEqual([
      { slug: 'ai-notes' },
      { slug: 'draft' },
      { slug: 'erp-guide' },
    ])
  })

  test('an insert returning its rows gets them all back', async () => {
    const { data, status } = await capped()
      .from('posts')
      .insert([
        { slug: 'a', title: 'A' },
        { slug: 'b', title: 'B' },
        { slug: 'c', title: 'C' },
      ])
      .select('slug')
    expect([status, data]).toEqual([201, [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }]])
  })
})

describe('writes', () => {
  test('insert, then select the row back', async () => {
    const { data, status } = await staff()
      .from('posts')
      .insert({ slug: 'new', title: 'New', tags: ['x'] })
      .select('slug, tags')
      .single()
    expect([status, data]).toEqual([201, { slug: 'new', tags: ['x'] }])
  })

  test('insert without select, and defaultToNull: false', async () => {
    const { error, status } = await staff()
      .from('posts')
      .insert(
        [
          { slug: 'a', title: 'A', views: 2 },
          { slug: 'b', title: 'B' },
        ],
        { defaultToNull: false },
      )
    expect([error, status]).toEqual([null, 201])
    expect((await staff().from('posts').select('slug, tags, views').in('slug', ['a', 'b']).order('slug')).data).toEqual(
      [
        { slug: 'a', tags: [], views: 2 },
        { slug: 'b', tags: [], views: 0 },
      ],
    )
  })

  test('upsert on a unique column', async () => {
    const { data } = await staff()
      .from('posts')
      .upsert({ slug: 'draft', title: 'Draft, done' }, { onConflict: 'slug' })
      .select('slug, title')
    expect(data).toEqual([{ slug: 'draft', title: 'Draft, done' }])
  })

  test('update and delete', async () => {
    const updated = await staff()
      .from('posts')
      .update({ published: true })
      .eq('slug', 'draft')
      .select('slug, published')
    expect([updated.status, updated.data]).toEqual([200, [{ slug: 'draft', published: true }]])
    const deleted = await staff().from('posts').delete({ count: 'exact' }).eq('slug', 'draft')
    expect([deleted.status, deleted.count, deleted.error]).toEqual([204, 1, null])
  })

  test('an RLS refusal for anon', async () => {
    const { error, status } = await anon().from('posts').insert({ slug: 'x', title: 'X' })
    expect(status).toBe(401)
    expect(error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "posts"',
    })
  })
})

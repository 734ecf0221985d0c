import type { PGlite } from '@electric-sql/pglite'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { reseed, rest, tableRows, testDatabase, type CallOptions } from './__fixtures__/database.ts'

let db: PGlite
beforeAll(async () => {
  db = await testDatabase()
})
beforeEach(() => reseed(db))

const staff: CallOptions = { role: 'authenticated' }
const representation = { prefer: 'return=representation' }
const slugs = () => tableRows(db, 'select slug from posts order by slug')

describe('insert', () => {
  test('without a representation: 201, no body, Content-Range */*', async () => {
    const answer = await rest(db, 'posts', { ...staff, method: 'POST', body: { slug: 'new', title: 'New' } })
    expect([answer.status, answer.body, answer.headers['content-range']]).toEqual([201, null, '*/*'])
    expect(await tableRows(db, `select title, tags, views from posts where slug = 'new'`)).toEqual([
      { title: 'New', tags: [], views: 0 },
    ])
  })

  test('an insert-only policy is enough when no rows are asked back', async () => {
    const answer = await rest(db, 'enquiries', { method: 'POST', body: { email: 'cio@example.com' } })
    expect(answer.status).toBe(201)
    expect(await tableRows(db, 'select id, email from enquiries')).toEqual([{ id: 1, email: 'cio@example.com' }])
  })

  test('return=representation sends the rows through select, JSON values converted to column types', async () => {
    const body = { slug: 'new', title: 'New', tags: ['a', 'b'], meta: { x: [1] }, published_at: '2025-03-04T05:06:07Z' }
    const answer = await rest(db, 'posts?select=slug,tags,meta,published_at', {
      ...staff,
      method: 'POST',
      body,
      headers: representation,
    })
    expect(answer.status).toBe(201)
    expect(answer.json).toEqual([
      { slug: 'new', tags: ['a', 'b'], meta: { x: [1] }, published_at: '2025-03-04T05:06:07+00:00' },
    ])
  })

  test('an array with the columns parameter; keys missing from an object are null', async () => {
    const body = [
      { slug: 'a', title: 'A', meta: { m: 1 } },
      { slug: 'b', title: 'B', ignored: 1 },
    ]
    const answer = await rest(db, 'posts?columns="slug","title","meta"&select=slug,meta', {
      ...staff,
      method: 'POST',
      body,
      headers: representation,
    })
    expect(answer.json).toEqual([
      { slug: 'a', meta: { m: 1 } },
      { slug: 'b', meta: null },
    ])
  })

  test('missing=default gives absent keys their column default', async () => {
    const body = [
      { slug: 'a', title: 'A', views: 3 },
      { slug: 'b', title: 'B' },
      { slug: 'c', title: 'C' },
    ]
    const answer = await rest(db, 'posts?select=slug,views', {
      ...staff,
      method: 'POST',
      body,
      headers: { prefer: 'return=representation,missing=default' },
    })
    expect(answer.json).toEqual([
      { slug: 'a', views: 3 },
      { slug: 'b', views: 0 },
      { slug: 'c', views: 0 },
    ])
  })

  test('an empty array inserts nothing', async () => {
    const answer = await rest(db, 'posts', { ...staff, method: 'POST', body: [], headers: representation })
    expect([answer.status, answer.json]).toEqual([201, []])
  })

  test('.single() gets the inserted object; count=exact counts it', async () => {
    const answer = await rest(db, 'posts?select=slug', {
      ...staff,
      method: 'POST',
      body: { slug: 'one', title: 'One' },
      headers: { prefer: 'return=representation,count=exact', accept: 'application/vnd.pgrst.object+json' },
    })
    expect([answer.status, answer.json, answer.headers['content-range']]).toEqual([201, { slug: 'one' }, '*/1'])
  })

  test('.single() over two inserted rows is 406 and inserts nothing', async () => {
    const answer = await rest(db, 'posts', {
      ...staff,
      method: 'POST',
      body: [
        { slug: 'x', title: 'X' },
        { slug: 'y', title: 'Y' },
      ],
      headers: { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
    })
    expect(answer.status).toBe(406)
    expect(await slugs()).toHaveLength(3)
  })
})

describe('upsert', () => {
  const post = { id: '00000000-0000-0000-0000-000000000002', slug: 'ai-notes', title: 'AI notes, revised' }

  test('merge-duplicates updates the row the primary key matches', async () => {
    const answer = await rest(db, 'posts?select=slug,title', {
      ...staff,
      method: 'POST',
      body: post,
      headers: { prefer: 'return=representation,resolution=merge-duplicates' },
    })
    expect([answer.status, answer.json]).toEqual([201, [{ slug: 'ai-notes', title: 'AI notes, revised' }]])
  })

  test('on_conflict names the conflict columns', async () => {
    const body = [
      { slug: 'ai-notes', title: 'Revised' },
      { slug: 'fresh', title: 'Fresh' },
    ]
    const answer = await rest(db, 'posts?on_conflict=slug&select=slug,title,views', {
      ...staff,
      method: 'POST',
      body,
      headers: { prefer: 'return=representation,resolution=merge-duplicates' },
    })
    expect(answer.json).toEqual([
      { slug: 'ai-notes', title: 'Revised', views: 5 },
      { slug: 'fresh', title: 'Fresh', views: 0 },
    ])
  })

  test('ignore-duplicates keeps the existing row and returns only new ones', async () => {
    const body = [
      { slug: 'ai-notes', title: 'Ignored' },
      { slug: 'fresh', title: 'Fresh' },
    ]
    const answer = await rest(db, 'posts?on_conflict=slug&select=slug', {
      ...staff,
      method: 'POST',
      body,
      headers: { prefer: 'return=representation,resolution=ignore-duplicates' },
    })
    expect(answer.json).toEqual([{ slug: 'fresh' }])
    expect(await tableRows(db, `select title from posts where slug = 'ai-notes'`)).toEqual([{ title: 'AI notes' }])
  })
})

describe('update', () => {
  test('with a representation: 200 and the changed rows', async () => {
    const answer = await rest(db, 'posts?slug=eq.draft&select=slug,views,tags', {
      ...staff,
      method: 'PATCH',
      body: { views: 7, tags: ['x'] },
      headers: representation,
    })
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual([{ slug: 'draft', views: 7, tags: ['x'] }])
    expect(answer.headers['content-range']).toBe('0-0/*')
  })

  test('without one: 204; count=exact counts the changed rows', async () => {
    const answer = await rest(db, 'posts?tags=cs.{erp}', {
      ...staff,
      method: 'PATCH',
      body: { views: 1 },
      headers: { prefer: 'count=exact' },
    })
    expect([answer.status, answer.body, answer.headers['content-range']]).toEqual([204, null, '0-1/2'])
  })

  test('RLS limits what anon can change to nothing here', async () => {
    const answer = await rest(db, 'posts?slug=eq.erp-guide', {
      method: 'PATCH',
      body: { views: 99 },
      headers: representation,
    })
    expect([answer.status, answer.json]).toEqual([200, []])
  })

  test('an empty object changes nothing', async () => {
    const answer = await rest(db, 'posts?slug=eq.draft', {
      ...staff,
      method: 'PATCH',
      body: {},
      headers: representation,
    })
    expect([answer.status, answer.json]).toEqual([200, []])
  })

  test('limit with order changes only the first rows', async () => {
    await rest(db, 'posts?views=gte.0&order=views.desc&limit=1', { ...staff, method: 'PATCH', body: { title: 'Top' } })
    expect(await tableRows(db, `select slug from posts where title = 'Top'`)).toEqual([{ slug: 'erp-guide' }])
  })

  test('max-affected with handling=strict refuses a larger change', async () => {
    const answer = await rest(db, 'posts?views=gte.0', {
      ...staff,
      method: 'PATCH',
      body: { views: 1 },
      headers: { prefer: 'handling=strict,max-affected=1' },
    })
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({
      code: 'PGRST124',
      details: 'The query affects 3 rows',
      hint: null,
      message: 'Query result exceeds max-affected preference constraint',
    })
    expect(await tableRows(db, 'select views from posts where views = 1')).toEqual([])
  })
})

describe('delete', () => {
  test('with a representation: 200 and the deleted rows', async () => {
    const answer = await rest(db, 'posts?slug=eq.draft&select=slug', {
      ...staff,
      method: 'DELETE',
      headers: representation,
    })
    expect([answer.status, answer.json]).toEqual([200, [{ slug: 'draft' }]])
    expect(await slugs()).toEqual([{ slug: 'ai-notes' }, { slug: 'erp-guide' }])
  })

  test('without one: 204', async () => {
    const answer = await rest(db, 'posts?slug=in.(draft,ai-notes)', { ...staff, method: 'DELETE' })
    expect([answer.status, answer.body]).toEqual([204, null])
    expect(await slugs()).toEqual([{ slug: 'erp-guide' }])
  })
})

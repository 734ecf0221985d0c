import type { PGlite } from '@electric-sql/pglite'
import { beforeAll, describe, expect, test } from 'vitest'
import { reseed, rest, testDatabase } from './__fixtures__/database.ts'

let db: PGlite
beforeAll(async () => {
  db = await testDatabase()
  await reseed(db)
})

const erpGuide = {
  id: '00000000-0000-0000-0000-000000000001',
  slug: 'erp-guide',
  title: 'ERP guide',
  tags: ['erp', 'guide'],
  meta: { level: 1 },
  views: 10,
  published: true,
  published_at: '2024-01-01T00:00:00+00:00',
}

describe('select', () => {
  test('* returns the rows RLS lets the role see, typed as PostgREST writes them', async () => {
    const answer = await rest(db, 'posts?select=*&order=slug.desc')
    expect(answer.status).toBe(200)
    expect(answer.headers).toEqual({ 'content-type': 'application/json; charset=utf-8', 'content-range': '0-1/*' })
    expect(answer.json).toEqual([erpGuide, expect.objectContaining({ slug: 'ai-notes' })])
    expect(answer.body).toContain('"published_at":"2024-01-01T00:00:00+00:00"')
  })

  test('no select parameter means every column', async () => {
    expect((await rest(db, 'posts?slug=eq.erp-guide')).json).toEqual([erpGuide])
  })

  test('columns, aliases and casts', async () => {
    const answer = await rest(db, 'posts?select=slug,heading:title,views::text,"published"&slug=eq.erp-guide')
    expect(answer.json).toEqual([{ slug: 'erp-guide', heading: 'ERP guide', views: '10', published: true }])
  })

  test('an empty select gives empty objects', async () => {
    expect((await rest(db, 'posts?select=&order=slug')).json).toEqual([{}, {}])
  })

  test('service_role bypasses RLS', async () => {
    expect((await rest(db, 'posts?select=slug&order=slug', { role: 'service_role' })).json).toEqual([
      { slug: 'ai-notes' },
      { slug: 'draft' },
      { slug: 'erp-guide' },
    ])
  })
})

describe('order, limit, offset, Range', () => {
  const slugs = async (query: string, headers: Record<string, string> = {}) =>
    (await rest(db, `posts?select=slug&${query}`, { role: 'service_role', headers })).json

  test('order by several columns, directions and nulls placement', async () => {
    expect(await slugs('order=published_at.desc.nullslast')).toEqual([
      { slug: 'ai-notes' },
      { slug: 'erp-guide' },
      { slug: 'draft' },
    ])
    expect(await slugs('order=published_at.asc.nullsfirst')).toEqual([
      { slug: 'draft' },
      { slug: 'erp-guide' },
      { slug: 'ai-notes' },
    ])
    expect(await slugs('order=published.desc,views')).toEqual([
      { slug: 'ai-notes' },
      { slug: 'erp-guide' },
      { slug: 'draft' },
    ])
  })

  test('limit and offset', async () => {
    const answer = await rest(db, 'posts?select=slug&order=slug&limit=1&offset=1', { role: 'service_role' })
    expect(answer.json).toEqual([{ slug: 'draft' }])
    expect(answer.headers['content-range']).toBe('1-1/*')
  })

  test('a Range header pages like limit and offset', async () => {
    const answer = await rest(db, 'posts?select=slug&order=slug', {
      role: 'service_role',
      headers: { range: '1-2', 'range-unit': 'items' },
    })
    expect(answer.json).toEqual([{ slug: 'draft' }, { slug: 'erp-guide' }])
    expect(answer.headers['content-range']).toBe('1-2/*')
  })

  test('a Range header whose end is before its start is 416', async () => {
    const answer = await rest(db, 'posts', { headers: { range: '3-1' } })
    expect(answer.status).toBe(416)
    expect(answer.json).toEqual({
      code: 'PGRST103',
      details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      hint: null,
      message: 'Requested range not satisfiable',
    })
  })
})

describe('count', () => {
  test('count=exact gives the total; a partial page is 206', async () => {
    const answer = await rest(db, 'posts?select=slug&order=slug&limit=1', { headers: { prefer: 'count=exact' } })
    expect(answer.status).toBe(206)
    expect(answer.headers['content-range']).toBe('0-0/2')
  })

  test('the whole result is 200 with first-last/total; planned counts exactly too', async () => {
    const answer = await rest(db, 'posts?select=slug', { headers: { prefer: 'count=planned' } })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-range']).toBe('0-1/2')
  })

  test('no rows: */total', async () => {
    const answer = await rest(db, 'posts?slug=eq.none', { headers: { prefer: 'count=exact' } })
    expect([answer.status, answer.headers['content-range'], answer.json]).toEqual([200, '*/0', []])
  })

  test('an offset past the end is 416', async () => {
    const answer = await rest(db, 'posts?offset=5', { headers: { prefer: 'count=exact' } })
    expect(answer.status).toBe(416)
    expect(answer.json).toEqual({
      code: 'PGRST103',
      details: 'An offset of 5 was requested, but there are only 2 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    })
  })

  test('HEAD sends the headers only', async () => {
    const answer = await rest(db, 'posts?select=*', { method: 'HEAD', headers: { prefer: 'count=exact' } })
    expect([answer.status, answer.headers['content-range'], answer.body]).toEqual([200, '0-1/2', null])
  })
})

describe('single object', () => {
  const object = { accept: 'application/vnd.pgrst.object+json' }

  test('exactly one row comes back as the object', async () => {
    const answer = await rest(db, 'posts?select=slug,views&slug=eq.erp-guide', { headers: object })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('application/vnd.pgrst.object+json; charset=utf-8')
    expect(answer.json).toEqual({ slug: 'erp-guide', views: 10 })
  })

  test.each([
    ['slug=eq.none', 0],
    ['published=is.true', 2],
  ])('%s is 406 PGRST116', async (filter, rows) => {
    const answer = await rest(db, `posts?${filter}`, { headers: object })
    expect(answer.status).toBe(406)
    expect(answer.json).toEqual({
      code: 'PGRST116',
      details: `The result contains ${rows} rows`,
      hint: null,
      message: 'JSON object requested, multiple (or no) rows returned',
    })
  })

  test('nulls=stripped leaves null fields out', async () => {
    const answer = await rest(db, 'posts?select=slug,meta&slug=eq.draft', {
      role: 'service_role',
      headers: { accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
    })
    expect(answer.json).toEqual({ slug: 'draft' })
  })
})

describe('max_rows', () => {
  // Three posts are visible to service_role; a cap of two shows what hosted PostgREST does at 1,000.
  const capped = (query: string, headers: Record<string, string> = {}) =>
    rest(db, `posts?select=slug&order=slug&${query}`, { role: 'service_role', headers, settings: { maxRows: 2 } })

  test('a read without a limit returns at most max_rows rows', async () => {
    const answer = await capped('')
    expect([answer.status, answer.headers['content-range'], answer.json]).toEqual([
      200,
      '0-1/*',
      [{ slug: 'ai-notes' }, { slug: 'draft' }],
    ])
  })

  test('with count=exact the Content-Range shows the rows returned of the total, and the status is 206', async () => {
    const answer = await capped('', { prefer: 'count=exact' })
    expect([answer.status, answer.headers['content-range']]).toEqual([206, '0-1/3'])
  })

  test('a larger limit or Range is cut to max_rows from the requested offset', async () => {
    expect((await capped('limit=10')).json).toEqual([{ slug: 'ai-notes' }, { slug: 'draft' }])
    const ranged = await capped('', { range: '0-9', prefer: 'count=exact' })
    expect([ranged.status, ranged.headers['content-range']]).toEqual([206, '0-1/3'])
    const offset = await capped('offset=1&limit=10', { prefer: 'count=exact' })
    expect([offset.status, offset.headers['content-range'], offset.json]).toEqual([
      206,
      '1-2/3',
      [{ slug: 'draft' }, { slug: 'erp-guide' }],
    ])
  })

  test('a smaller limit is kept', async () => {
    expect((await capped('limit=1')).json).toEqual([{ slug: 'ai-notes' }])
  })

  test('the rows a write returns are not capped, as in PostgREST since version 10', async () => {
    const answer = await rest(db, 'posts?select=slug&views=gte.0', {
      method: 'PATCH',
      role: 'service_role',
      headers: { prefer: 'return=representation' },
      body: { views: 1 },
      settings: { maxRows: 1 },
    })
    expect([answer.status, (answer.json as unknown[]).length]).toEqual([200, 3])
    await reseed(db)
  })
})

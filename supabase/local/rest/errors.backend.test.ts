import type { PGlite } from '@electric-sql/pglite'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { reseed, rest, tableRows, testDatabase, type CallOptions } from './__fixtures__/database.ts'

let db: PGlite
beforeAll(async () => {
  db = await testDatabase()
})
beforeEach(() => reseed(db))

const staff: CallOptions = { role: 'authenticated' }
const error = (code: string, message: string, details: string | null = null, hint: string | null = null) => ({
  code,
  details,
  hint,
  message,
})
const snapshot = () => tableRows(db, 'select slug, title, views from posts order by slug')

test('an unknown table is 404 PGRST205', async () => {
  const answer = await rest(db, 'nope')
  expect(answer.status).toBe(404)
  expect(answer.headers).toEqual({ 'content-type': 'application/json; charset=utf-8' })
  expect(answer.json).toEqual(error('PGRST205', "Could not find the table 'public.nope' in the schema cache"))
})

describe('the query string', () => {
  test.each([
    ['posts?select=nope', 'column posts.nope does not exist'],
    ['posts?nope=eq.1', 'column posts.nope does not exist'],
    ['posts?order=nope', 'column posts.nope does not exist'],
  ])('%s: 400 42703', async (target, message) => {
    const answer = await rest(db, target)
    expect([answer.status, answer.json]).toEqual([400, error('42703', message)])
  })

  test.each([
    ['posts?slug=xx.1', '"failed to parse filter (xx.1)" (line 1, column 1)'],
    ['posts?slug=eq', '"failed to parse filter (eq)" (line 1, column 3)'],
    ['posts?slug=in.(a,"b)', '"failed to parse filter (in.(a,"b))" (line 1, column 10)'],
    ['posts?slug=in.a,b', '"failed to parse filter (in.a,b)" (line 1, column 4)'],
    ['posts?published=is.maybe', '"failed to parse filter (is.maybe)" (line 1, column 4)'],
    ['posts?slug=neq(any).{a}', '"failed to parse filter (neq(any).{a})" (line 1, column 4)'],
    ['posts?or=(slug.eq.a', '"failed to parse logic tree ((slug.eq.a)" (line 1, column 11)'],
    ['posts?or=slug.eq.a', '"failed to parse logic tree (slug.eq.a)" (line 1, column 1)'],
    ['posts?author.name=eq.a', '"failed to parse tree path (author.name)" (line 1, column 1)'],
    ['posts?select=id,author(name)', '"failed to parse select parameter (id,author(name))" (line 1, column 10)'],
    ['posts?select=meta->level', '"failed to parse select parameter (meta->level)" (line 1, column 5)'],
    ['posts?select=views::money', '"failed to parse select parameter (views::money)" (line 1, column 8)'],
    ['posts?order=views.sideways', '"failed to parse order (views.sideways)" (line 1, column 6)'],
    ['posts?limit=ten', '"failed to parse limit parameter (ten)" (line 1, column 1)'],
    ['posts?offset=-1', '"failed to parse offset parameter (-1)" (line 1, column 1)'],
  ])('%s: 400 PGRST100', async (target, message) => {
    const answer = await rest(db, target)
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual(error('PGRST100', message, expect.any(String)))
  })

  test('an unknown operator names the operators in its details', async () => {
    const answer = await rest(db, 'posts?slug=xx.1')
    expect((answer.json as { details: string }).details).toMatch(
      /^unexpected "x" expecting "not" or an operator \(eq, neq, /,
    )
  })

  test('a value of the wrong type is 400 22P02', async () => {
    const answer = await rest(db, 'posts?views=eq.abc')
    expect([answer.status, answer.json]).toEqual([400, error('22P02', 'invalid input syntax for type integer: "abc"')])
  })
})

describe('the body', () => {
  test.each(['{"slug":', '', '42', '[1]'])('%j is 400 PGRST102', async (body) => {
    const answer = await rest(db, 'posts', { ...staff, method: 'POST', body })
    expect([answer.status, answer.json]).toEqual([400, error('PGRST102', 'Empty or invalid json')])
  })

  test('a PATCH body must be one object', async () => {
    const answer = await rest(db, 'posts?slug=eq.draft', { ...staff, method: 'PATCH', body: [{ views: 1 }] })
    expect([answer.status, answer.json]).toEqual([400, error('PGRST102', 'Empty or invalid json')])
  })

  test.each([
    ['POST', 'posts', { slug: 'x', title: 'X', colour: 'red' }],
    ['PATCH', 'posts?slug=eq.draft', { colour: 'red' }],
    ['POST', 'posts?columns=slug,colour', [{ slug: 'x' }]],
  ])('%s %s with an unknown column is 400 PGRST204', async (method, target, body) => {
    const answer = await rest(db, target, { ...staff, method, body })
    expect([answer.status, answer.json]).toEqual([
      400,
      error('PGRST204', "Could not find the 'colour' column of 'posts' in the schema cache"),
    ])
  })
})

describe('Postgres refusals roll the write back', () => {
  test('a unique violation is 409 23505', async () => {
    const before = await snapshot()
    const body = [
      { slug: 'fresh', title: 'Fresh' },
      { slug: 'draft', title: 'Again' },
    ]
    const answer = await rest(db, 'posts', { ...staff, method: 'POST', body })
    expect([answer.status, answer.json]).toEqual([
      409,
      error('23505', 'duplicate key value violates unique constraint "posts_slug_key"'),
    ])
    expect(await snapshot()).toEqual(before)
  })

  test('a check violation is 400 23514', async () => {
    const answer = await rest(db, 'posts?slug=eq.draft', { ...staff, method: 'PATCH', body: { views: -1 } })
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({
      code: '23514',
      message: 'new row for relation "posts" violates check constraint "posts_views_check"',
    })
  })

  test('a not-null violation is 400 23502', async () => {
    const answer = await rest(db, 'posts', { ...staff, method: 'POST', body: { slug: 'x' } })
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({
      code: '23502',
      message: 'null value in column "title" of relation "posts" violates not-null constraint',
    })
  })

  test('an RLS refusal is 401 for anon, with a Bearer challenge', async () => {
    const before = await snapshot()
    const answer = await rest(db, 'posts', { method: 'POST', body: { slug: 'x', title: 'X' } })
    expect(answer.status).toBe(401)
    expect(answer.headers).toEqual({ 'content-type': 'application/json; charset=utf-8', 'www-authenticate': 'Bearer' })
    expect(answer.json).toEqual(error('42501', 'new row violates row-level security policy for table "posts"'))
    expect(await snapshot()).toEqual(before)
  })

  test('the same refusal is 403 for a signed-in role', async () => {
    const answer = await rest(db, 'enquiries', { ...staff, method: 'POST', body: { email: 'a@b.c' } })
    expect([answer.status, answer.json]).toEqual([
      403,
      error('42501', 'new row violates row-level security policy for table "enquiries"'),
    ])
  })

  test('a table without a grant is 401 for anon', async () => {
    const answer = await rest(db, 'enquiries')
    expect([answer.status, answer.json]).toEqual([401, error('42501', 'permission denied for table enquiries')])
  })

  test('rows RLS hides cannot be returned by an insert', async () => {
    const answer = await rest(db, 'enquiries?select=id', {
      method: 'POST',
      body: { email: 'a@b.c' },
      headers: { prefer: 'return=representation' },
    })
    expect(answer.status).toBe(401)
    expect(await tableRows(db, 'select * from enquiries')).toEqual([])
  })
})

describe('the request as a whole', () => {
  test.each(['PATCH', 'DELETE'])('%s without a filter is refused as pg-safeupdate refuses it', async (method) => {
    const answer = await rest(db, 'posts', { ...staff, method, body: { views: 1 } })
    const verb = method === 'PATCH' ? 'UPDATE' : 'DELETE'
    expect([answer.status, answer.json]).toEqual([400, error('21000', `${verb} requires a WHERE clause`)])
    expect(await tableRows(db, 'select count(*)::int as n from posts where views = 1')).toEqual([{ n: 0 }])
  })

  test('an unsupported method is 405', async () => {
    const answer = await rest(db, 'posts', { method: 'PUT', body: {} })
    expect([answer.status, answer.json]).toEqual([405, error('PGRST117', 'Unsupported HTTP method: PUT')])
  })

  test('a media type the stand-in cannot produce is 406 PGRST107', async () => {
    const answer = await rest(db, 'posts', { headers: { accept: 'text/csv' } })
    expect([answer.status, answer.json]).toEqual([
      406,
      error('PGRST107', 'None of these media types are available: text/csv'),
    ])
  })

  test('a schema other than public is 406 PGRST106', async () => {
    const answer = await rest(db, 'posts', { headers: { 'accept-profile': 'auth' } })
    expect([answer.status, answer.json]).toEqual([
      406,
      error('PGRST106', 'The schema must be one of the following: public'),
    ])
  })
})

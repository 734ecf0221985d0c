import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { reseed, rest, tableRows, testDatabase } from './__fixtures__/database.ts'

let db: PGlite
beforeAll(async () => {
  db = await testDatabase()
  await reseed(db)
})

// Every attempt below must leave the three seed posts (and the table) exactly where they were.
afterAll(async () => {
  expect(await tableRows(db, 'select slug from posts order by slug')).toEqual([
    { slug: 'ai-notes' },
    { slug: 'draft' },
    { slug: 'erp-guide' },
  ])
})

const attack = `'; delete from posts; --`

test.each([
  `title=eq.${attack}`,
  `title=like.*${attack}`,
  `title=in.(${attack},"x') or true --")`,
  `or=(title.eq.${attack},slug.eq."a' or '1'='1")`,
  `tags=cs.{"${attack}"}`,
])('a value is data: %s', async (filter) => {
  const answer = await rest(db, `posts?${filter}`, { role: 'service_role' })
  expect([answer.status, answer.json]).toEqual([200, []])
})

test('a value is stored and found exactly as sent', async () => {
  const staff = { role: 'authenticated' as const, headers: { prefer: 'return=representation' } }
  const inserted = await rest(db, 'posts?select=title', {
    ...staff,
    method: 'POST',
    body: { slug: 'odd', title: attack },
  })
  expect(inserted.json).toEqual([{ title: attack }])
  const removed = await rest(db, `posts?title=eq.${attack}&select=slug`, { ...staff, method: 'DELETE' })
  expect(removed.json).toEqual([{ slug: 'odd' }])
})

test.each([
  ['posts?title";delete from posts;--=eq.1', 400, 'PGRST100'],
  ['posts?or=(title"x.eq.1)', 400, 'PGRST100'],
  ['posts?select=title,(select 1)', 400, 'PGRST100'],
  ['posts?select=x"y:title', 400, 'PGRST100'],
  ['posts?select="title""--"', 400, 'PGRST100'],
  ['posts?select=title::text;delete from posts', 400, 'PGRST100'],
  ['posts?order=title;delete from posts', 400, 'PGRST100'],
  ['posts?order=title.asc;delete from posts', 400, 'PGRST100'],
  ["posts?title=fts(english'))--).x", 400, 'PGRST100'],
  ['posts;delete from posts', 404, 'PGRST205'],
])('a name is refused: %s', async (target, status, code) => {
  const answer = await rest(db, target, { role: 'service_role' })
  expect([answer.status, (answer.json as { code: string }).code]).toEqual([status, code])
})

test.each([
  ['posts', { [`title") values ('x'); delete from posts; --`]: 1 }, 'PGRST204'],
  ['posts?columns=slug,"title) select 1; --"', [{ slug: 'x' }], 'PGRST100'],
  ['posts?on_conflict=slug) do nothing; delete from posts; --', { slug: 'x', title: 'X' }, 'PGRST100'],
])('a name in a write is refused: %s', async (target, body, code) => {
  const answer = await rest(db, target, {
    role: 'service_role',
    method: 'POST',
    body,
    headers: { prefer: 'resolution=merge-duplicates' },
  })
  expect([answer.status, (answer.json as { code: string }).code]).toEqual([400, code])
})

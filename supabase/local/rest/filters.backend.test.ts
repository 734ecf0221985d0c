import type { PGlite } from '@electric-sql/pglite'
import { beforeAll, expect, test } from 'vitest'
import { reseed, rest, testDatabase } from './__fixtures__/database.ts'

let db: PGlite
beforeAll(async () => {
  db = await testDatabase()
  await reseed(db)
})

/** The slugs a filter keeps, as service_role so all three posts (erp-guide, ai-notes, draft) are candidates. */
async function slugs(filter: string): Promise<string[]> {
  const answer = await rest(db, `posts?select=slug&order=slug&${filter}`, { role: 'service_role' })
  expect(answer.status).toBe(200)
  return (answer.json as { slug: string }[]).map((row) => row.slug)
}

test.each([
  ['slug=eq.draft', ['draft']],
  ['slug=neq.draft', ['ai-notes', 'erp-guide']],
  ['views=gt.5', ['erp-guide']],
  ['views=gte.5', ['ai-notes', 'erp-guide']],
  ['views=lt.5', ['draft']],
  ['views=lte.5', ['ai-notes', 'draft']],
  ['published_at=lt.2024-01-15T00:00:00Z', ['erp-guide']],
  ['title=like.*guide', ['erp-guide']],
  ['title=like.*GUIDE', []],
  ['title=ilike.*GUIDE', ['erp-guide']],
  ['title=match.^A', ['ai-notes']],
  ['title=imatch.^a', ['ai-notes']],
  ['published_at=is.null', ['draft']],
  ['published_at=is.not_null', ['ai-notes', 'erp-guide']],
  ['published=is.true', ['ai-notes', 'erp-guide']],
  ['published=is.FALSE', ['draft']],
  ['slug=in.(draft,ai-notes)', ['ai-notes', 'draft']],
  ['title=in.("Draft, unfinished",x)', ['draft']],
  ['title=in.("say \\"hi\\"")', []],
  ['slug=in.()', []],
  ['tags=cs.{erp}', ['draft', 'erp-guide']],
  ['tags=cd.{erp,guide,x}', ['draft', 'erp-guide']],
  ['tags=ov.{ai,guide}', ['ai-notes', 'erp-guide']],
  ['meta=cs.{"level":2}', ['ai-notes']],
  ['meta=isdistinct.{"level":1}', ['ai-notes', 'draft']],
  ['title=fts(english).guides', ['erp-guide']],
  ['title=wfts.unfinished draft', ['draft']],
  ['slug=eq(any).{draft,erp-guide}', ['draft', 'erp-guide']],
  ['title=like(any).{AI*,*guide}', ['ai-notes', 'erp-guide']],
  ['title=ilike(all).{*e*,*g*}', ['erp-guide']],
])('%s', async (filter, expected) => {
  expect(await slugs(filter)).toEqual(expected)
})

test.each([
  ['slug=not.eq.draft', ['ai-notes', 'erp-guide']],
  ['slug=not.in.(draft,ai-notes)', ['erp-guide']],
  ['published_at=not.is.null', ['ai-notes', 'erp-guide']],
  ['tags=not.cs.{erp}', ['ai-notes']],
  ['slug=not.in.()', ['ai-notes', 'draft', 'erp-guide']],
])('negation: %s', async (filter, expected) => {
  expect(await slugs(filter)).toEqual(expected)
})

test.each([
  ['or=(title.ilike.*erp*,tags.cs.{ai})', ['ai-notes', 'erp-guide']],
  ['or=(slug.eq.draft,and(views.gt.1,views.lt.10))', ['ai-notes', 'draft']],
  ['and=(published.is.true,or(slug.eq.draft,views.gte.10))', ['erp-guide']],
  ['not.or=(slug.eq.draft,views.eq.5)', ['erp-guide']],
  ['or=(slug.in.(draft,ai-notes),title.eq."ERP guide")', ['ai-notes', 'draft', 'erp-guide']],
  ['or=(slug.not.eq.draft,not.and(views.gte.0,published.is.false))', ['ai-notes', 'erp-guide']],
  ['or=(views.eq.0,views.eq.5)&published=is.true', ['ai-notes']],
])('logic trees: %s', async (filter, expected) => {
  expect(await slugs(filter)).toEqual(expected)
})

test('several filters on one column all hold', async () => {
  expect(await slugs('views=gt.0&views=lt.10')).toEqual(['ai-notes'])
})

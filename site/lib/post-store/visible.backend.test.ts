// The rule "a post visitors may see" (visible.ts) against its authority, the anon policy in
// supabase/migrations, through supabase-js on the stand-in, which enforces the same policies: for
// every kind of row, what anon may read, what the predicate says and what each query helper
// selects are the same posts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { postRow, startWithActors, type Actors } from '../../../supabase/local/test-support.ts'
import { listPublished } from '../blog/queries.ts'
import { fetchNewest } from '../blog/rest.ts'
import { websiteCode } from './scope.ts'
import { postStanding } from './standing.ts'
import { isVisible, onlyScheduled, onlyVisible, visibleParams, type VisibilityColumns } from './visible.ts'

const hour = 60 * 60 * 1000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

/** One row of each kind the rule must tell apart. */
const kinds = [
  { slug: 'draft-undated', status: 'draft', published_at: null },
  { slug: 'draft-dated', status: 'draft', published_at: at(-2 * hour) },
  { slug: 'published-past', status: 'published', published_at: at(-2 * hour) },
  // Published with no date: the database refuses to store that, and stamps its own now() instead.
  { slug: 'published-now', status: 'published', published_at: null },
  { slug: 'published-future', status: 'published', published_at: at(3 * hour) },
  { slug: 'other-site', status: 'published', published_at: at(-2 * hour), website_code: 'other' },
  { slug: 'other-site-future', status: 'published', published_at: at(3 * hour), website_code: 'other' },
] as const

let actors: Actors
let stored: (VisibilityColumns & { slug: string })[]
let now: Date

beforeAll(async () => {
  actors = await startWithActors()
  await actors.service
    .from('blog_categories')
    .insert({ website_code: 'other', slug: 'technical', name: 'Technical' })
    .throwOnError()
  await actors.service
    .from('blog_posts')
    // A bulk insert names every column any row has: each row names its site.
    .insert(kinds.map((kind) => postRow({ website_code: websiteCode, ...kind, title: kind.slug })))
    .throwOnError()
  stored = (await actors.service.from('blog_posts').select('slug, website_code, status, published_at').throwOnError())
    .data
  now = new Date()
})
afterAll(() => actors?.supabase.stop())

const sorted = (rows: readonly { slug: string }[]) => rows.map((row) => row.slug).sort()

/** The slugs the backend answers a PostgREST read with, made with the secret key: past every policy. */
async function restSlugs(params: Record<string, string>): Promise<string[]> {
  const { url, secretKey, fetch } = actors.supabase
  const query = new URLSearchParams({ select: 'slug', ...params })
  const response = await fetch(`${url}/rest/v1/blog_posts?${query}`, {
    headers: { apikey: secretKey, authorization: `Bearer ${secretKey}` },
  })
  expect(response.status).toBe(200)
  return sorted((await response.json()) as { slug: string }[])
}

describe('a post visitors may see', () => {
  it('is stored with a date once published, even when written without one', () => {
    expect(stored.find((row) => row.slug === 'published-now')?.published_at).toEqual(expect.any(String))
  })

  it('is what the anon policy lets through, what the predicate says and what both query helpers select', async () => {
    const expected = ['published-now', 'published-past']
    expect(sorted((await actors.anon.from('blog_posts').select('slug').throwOnError()).data)).toEqual(expected)
    expect(sorted(stored.filter((row) => isVisible(row, now)))).toEqual(expected)
    // The service role reads past every policy: here the helpers alone decide.
    expect(
      sorted((await onlyVisible(actors.service.from('blog_posts').select('slug'), now).throwOnError()).data),
    ).toEqual(expected)
    expect(await restSlugs(visibleParams(now))).toEqual(expected)
  })

  it('is what the blog reads for visitors, whatever more the reader’s key or session may see', async () => {
    const expected = ['published-now', 'published-past']
    expect(sorted(await listPublished(actors.staff))).toEqual(expected)
    expect(sorted(await listPublished(actors.service))).toEqual(expected)
    vi.stubGlobal('fetch', actors.supabase.fetch)
    try {
      const { url, secretKey } = actors.supabase
      expect(sorted(await fetchNewest({ url, key: secretKey }, 20))).toEqual(expected)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('is held back by its time alone when it is scheduled', async () => {
    const expected = ['published-future']
    const scheduled = onlyScheduled(actors.service.from('blog_posts').select('slug'), now)
    expect(sorted((await scheduled.throwOnError()).data)).toEqual(expected)
    // Staff read every post of their site; where each stands is the rule's call too.
    expect(
      (await actors.staff.from('blog_posts').select('slug, status, published_at').throwOnError()).data
        .filter((row) => postStanding(row, now) === 'scheduled')
        .map((row) => row.slug),
    ).toEqual(expected)
  })
})

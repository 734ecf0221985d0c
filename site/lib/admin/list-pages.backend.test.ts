// The admin list at a size a firm reaches after years of publishing: a page at a time, narrowed and
// ordered by the backend, which (as hosted Supabase) answers at most 1,000 rows a request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientFor, postRow, startWithActors, type Actors, type Client } from '../../../supabase/local/test-support.ts'
import { noListFilters, type ListFilters } from './list-filters.ts'
import { deletePost, listedDate, listPageSize, listPosts, type PostListPage } from './list.ts'

const posts = 1_200
const minute = 60_000
const at = (minutes: number) => new Date(Date.parse('2025-01-01T00:00:00Z') + minutes * minute).toISOString()
/** A date many posts share, so that only the order's last keys keep pages apart. */
const sharedDate = at(100_000)

/** Titles whose search must find them, and only them, character for character. */
const literal = {
  percent: 'Margins up 100% in a year',
  percentDecoy: 'Margins up 1000 in a year',
  underscore: 'The cost_of delay',
  underscoreDecoy: 'The cost-of delay',
  backslash: 'Paths like C:\\data',
  backslashDecoy: 'Paths like C:data',
  punctuation: 'ERP, cloud (and why)',
  punctuationDecoy: 'ERP cloud and why',
  everything: 'Costs up 100%_ (ERP, cloud)',
  everythingDecoy: 'Costs up 1000x (ERP, cloud)',
}
const literalTitles = Object.values(literal)

/**
 * Post i: a draft (dated by its creation), published (by its publication), published on the shared
 * date (created at the same instant too), or scheduled, in turn; in two categories, in turn.
 */
function rowOf(i: number) {
  const kind = i % 4
  return postRow({
    title: literalTitles[i] ?? `Post number ${i}`,
    slug: `post-number-${i}`,
    category: i % 2 === 0 ? 'technical' : 'data-integration',
    status: kind === 0 ? 'draft' : 'published',
    created_at: kind === 2 ? sharedDate : at(i),
    published_at: kind === 0 ? null : kind === 1 ? at(i + 7) : kind === 2 ? sharedDate : at(40_000_000 + i),
  })
}

type Row = {
  id: string
  title: string
  status: string
  category: string
  published_at: string | null
  created_at: string
}
let actors: Actors
let rows: Row[]
/** The address of every request the staff client below sent. */
const requests: URL[] = []
let staff: Client

beforeAll(async () => {
  actors = await startWithActors()
  const all = Array.from({ length: posts }, (_, i) => rowOf(i))
  rows = []
  for (let start = 0; start < posts; start += 500) {
    const { data, error } = await actors.service
      .from('blog_posts')
      .insert(all.slice(start, start + 500))
      .select('id, title, status, category, published_at, created_at')
    if (error) throw error
    rows.push(...data)
  }
  // Staff whose every request is seen.
  const { fetch } = actors.supabase
  staff = clientFor(
    {
      ...actors.supabase,
      fetch: (input, init) => {
        requests.push(new URL(input instanceof Request ? input.url : String(input)))
        return fetch(input, init)
      },
    },
    actors.supabase.publishableKey,
  )
  const { error } = await staff.auth.signInWithPassword({ email: 'editor@example.com', password: 'editor-password-1' })
  if (error) throw error
}, 120_000)
afterAll(() => actors?.supabase.stop())

const time = (instant: string) => Date.parse(instant)
/** The list's order, as the cards show it: newest date first, then the one created last, then by id. */
const newestFirst = (list: Row[]) =>
  [...list].sort(
    (a, b) =>
      time(listedDate(b)) - time(listedDate(a)) ||
      time(b.created_at) - time(a.created_at) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
const now = new Date('2030-01-01T00:00:00Z')
const isScheduled = (row: Row) => row.status === 'published' && time(row.published_at!) > now.getTime()

async function page(client: Client, filters: Partial<ListFilters>): Promise<PostListPage> {
  const result = await listPosts(client, { ...noListFilters, ...filters }, now)
  if (!result.ok) throw new Error(result.message)
  return result
}
const idsOf = (list: { id: string }[]) => list.map((row) => row.id)

describe(`the admin list of ${posts} posts`, () => {
  it('reads one page at a time, newest first, pages neither overlapping nor skipping a post', async () => {
    const expected = newestFirst(rows)
    const pages = posts / listPageSize
    const first = await page(staff, {})
    expect(first).toMatchObject({ page: 1, pages, first: 1, matching: posts, total: posts })
    expect(idsOf(first.posts)).toEqual(idsOf(expected.slice(0, listPageSize)))

    const last = await page(staff, { page: pages })
    expect(last).toMatchObject({ page: pages, first: posts - listPageSize + 1 })
    expect(idsOf(last.posts)).toEqual(idsOf(expected.slice(-listPageSize)))

    const everyPage: string[] = []
    for (let number = 1; number <= pages; number++)
      everyPage.push(...idsOf((await page(staff, { page: number })).posts))
    expect(everyPage).toEqual(idsOf(expected))
  }, 60_000)

  it('gives the last page for a page past the end', async () => {
    const past = await page(staff, { page: 500 })
    expect(past).toMatchObject({ page: posts / listPageSize, matching: posts })
    expect(idsOf(past.posts)).toEqual(idsOf(newestFirst(rows).slice(-listPageSize)))
  })

  it('narrows by standing and category on the backend, and still counts every post', async () => {
    const cases: [Partial<ListFilters>, (row: Row) => boolean][] = [
      [{ status: 'draft' }, (row) => row.status === 'draft'],
      [{ status: 'scheduled' }, isScheduled],
      [{ status: 'published' }, (row) => row.status === 'published' && !isScheduled(row)],
      [{ category: 'technical' }, (row) => row.category === 'technical'],
      [{ status: 'draft', category: 'data-integration', page: 2 }, () => false],
      [
        { status: 'published', category: 'data-integration', page: 3 },
        (row) => row.category === 'data-integration' && row.status === 'published' && !isScheduled(row),
      ],
    ]
    for (const [filters, keeps] of cases) {
      const expected = newestFirst(rows.filter(keeps))
      const from = ((filters.page ?? 1) - 1) * listPageSize
      const result = await page(staff, filters)
      expect(result.matching, JSON.stringify(filters)).toBe(expected.length)
      expect(result.total).toBe(posts)
      expect(idsOf(result.posts)).toEqual(idsOf(expected.slice(from, from + listPageSize)))
    }
  })

  it('finds the typed words in titles character for character: %, _, \\, commas and parentheses too', async () => {
    const found = async (title: string) => (await page(staff, { title })).posts.map((post) => post.title).sort()
    expect(await found('100%')).toEqual([literal.everything, literal.percent].sort())
    expect(await found('cost_of')).toEqual([literal.underscore])
    expect(await found('C:\\data')).toEqual([literal.backslash])
    expect(await found('ERP, cloud (')).toEqual([literal.punctuation])
    expect(await found('  100%_ (ERP, CLOUD)  ')).toEqual([literal.everything])
    expect(await found('cloud)')).toEqual([literal.everything, literal.everythingDecoy].sort())
    expect(await found('no title says this')).toEqual([])
  })

  it('shows staff drafts, and a signed-in user who is not staff only the published posts whose time has come', async () => {
    expect(await page(staff, { status: 'draft' })).toMatchObject({ matching: posts / 4, total: posts })
    const live = rows.filter((row) => row.status === 'published' && !isScheduled(row))
    const seen = await page(actors.user, {})
    expect(seen).toMatchObject({ matching: live.length, total: live.length })
    expect(idsOf(seen.posts)).toEqual(idsOf(newestFirst(live).slice(0, listPageSize)))
    expect(await page(actors.user, { status: 'draft' })).toMatchObject({ posts: [], matching: 0 })
  })

  it('never asks for a post’s body, nor more than a page of rows', async () => {
    requests.length = 0
    await page(staff, { status: 'published', category: 'technical', title: 'post', page: 2 })
    await page(staff, { page: 999 })
    const doomed = (await page(staff, {})).posts[0]!
    expect(await deletePost(staff, doomed.id)).toEqual({ ok: true })
    const reads = requests.filter((url) => url.pathname.startsWith('/rest/v1/'))
    expect(reads.length).toBeGreaterThan(5)
    for (const url of reads) {
      const select = url.searchParams.get('select') ?? ''
      expect(
        select.split(',').map((column) => column.trim()),
        url.href,
      ).not.toContain('content')
      expect(select, url.href).not.toBe('*')
      expect(Number(url.searchParams.get('limit') ?? 0), url.href).toBeLessThanOrEqual(listPageSize)
    }
  })
})

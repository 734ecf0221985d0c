import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientFor, postRow, startWithActors, type Actors } from '../../../supabase/local/test-support.ts'
import { noListFilters, type ListFilters, type StatusFilter } from './list-filters.ts'
import { articlePath, deletePost, listedDate, listPosts } from './list.ts'

let actors: Actors
const ids: Record<'old' | 'draft' | 'newest' | 'scheduled' | 'otherSite', string> = {
  old: '',
  draft: '',
  newest: '',
  scheduled: '',
  otherSite: '',
}

beforeAll(async () => {
  actors = await startWithActors()
  const insert = async (overrides: Parameters<typeof postRow>[0]) => {
    const { data, error } = await actors.service.from('blog_posts').insert(postRow(overrides)).select('id').single()
    if (error) throw error
    return data.id
  }
  ids.old = await insert({
    title: 'Old published',
    status: 'published',
    published_at: '2025-01-02T00:00:00Z',
    created_at: '2025-01-01T00:00:00Z',
  })
  ids.draft = await insert({ title: 'Middle draft', status: 'draft', created_at: '2025-02-01T00:00:00Z' })
  ids.newest = await insert({
    title: 'Newest published',
    status: 'published',
    published_at: '2025-03-02T00:00:00Z',
    created_at: '2025-03-01T00:00:00Z',
  })
  ids.scheduled = await insert({
    title: 'Scheduled',
    status: 'published',
    published_at: '2099-12-14T09:30:00Z',
    created_at: '2025-02-15T00:00:00Z',
  })
  await actors.service.from('blog_categories').insert({ website_code: 'other', slug: 'technical', name: 'Technical' })
  ids.otherSite = await insert({
    title: 'Another site',
    status: 'published',
    website_code: 'other',
    published_at: '2025-04-01T00:00:00Z',
    created_at: '2025-04-01T00:00:00Z',
  })
})
afterAll(() => actors?.supabase.stop())

const only = (status: StatusFilter): ListFilters => ({ ...noListFilters, status })
const titles = (result: Awaited<ReturnType<typeof listPosts>>) =>
  result.ok ? result.posts.map((post) => post.title) : result

describe('listPosts', () => {
  it('shows staff every post of this site, drafts and scheduled posts too, newest first by the date each card shows', async () => {
    const result = await listPosts(actors.staff, noListFilters)
    // Published and scheduled posts by their publication, drafts by their creation.
    expect(titles(result)).toEqual(['Scheduled', 'Newest published', 'Middle draft', 'Old published'])
    expect(result).toMatchObject({ total: 4, matching: 4, page: 1, pages: 1, first: 1 })
  })

  it('filters by standing and still counts every post', async () => {
    const published = await listPosts(actors.staff, only('published'))
    expect(titles(published)).toEqual(['Newest published', 'Old published'])
    expect(published).toMatchObject({ total: 4, matching: 2 })
    const drafts = await listPosts(actors.staff, only('draft'))
    expect(titles(drafts)).toEqual(['Middle draft'])
    expect(drafts).toMatchObject({ total: 4, matching: 1 })
  })

  it('lists a scheduled post under Scheduled until its time, then under Published', async () => {
    expect(titles(await listPosts(actors.staff, only('scheduled')))).toEqual(['Scheduled'])
    const dueTime = new Date('2099-12-14T09:31:00Z')
    expect(titles(await listPosts(actors.staff, only('scheduled'), dueTime))).toEqual([])
    expect(titles(await listPosts(actors.staff, only('published'), dueTime))).toEqual([
      'Scheduled',
      'Newest published',
      'Old published',
    ])
  })

  it('shows a signed-in user who is not staff no drafts and no scheduled posts, and visitors nothing', async () => {
    const seen = await listPosts(actors.user, noListFilters)
    expect(titles(seen)).toEqual(['Newest published', 'Old published'])
    expect(seen).toMatchObject({ total: 2, matching: 2 })
    expect(titles(await listPosts(actors.user, only('draft')))).toEqual([])
    expect((await listPosts(actors.anon, noListFilters)).ok).toBe(false)
  })

  it('reports a failed load with the backend’s message', async () => {
    const client = clientFor(
      {
        ...actors.supabase,
        fetch: () =>
          Promise.resolve(Response.json({ code: 'XX000', message: 'the database is down' }, { status: 500 })),
      },
      actors.supabase.anonKey,
    )
    expect(await listPosts(client, only('published'))).toEqual({ ok: false, message: 'the database is down' })
    expect(await deletePost(client, ids.old)).toEqual({ ok: false, message: 'the database is down' })
  })
})

describe('deletePost', () => {
  it('lets a signed-in user who is not staff delete nothing, and says so', async () => {
    const result = await deletePost(actors.user, ids.old)
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/not deleted/) })
    expect((await actors.service.from('blog_posts').select('id').eq('id', ids.old)).data).toHaveLength(1)
  })

  it('lets staff delete a post, which then is gone from the list', async () => {
    expect(await deletePost(actors.staff, ids.draft)).toEqual({ ok: true })
    expect(titles(await listPosts(actors.staff, noListFilters))).toEqual([
      'Scheduled',
      'Newest published',
      'Old published',
    ])
  })

  it('does not let staff delete another site’s post', async () => {
    expect((await deletePost(actors.staff, ids.otherSite)).ok).toBe(false)
    expect((await actors.service.from('blog_posts').select('id').eq('id', ids.otherSite)).data).toHaveLength(1)
  })

  it('reports deleting a post that is already gone as a failure', async () => {
    expect((await deletePost(actors.staff, ids.draft)).ok).toBe(false)
  })
})

describe('the list’s cards', () => {
  it('dates a card by its publication, else its creation', () => {
    expect(listedDate({ published_at: '2025-10-13T09:00:00Z', created_at: '2025-10-01T00:00:00Z' })).toBe(
      '2025-10-13T09:00:00Z',
    )
    expect(listedDate({ published_at: null, created_at: '2025-10-01T00:00:00Z' })).toBe('2025-10-01T00:00:00Z')
    expect(articlePath('api-first-integration')).toBe('/insights/api-first-integration')
  })
})

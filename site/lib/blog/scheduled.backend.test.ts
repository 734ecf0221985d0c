// The build's and the browser's reads of the blog, against the local stand-in through supabase-js:
// a scheduled post (published, published_at ahead) stays out of every one of them until it is due.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postRow, startWithActors, type Actors, type Client } from '../../../supabase/local/test-support.ts'
import { latestPublished, listPublished, listPublishedWithContent, postBySlug, relatedPublished } from './queries.ts'

let actors: Actors
const hour = 60 * 60 * 1000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

beforeAll(async () => {
  actors = await startWithActors()
  await actors.service
    .from('blog_posts')
    .insert([
      postRow({
        slug: 'live-post',
        title: 'Live post',
        status: 'published',
        published_at: at(-2 * hour),
        category: 'data-integration',
      }),
      postRow({
        slug: 'due-post',
        title: 'Due post',
        status: 'published',
        published_at: at(-60 * 1000),
        category: 'data-integration',
      }),
      postRow({
        slug: 'scheduled-post',
        title: 'Scheduled post',
        status: 'published',
        published_at: at(3 * hour),
        category: 'data-integration',
      }),
    ])
    .throwOnError()
})
afterAll(() => actors?.supabase.stop())

// Staff signed in on the public site read through the same queries; their own policy lets them see
// scheduled posts, so only the queries keep those off the public pages.
describe.each(['anon', 'staff'] as const)('the public reads, as %s', (who) => {
  const client = (): Client => actors[who]
  const slugs = (posts: { slug: string }[]) => posts.map((post) => post.slug)

  it('list the posts that are due, newest first, and not the scheduled one', async () => {
    expect(slugs(await listPublished(client()))).toEqual(['due-post', 'live-post'])
    expect(slugs(await listPublishedWithContent(client()))).toEqual(['due-post', 'live-post'])
    expect(slugs(await latestPublished(client(), 3))).toEqual(['due-post', 'live-post'])
  })

  it('do not find the scheduled post by its slug, nor offer it as related', async () => {
    expect(await postBySlug(client(), 'scheduled-post')).toBeNull()
    expect((await postBySlug(client(), 'due-post'))?.title).toBe('Due post')
    const live = await postBySlug(client(), 'live-post')
    expect(slugs(await relatedPublished(client(), live!))).toEqual(['due-post'])
  })
})

describe('a scheduled post whose time has come', () => {
  it('is read by the next build like any published post', async () => {
    await actors.service
      .from('blog_posts')
      .update({ published_at: at(-5 * 60 * 1000) })
      .eq('slug', 'scheduled-post')
      .throwOnError()
    expect((await listPublishedWithContent(actors.anon)).map((post) => post.slug)).toEqual([
      'due-post',
      'scheduled-post',
      'live-post',
    ])
    expect((await postBySlug(actors.staff, 'scheduled-post'))?.title).toBe('Scheduled post')
  })
})

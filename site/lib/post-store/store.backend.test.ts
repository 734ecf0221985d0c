import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { websiteCode as rebuildFunctionSite } from '../../../supabase/functions/request-rebuild/handler.ts'
import { clientFor, postRow, startWithActors, type Actors } from '../../../supabase/local/test-support.ts'
import { imagePolicy, storedImagePath } from '../images/index.ts'
import * as store from './index.ts'
import {
  createPost,
  deletePost,
  getPost,
  listPosts,
  savePost,
  StoreError,
  storeImage,
  unpublishPost,
  updatePost,
  websiteCode,
  type PostWrite,
} from './index.ts'

let actors: Actors
beforeAll(async () => {
  actors = await startWithActors()
})
afterAll(() => actors?.supabase.stop())

/** A post as a writer sends it, at a slug of its own. */
const write = (slug: string, changes: Partial<PostWrite> = {}): PostWrite => {
  const { content, ...row } = postRow({ slug, ...changes })
  return {
    website_code: websiteCode,
    tags: [],
    read_time_minutes: 1,
    word_count: 1,
    status: 'draft',
    featured: false,
    featured_image_url: null,
    featured_image_alt: null,
    meta_title: null,
    meta_description: null,
    published_at: null,
    content: content ?? null,
    ...row,
  }
}
const created = async (slug: string, changes: Partial<PostWrite> = {}) => {
  const outcome = await createPost(actors.staff, write(slug, changes))
  if (!outcome.ok) throw new Error(`not created: ${outcome.reason}`)
  return outcome.row
}
const editedElsewhere = (id: string, title: string) =>
  actors.service.from('blog_posts').update({ title }).eq('id', id).throwOnError()

describe('reads', () => {
  it('lists by standing and slug, in the order asked, and finds one post by id or slug', async () => {
    const draft = await created('store-draft')
    const live = await created('store-live', { status: 'published', published_at: '2025-01-01T00:00:00Z' })
    await created('store-later', { status: 'published', published_at: '2099-01-01T00:00:00Z' })
    const slugs = ['store-draft', 'store-live', 'store-later']
    expect((await listPosts(actors.staff, { slugs, order: 'slug' })).map((post) => post.slug)).toEqual([
      'store-draft',
      'store-later',
      'store-live',
    ])
    expect((await listPosts(actors.staff, { slugs, order: 'published' })).map((post) => post.slug)).toEqual([
      'store-draft',
      'store-later',
      'store-live',
    ])
    expect((await listPosts(actors.staff, { slugs, standing: 'scheduled' })).map((post) => post.slug)).toEqual([
      'store-later',
    ])
    expect((await listPosts(actors.anon, { slugs })).map((post) => post.slug)).toEqual(['store-live'])
    expect(await listPosts(actors.staff, { slugs: [] })).toEqual([])
    expect((await getPost(actors.staff, { id: draft.id }))?.slug).toBe('store-draft')
    expect((await getPost(actors.staff, { slug: 'store-live' }))?.id).toBe(live.id)
    expect(await getPost(actors.anon, { slug: 'store-draft' })).toBeNull()
  })
})

describe('writes over the version seen', () => {
  it('updates the version seen, and then its own write', async () => {
    const post = await created('store-twice')
    const first = await savePost(actors.staff, write('store-twice', { title: 'Once' }), post)
    if (!first.ok) throw new Error(first.reason)
    expect(await updatePost(actors.staff, first.row, { title: 'Twice' })).toMatchObject({
      ok: true,
      row: { title: 'Twice' },
    })
  })

  it('writes nothing over a version written since, and says how the post now is', async () => {
    const post = await created('store-raced')
    await editedElsewhere(post.id, 'Written elsewhere')
    expect(await savePost(actors.staff, write('store-raced', { title: 'Mine' }), post)).toMatchObject({
      ok: false,
      reason: 'changed',
      current: { title: 'Written elsewhere' },
    })
    expect((await getPost(actors.staff, { id: post.id }))?.title).toBe('Written elsewhere')
  })

  it('says when the post was deleted, or its slug is another post’s', async () => {
    const post = await created('store-gone')
    await actors.service.from('blog_posts').delete().eq('id', post.id).throwOnError()
    expect(await updatePost(actors.staff, post, { title: 'Too late' })).toEqual({ ok: false, reason: 'deleted' })
    const other = await created('store-other')
    expect(await createPost(actors.staff, write('store-other'))).toEqual({ ok: false, reason: 'slug-taken' })
    expect(await updatePost(actors.staff, await created('store-renamed'), { slug: other.slug })).toEqual({
      ok: false,
      reason: 'slug-taken',
    })
  })

  it('deletes only the version seen when given one, any version when given only the id', async () => {
    const post = await created('store-delete')
    await editedElsewhere(post.id, 'Edited before the delete')
    expect(await deletePost(actors.service, post)).toBe(false)
    expect(await deletePost(actors.user, { id: post.id })).toBe(false)
    expect(await deletePost(actors.staff, { id: post.id })).toBe(true)
    expect(await getPost(actors.service, { id: post.id })).toBeNull()
  })

  it('unpublishes by slug, and says when there is no such post', async () => {
    await created('store-unpublish', { status: 'published', published_at: '2025-01-01T00:00:00Z' })
    expect(await unpublishPost(actors.service, 'store-unpublish')).toBe(true)
    expect((await getPost(actors.service, { slug: 'store-unpublish' }))?.status).toBe('draft')
    expect(await unpublishPost(actors.service, 'no-such-post')).toBe(false)
  })
})

describe('times, by the database’s clock', () => {
  // A writer whose clock is half an hour out, either way, must not schedule or backdate a post.
  const skewed = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
  const within = (stamp: string | null, before: number, after: number) => {
    expect(stamp).not.toBeNull()
    const time = new Date(stamp!).getTime()
    expect(time).toBeGreaterThanOrEqual(before - 1000)
    expect(time).toBeLessThanOrEqual(after + 1000)
  }

  it('stamps a post published with no date with the time it was saved', async () => {
    const before = Date.now()
    const post = await created('store-now', { status: 'published' })
    within(post.published_at, before, Date.now())
    expect(post.published_at).toBe(post.updated_at)
    expect((await listPosts(actors.anon, { slugs: ['store-now'] })).map((row) => row.slug)).toEqual(['store-now'])

    const draft = await created('store-now-later')
    expect(draft.published_at).toBeNull()
    const published = await savePost(actors.staff, { ...write('store-now-later'), status: 'published' }, draft)
    if (!published.ok) throw new Error(published.reason)
    within(published.row.published_at, before, Date.now())
  })

  it('ignores the updated_at a writer sends with a new post', async () => {
    const before = Date.now()
    const sent = { ...write('store-skewed'), updated_at: skewed(30) }
    const outcome = await createPost(actors.staff, sent)
    if (!outcome.ok) throw new Error(outcome.reason)
    within(outcome.row.updated_at, before, Date.now())
  })

  it('keeps a date the writer chose, and a stored one when the post goes back to draft', async () => {
    const chosen = '2025-03-04T05:06:00.000Z'
    const post = await created('store-chosen', { status: 'published', published_at: chosen })
    expect(new Date(post.published_at!).toISOString()).toBe(chosen)
    const draft = await updatePost(actors.staff, post, { status: 'draft' })
    if (!draft.ok) throw new Error(draft.reason)
    expect(new Date(draft.row.published_at!).toISOString()).toBe(chosen)
  })
})

describe('failures', () => {
  it('throw with the backend’s code, and say whether trying again may help', async () => {
    const refused = await createPost(actors.user, write('store-refused')).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(StoreError)
    expect(refused).toMatchObject({ code: '42501', transient: false })
    const unanswered = clientFor(
      { ...actors.supabase, fetch: () => Promise.reject(new TypeError('fetch failed')) },
      actors.supabase.anonKey,
    )
    await expect(listPosts(unanswered, { retry: false })).rejects.toMatchObject({
      transient: true,
      message: 'TypeError: fetch failed',
    })
    const unavailable = clientFor(
      { ...actors.supabase, fetch: async () => Response.json({ message: 'starting up' }, { status: 503 }) },
      actors.supabase.anonKey,
    )
    await expect(getPost(unavailable, { slug: 'any' }, { retry: false })).rejects.toMatchObject({ transient: true })
  })
})

it('stores an image as the policy says, at its path, for anyone to read', async () => {
  const webp = new Uint8Array(
    await sharp({ create: { width: 8, height: 4, channels: 3, background: '#1d4ed8' } })
      .webp()
      .toBuffer(),
  )
  const path = await storedImagePath(webp)
  const url = await storeImage(actors.staff, path, webp)
  expect(url.endsWith(`/${imagePolicy.storage.bucket}/${path}`)).toBe(true)
  const response = await actors.supabase.fetch(url)
  expect([response.headers.get('content-type'), response.headers.get('cache-control')]).toEqual([
    imagePolicy.output.mimeType,
    `max-age=${imagePolicy.storage.cacheControl}`,
  ])
  expect(await storeImage(actors.staff, path, webp)).toBe(url)
  const refused = await storeImage(actors.user, path, webp).catch((error: unknown) => error)
  expect(refused).toBeInstanceOf(StoreError)
  expect(refused).toMatchObject({ transient: false })
  // No answer at all is worth trying again; supabase-js still reports a status field, undefined.
  const unanswered = clientFor(
    { ...actors.supabase, fetch: () => Promise.reject(new TypeError('fetch failed')) },
    actors.supabase.serviceRoleKey,
  )
  await expect(storeImage(unanswered, path, webp)).rejects.toMatchObject({ transient: true })
})

it('scopes every row to the site the rebuild function serves', () => {
  expect(rebuildFunctionSite).toBe(websiteCode)
})

it('exports exactly its public surface', () => {
  expect(Object.keys(store).sort()).toEqual([
    'StoreError',
    'canonicalJson',
    'changedColumns',
    'contentColumns',
    'contentOf',
    'countPosts',
    'createPost',
    'createPosts',
    'deletePost',
    'deletedVersion',
    'getPost',
    'hasImageSet',
    'historyAt',
    'imageUrl',
    'listCategories',
    'listDeletedPosts',
    'listPosts',
    'listVersions',
    'postStanding',
    'recordSlugRedirect',
    'restoreVersion',
    'savePost',
    'standingOf',
    'storeError',
    'storeImage',
    'storeImageSet',
    'unpublishPost',
    'updatePost',
    'versionedColumns',
    'websiteCode',
  ])
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postRow, startWithActors, type Actors, type Client } from '../../../supabase/local/test-support.ts'
import { createServiceClient } from '../supabase/service.ts'
import { deletePost, getPost, historyAt, listDeletedPosts, listVersions, restoreVersion, updatePost } from './index.ts'

let actors: Actors
/** axon-blog as it connects in a terminal and in CI: the secret key, naming its channel and writer. */
let cli: Client
let ci: Client
beforeAll(async () => {
  actors = await startWithActors()
  const named = (channel: string, actor: string) =>
    createServiceClient(
      { url: actors.supabase.url, key: actors.supabase.secretKey },
      { fetch: actors.supabase.fetch, headers: { 'x-axon-channel': channel, 'x-axon-actor': actor } },
    )
  cli = named('cli', 'writer@axon.test')
  ci = named('ci', 'octocat')
})
afterAll(() => actors?.supabase.stop())

async function created(client: Client, overrides: Parameters<typeof postRow>[0] = {}) {
  const { data } = await client.from('blog_posts').insert(postRow(overrides)).select('*').single().throwOnError()
  return data
}

describe('every write of a post is kept as a version', () => {
  it('records who wrote each version, by which channel, in order, with the database’s time', async () => {
    const post = await created(actors.staff, { title: 'One' })
    const two = await updatePost(cli, post, { title: 'Two' })
    if (!two.ok) throw new Error('the CLI’s write was refused')
    const three = await updatePost(ci, two.row, { title: 'Three' })
    if (!three.ok) throw new Error('CI’s write was refused')
    await actors.service.from('blog_posts').update({ title: 'Four' }).eq('id', post.id).throwOnError()
    await actors.supabase.db.query(`update public.blog_posts set title = 'Five' where id = $1`, [post.id])

    const versions = await listVersions(actors.staff, post.id)
    expect(
      versions.map(({ version, operation, channel, actor, post }) => [version, operation, channel, actor, post.title]),
    ).toEqual([
      [5, 'update', 'sql', null, 'Five'],
      [4, 'update', 'api', null, 'Four'],
      [3, 'update', 'ci', 'octocat', 'Three'],
      [2, 'update', 'cli', 'writer@axon.test', 'Two'],
      [1, 'insert', 'admin', 'editor@example.com', 'One'],
    ])
    const {
      rows: [clock],
    } = await actors.supabase.db.query<{ now: Date }>('select now()')
    for (const version of versions) expect(Date.parse(version.recordedAt)).toBeLessThanOrEqual(clock!.now.getTime())
    // The version is the row as written: its time is the post's own updated_at, the database's.
    expect(versions[1]!.post.updated_at).toBe(versions[1]!.recordedAt)
  })

  it('keeps no version of a write that changed nothing', async () => {
    const post = await created(actors.staff)
    await actors.staff.from('blog_posts').update({ title: post.title }).eq('id', post.id).throwOnError()
    expect(await listVersions(actors.staff, post.id)).toHaveLength(1)
  })

  it('records a secret-key write that names a channel it may not choose as an API write', async () => {
    const post = await created(actors.staff)
    const pretending = createServiceClient(
      { url: actors.supabase.url, key: actors.supabase.secretKey },
      { fetch: actors.supabase.fetch, headers: { 'x-axon-channel': 'admin' } },
    )
    await pretending.from('blog_posts').update({ title: 'Pretending' }).eq('id', post.id).throwOnError()
    expect((await listVersions(actors.staff, post.id))[0]).toMatchObject({ channel: 'api', actor: null })
  })
})

describe('nobody rewrites the history', () => {
  it('refuses to add, change or delete a version, to staff and to the secret key alike', async () => {
    const post = await created(actors.staff)
    for (const client of [actors.staff, actors.service, cli]) {
      const insert = await client.from('blog_post_versions').insert({
        post_id: post.id,
        website_code: 'axon',
        slug: post.slug,
        version: 99,
        operation: 'update',
        post: {},
        channel: 'admin',
      } as never)
      expect(insert.error?.code).toBe('42501')
      const update = await client.from('blog_post_versions').update({ channel: 'sql' }).eq('post_id', post.id)
      expect(update.error?.code).toBe('42501')
      const remove = await client.from('blog_post_versions').delete().eq('post_id', post.id)
      expect(remove.error?.code).toBe('42501')
    }
    expect(await listVersions(actors.staff, post.id)).toHaveLength(1)
  })

  it('shows no version to visitors or to signed-in users who are not staff', async () => {
    const post = await created(actors.staff, { status: 'published' })
    for (const client of [actors.anon, actors.user]) {
      const { data, error } = await client.from('blog_post_versions').select('*').eq('post_id', post.id)
      expect(error === null ? data : []).toEqual([])
      const deleted = await client.from('deleted_blog_posts').select('*')
      expect(deleted.error === null ? deleted.data : []).toEqual([])
    }
  })
})

describe('bringing a version back', () => {
  it('restores an old version’s text as a new version, keeping the post’s address and standing', async () => {
    const post = await created(actors.staff, { title: 'First words', status: 'published' })
    const edited = await updatePost(actors.staff, post, { title: 'Second words', excerpt: 'Changed.' })
    if (!edited.ok) throw new Error('the edit was refused')
    const history = await historyAt(actors.staff, post.slug)
    const first = history!.versions.find((version) => version.version === 1)!
    const restored = await restoreVersion(actors.staff, first, edited.row)
    expect(restored).toMatchObject({
      ok: true,
      row: { title: 'First words', excerpt: post.excerpt, status: 'published' },
    })
    const versions = await listVersions(actors.staff, post.id)
    expect(versions.map((version) => version.post.title)).toEqual(['First words', 'Second words', 'First words'])
  })

  it('refuses to restore over a version the restorer did not see', async () => {
    const post = await created(actors.staff, { title: 'Seen' })
    const first = (await listVersions(actors.staff, post.id))[0]!
    await updatePost(cli, post, { title: 'Saved meanwhile by the CLI' })
    const outcome = await restoreVersion(actors.staff, first, post)
    expect(outcome).toMatchObject({ ok: false, reason: 'changed', current: { title: 'Saved meanwhile by the CLI' } })
  })

  it('brings a deleted post back whole, once, and lists it as deleted until then', async () => {
    const post = await created(actors.staff, { title: 'Deleted by mistake', status: 'published' })
    expect(await deletePost(actors.staff, post)).toBe(true)
    const { rows } = await listDeletedPosts(actors.staff)
    expect(rows[0]).toMatchObject({ post_id: post.id, title: 'Deleted by mistake', channel: 'admin' })
    const history = await historyAt(actors.staff, post.slug)
    expect(history).toMatchObject({ postId: post.id, current: null })
    const last = history!.versions[0]!
    expect(last.operation).toBe('delete')

    expect(await restoreVersion(actors.staff, last, null)).toMatchObject({
      ok: true,
      row: { id: post.id, slug: post.slug, status: 'published', title: 'Deleted by mistake' },
    })
    expect(await restoreVersion(actors.staff, last, null)).toMatchObject({ ok: false, reason: 'already-restored' })
    expect((await listDeletedPosts(actors.staff)).rows.map((row) => row.post_id)).not.toContain(post.id)
    expect((await listVersions(actors.staff, post.id)).map((version) => version.operation)).toEqual([
      'insert',
      'delete',
      'insert',
    ])
  })

  it('says so when another post has taken a deleted post’s address', async () => {
    const post = await created(actors.staff, { title: 'Gone' })
    await deletePost(actors.staff, post)
    await created(actors.staff, { slug: post.slug, title: 'New at the same address' })
    const last = (await listVersions(actors.staff, post.id))[0]!
    expect(await restoreVersion(actors.staff, last, null)).toEqual({ ok: false, reason: 'slug-taken' })
    expect(await getPost(actors.staff, { id: post.id })).toBeNull()
  })
})

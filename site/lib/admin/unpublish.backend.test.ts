import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postRow, startWithActors, type Actors } from '../../../supabase/local/test-support.ts'
import type { BlogPostRow } from '../supabase/database.types.ts'
import { unpublishPost } from './unpublish.ts'

let actors: Actors
beforeAll(async () => {
  actors = await startWithActors()
})
afterAll(() => actors?.supabase.stop())

const published = async (slug: string): Promise<BlogPostRow> =>
  (
    await actors.service
      .from('blog_posts')
      .insert(postRow({ slug, status: 'published', published_at: '2026-01-05T09:00:00Z' }))
      .select('*')
      .single()
      .throwOnError()
  ).data

describe('unpublishPost', () => {
  it('makes a live post a draft, keeping its text and its first publication date', async () => {
    const post = await published('live-then-draft')
    const result = await unpublishPost(actors.staff, post)
    expect(result).toMatchObject({
      ok: true,
      row: { id: post.id, status: 'draft', published_at: post.published_at, content: post.content, title: post.title },
    })
  })

  it('changes nothing when someone saved the post since it was read, and says what they changed', async () => {
    const post = await published('changed-meanwhile')
    await actors.service.from('blog_posts').update({ title: 'Their title' }).eq('id', post.id).throwOnError()
    const result = await unpublishPost(actors.staff, post)
    expect(result).toMatchObject({ ok: false, reason: 'conflict', current: { status: 'published' } })
    expect(result.ok === false && result.reason === 'conflict' && result.changes.map((change) => change.label)).toEqual(
      ['Title'],
    )
  })

  it('says so when the post was deleted meanwhile', async () => {
    const post = await published('deleted-meanwhile')
    await actors.service.from('blog_posts').delete().eq('id', post.id).throwOnError()
    expect(await unpublishPost(actors.staff, post)).toMatchObject({ ok: false, reason: 'deleted' })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postRow, startWithActors, type Actors } from '../../../supabase/local/test-support.ts'
import { defaultPostForm, rowFromForm } from './editor/index.ts'
import { createPost, loadCategories, loadPost, updatePost } from './posts.ts'

let actors: Actors
beforeAll(async () => {
  actors = await startWithActors()
})
afterAll(() => actors?.supabase.stop())

function payload(title: string, slug: string, status: 'draft' | 'published' = 'draft') {
  const result = rowFromForm(
    {
      ...defaultPostForm(),
      title,
      slug,
      excerpt: 'An excerpt for the editor’s tests.',
      content: 'Some **bold** words.\n',
    },
    { status, timeZone: 'UTC' },
  )
  if (!result.ok) throw new Error(JSON.stringify(result.problems))
  return result.row
}

describe('the editor’s calls', () => {
  it('lists the categories in their order', async () => {
    const result = await loadCategories(actors.staff)
    expect(result.ok && result.value.map((category) => category.slug)).toEqual([
      'erp-modernization',
      'data-integration',
      'process-automation',
      'industry-insights',
      'technical',
    ])
  })

  it('creates a post and loads it back by id; a missing id says so', async () => {
    const created = await createPost(actors.staff, payload('Created by staff', 'created-by-staff'))
    expect(created.ok).toBe(true)
    if (!created.ok) return
    const loaded = await loadPost(actors.staff, created.row.id)
    expect(loaded.ok && loaded.value.title).toBe('Created by staff')
    const missing = await loadPost(actors.staff, '00000000-0000-4000-8000-000000000000')
    expect(missing).toEqual({ ok: false, message: expect.stringMatching(/no post with this address/) })
  })

  it('refuses a slug another post has, in words that say what to do', async () => {
    await createPost(actors.staff, payload('First', 'taken-slug'))
    expect(await createPost(actors.staff, payload('Second', 'taken-slug'))).toEqual({
      ok: false,
      reason: 'error',
      message: 'Another post already uses the URL slug "taken-slug". Change the slug and save again.',
    })
  })

  it('saves over the version it loaded, and then over its own save', async () => {
    const created = await createPost(actors.staff, payload('Saved twice', 'saved-twice'))
    if (!created.ok) throw new Error('not created')
    const first = await updatePost(actors.staff, created.row, payload('Saved twice, edited', 'saved-twice'))
    expect(first.ok && first.row.title).toBe('Saved twice, edited')
    if (!first.ok) return
    const second = await updatePost(actors.staff, first.row, payload('Saved twice, edited again', 'saved-twice'))
    expect(second.ok && second.row.title).toBe('Saved twice, edited again')
  })

  it('refuses to save over a post someone else saved since it was loaded, and says what they changed', async () => {
    const created = await createPost(actors.staff, payload('Two editors', 'two-editors'))
    if (!created.ok) throw new Error('not created')
    // Another tab, or the CLI, saves first.
    await actors.service
      .from('blog_posts')
      .update({ excerpt: 'Changed elsewhere.' })
      .eq('id', created.row.id)
      .throwOnError()
    const result = await updatePost(actors.staff, created.row, payload('Two editors, mine', 'two-editors'))
    expect(result.ok).toBe(false)
    if (result.ok || result.reason !== 'conflict') throw new Error(`expected a conflict, got ${JSON.stringify(result)}`)
    expect(result.current.excerpt).toBe('Changed elsewhere.')
    expect(result.changes.map((change) => change.label)).toEqual(['Excerpt'])
    // Nothing of the refused save was written.
    expect(
      (await loadPost(actors.staff, created.row.id)).ok && (await loadPost(actors.staff, created.row.id)),
    ).toMatchObject({ value: { title: 'Two editors' } })
    // Saving over the version as it now is (the editor's 'overwrite') works.
    const overwritten = await updatePost(actors.staff, result.current, payload('Two editors, mine', 'two-editors'))
    expect(overwritten.ok && overwritten.row.title).toBe('Two editors, mine')
  })

  it('says when the post was deleted while being edited', async () => {
    const { data } = await actors.service.from('blog_posts').insert(postRow()).select('*').single().throwOnError()
    await actors.service.from('blog_posts').delete().eq('id', data.id).throwOnError()
    expect(await updatePost(actors.staff, data, payload('Gone', data.slug))).toMatchObject({
      ok: false,
      reason: 'deleted',
      message: expect.stringMatching(/deleted this post/),
    })
  })

  it('lets a user who is not staff write nothing', async () => {
    const result = await createPost(actors.user, payload('Not staff', 'not-staff'))
    expect(result).toMatchObject({
      ok: false,
      reason: 'error',
      message: expect.stringMatching(/may not change this site’s posts/),
    })
  })
})

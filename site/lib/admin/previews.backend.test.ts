import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postRow, startWithActors, type Actors } from '../../../supabase/local/test-support.ts'
import { defaultPostForm } from './editor/index.ts'
import {
  createPreviewLink,
  listPreviewLinks,
  newPreviewToken,
  previewSnapshot,
  previewTokenHash,
  previewUrl,
  revokePreviewLink,
} from './previews.ts'

let actors: Actors
beforeAll(async () => {
  actors = await startWithActors()
})
afterAll(() => actors?.supabase.stop())

async function draft() {
  const { data } = await actors.service
    .from('blog_posts')
    .insert(postRow())
    .select('id, slug, website_code')
    .single()
    .throwOnError()
  return data
}

const storedHashes = async (postId: string) =>
  (await actors.service.from('post_preview_links').select('token_hash').eq('post_id', postId).throwOnError()).data.map(
    (row) => row.token_hash,
  )

describe('a preview link’s token', () => {
  it('is 32 random bytes in base64url, a new one each time', () => {
    const tokens = Array.from({ length: 50 }, newPreviewToken)
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    }
    expect(new Set(tokens).size).toBe(50)
  })

  it('rides in the address’s fragment, which no server sees', () => {
    const url = new URL(previewUrl('abc_-123', 'https://www.axon.example'))
    expect([url.pathname, url.search, url.hash]).toEqual(['/preview/', '', '#token=abc_-123'])
  })
})

describe('staff sharing a post', () => {
  it('make a link whose token is stored only as its SHA-256, lasting the days they chose', async () => {
    const post = await draft()
    const made = await createPreviewLink(actors.staff, post, { days: 30 })
    if (!made.ok) throw new Error(made.message)
    expect(await storedHashes(post.id)).toEqual([await previewTokenHash(made.token)])
    expect(await storedHashes(post.id)).not.toContain(made.token)
    expect(made.link.byYou).toBe(true)
    expect(Date.parse(made.link.expires_at) - Date.parse(made.link.created_at)).toBe(30 * 86_400_000)
  })

  it('list the post’s open links, newest first, and no longer one they revoked', async () => {
    const post = await draft()
    const first = await createPreviewLink(actors.staff, post, { days: 1 })
    const second = await createPreviewLink(actors.staff, post, { days: 7 })
    if (!first.ok || !second.ok) throw new Error('links not made')
    const listed = await listPreviewLinks(actors.staff, post.id)
    expect(listed.ok && listed.value.links.map((link) => link.id)).toEqual([second.link.id, first.link.id])
    expect(listed.ok && listed.value.open).toBe(2)

    expect(await revokePreviewLink(actors.staff, first.link.id)).toEqual({ ok: true })
    const after = await listPreviewLinks(actors.staff, post.id)
    expect(after.ok && after.value.links.map((link) => link.id)).toEqual([second.link.id])
    expect(await revokePreviewLink(actors.staff, first.link.id)).toEqual({
      ok: false,
      message: expect.stringMatching(/^The link was not revoked: it has already ended/),
    })
    // Eight days on, the seven-day link has expired too.
    const later = await listPreviewLinks(actors.staff, post.id, new Date(Date.now() + 8 * 86_400_000))
    expect(later.ok && later.value.links).toEqual([])
  })

  it('is refused to a signed-in reader, in words they can act on, and they see no links', async () => {
    const post = await draft()
    expect(await createPreviewLink(actors.user, post, { days: 7 })).toEqual({
      ok: false,
      message: 'Your account may not share this site’s posts. Sign in as a staff member of the site.',
    })
    await createPreviewLink(actors.staff, post, { days: 7 })
    const listed = await listPreviewLinks(actors.user, post.id)
    expect(listed.ok && listed.value.links).toEqual([])
  })
})

describe('a link for unsaved changes', () => {
  const form = {
    ...defaultPostForm(),
    title: 'Quarter-end close, revised',
    slug: 'quarter-end-close',
    excerpt: 'What changed in our close.',
    content: 'The **new** way.\n',
    tags: 'Finance, ERP',
  }
  const live = { status: 'published' as const, published_at: '2025-10-01T09:00:00Z' }

  it('carries the article’s public fields as a save would store them, and the post’s own date', () => {
    const read = previewSnapshot(form, live, 'UTC')
    expect(read).toEqual({
      ok: true,
      snapshot: expect.objectContaining({
        title: 'Quarter-end close, revised',
        tags: ['Finance', 'ERP'],
        content: { type: 'doc', content: [expect.objectContaining({ type: 'paragraph' })] },
        published_at: '2025-10-01T09:00:00Z',
      }),
    })
    expect(read.ok && Object.keys(read.snapshot)).not.toContain('status')
  })

  it('is refused for the problems a save would report', () => {
    expect(previewSnapshot({ ...form, title: '' }, live, 'UTC')).toMatchObject({
      ok: false,
      problems: [{ field: 'title', message: 'Title, excerpt, and content are required' }],
    })
  })
})

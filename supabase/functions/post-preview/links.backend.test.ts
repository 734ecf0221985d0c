// post_preview_links as each kind of caller meets it through supabase-js on the stand-in: its
// policies, its column grants and the triggers that end links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientFor, postRow, startWithActors, type Actors, type Client } from '../../local/test-support.ts'
import { newToken } from './__fixtures__/links.ts'
import { tokenHash } from './handler.ts'

let actors: Actors
let staffId: string
let otherStaff: Client
const day = 86_400_000

beforeAll(async () => {
  actors = await startWithActors()
  staffId = (await actors.staff.auth.getUser()).data.user?.id ?? ''
  await actors.supabase.createUser({ email: 'staff@other.test', password: 'other-password-1' }, { staffOf: 'other' })
  otherStaff = clientFor(actors.supabase, actors.supabase.publishableKey)
  await otherStaff.auth.signInWithPassword({ email: 'staff@other.test', password: 'other-password-1' })
})
afterAll(() => actors?.supabase.stop())

async function draft(overrides: Parameters<typeof postRow>[0] = {}) {
  const { data } = await actors.service
    .from('blog_posts')
    .insert(postRow(overrides))
    .select('id, slug')
    .single()
    .throwOnError()
  return data
}

/** A link as the admin asks for one: `days` from the maker's clock, which may be `skewMs` out. */
async function linkRow(post: { id: string; slug: string }, days = 7, skewMs = 0) {
  return {
    website_code: 'axon',
    post_id: post.id,
    slug: post.slug,
    token_hash: await tokenHash(newToken()),
    expires_at: new Date(Date.now() + skewMs + days * day).toISOString(),
  }
}

const makeLink = async (client: Client, post: { id: string; slug: string }, days = 7, skewMs = 0) =>
  client
    .from('post_preview_links')
    .insert(await linkRow(post, days, skewMs))
    .select('id, created_by, created_at, expires_at, ended_at, ended_reason')
    .single()

const linkOf = async (id: string) =>
  (await actors.service.from('post_preview_links').select('*').eq('id', id).single().throwOnError()).data

describe('making a link', () => {
  it('is open to staff of the post’s site, as themselves, for whole days by the database’s clock', async () => {
    const post = await draft()
    // A laptop clock 40 minutes ahead asking for 30 days still gets 30, not a refusal.
    const { data, error } = await makeLink(actors.staff, post, 30, 40 * 60_000)
    expect(error).toBeNull()
    expect(data).toMatchObject({ created_by: staffId, ended_at: null, ended_reason: null })
    expect(Date.parse(data?.expires_at ?? '') - Date.parse(data?.created_at ?? '')).toBe(30 * day)
  })

  it('is refused to anon, to a signed-in reader and to another site’s staff', async () => {
    const post = await draft()
    const anon = await makeLink(actors.anon, post)
    expect([anon.status, anon.error?.code]).toEqual([401, '42501'])
    const reader = await makeLink(actors.user, post)
    expect([reader.status, reader.error?.code]).toEqual([403, '42501'])
    expect((await makeLink(otherStaff, post)).error?.code).toBe('42501')
    const crossSite = await otherStaff
      .from('post_preview_links')
      .insert({ ...(await linkRow(post)), website_code: 'other' })
    expect(crossSite.error?.code).toBe('42501')
  })

  it('cannot be forged: no other maker, no end, no creation time, no lifetime past 30 days or under one', async () => {
    const post = await draft()
    const someoneElse = {
      ...(await linkRow(post)),
      created_by: actors.supabase.staffAccount ?? '00000000-0000-4000-8000-000000000001',
    }
    for (const forged of [
      someoneElse,
      { ...(await linkRow(post)), ended_reason: 'published' },
      { ...(await linkRow(post)), created_at: new Date(Date.now() - 40 * day).toISOString() },
    ])
      expect((await actors.staff.from('post_preview_links').insert(forged as never)).error?.code).toBe('42501')
    expect((await makeLink(actors.staff, post, 31)).error?.code).toBe('23514')
    expect((await makeLink(actors.staff, post, 0.2)).error?.code).toBe('23514')
    const sameHash = await linkRow(post)
    await actors.staff.from('post_preview_links').insert(sameHash).throwOnError()
    expect((await actors.staff.from('post_preview_links').insert(sameHash)).error?.code).toBe('23505')
    expect(
      (await actors.staff.from('post_preview_links').insert({ ...sameHash, token_hash: 'NOT-HEX' })).error?.code,
    ).toBe('23514')
  })

  it('keeps a snapshot within its bound', async () => {
    const post = await draft()
    const insert = (bytes: number) =>
      actors.supabase.db.query(
        `insert into public.post_preview_links (website_code, post_id, slug, token_hash, snapshot, expires_at)
         values ('axon', $1, $2, $3, jsonb_build_object('content', repeat('x', $4)), now() + interval '1 day')`,
        [post.id, post.slug, 'f'.repeat(63) + String(bytes % 10), bytes],
      )
    await expect(insert(1_000_000)).resolves.toBeDefined()
    await expect(insert(1_200_001)).rejects.toThrow(/post_preview_links_snapshot_check/)
  })
})

describe('reading links', () => {
  it('shows staff their site’s links but never a token’s hash; nobody else sees any', async () => {
    const post = await draft()
    const { data } = await makeLink(actors.staff, post)
    const mine = await actors.staff.from('post_preview_links').select('id').eq('post_id', post.id)
    expect(mine.data).toEqual([{ id: data?.id }])
    expect((await actors.staff.from('post_preview_links').select('token_hash')).error?.code).toBe('42501')
    expect((await actors.user.from('post_preview_links').select('id')).data).toEqual([])
    expect((await otherStaff.from('post_preview_links').select('id')).data).toEqual([])
    const anon = await actors.anon.from('post_preview_links').select('id')
    expect([anon.status, anon.error?.code]).toEqual([401, '42501'])
  })
})

describe('ending links', () => {
  it('lets staff revoke an open link, stamped by the database, and nothing else', async () => {
    const post = await draft()
    const { data } = await makeLink(actors.staff, post)
    const id = data?.id ?? ''
    const longer = await actors.staff
      .from('post_preview_links')
      .update({ expires_at: new Date(Date.now() + 20 * day).toISOString() })
      .eq('id', id)
    expect(longer.error?.code).toBe('42501')
    const notRevoke = await actors.staff.from('post_preview_links').update({ ended_reason: 'published' }).eq('id', id)
    expect(notRevoke.error?.code).toBe('42501')
    expect(
      (await actors.user.from('post_preview_links').update({ ended_reason: 'revoked' }).eq('id', id).select('id'))
        .data ?? [],
    ).toEqual([])
    expect((await linkOf(id)).ended_at).toBeNull()

    const backdated = '2001-01-01T00:00:00Z'
    const revoked = await actors.staff
      .from('post_preview_links')
      .update({ ended_reason: 'revoked', ended_at: backdated })
      .eq('id', id)
      .select('ended_reason, ended_at')
      .single()
    expect(revoked.data?.ended_reason).toBe('revoked')
    expect(Math.abs(Date.parse(revoked.data?.ended_at ?? '') - Date.now())).toBeLessThan(60_000)
    // An ended link stays ended: reopening matches nothing.
    const reopened = await actors.staff
      .from('post_preview_links')
      .update({ ended_reason: null, ended_at: null })
      .eq('id', id)
      .select('id')
    expect(reopened.data).toEqual([])
    expect((await linkOf(id)).ended_reason).toBe('revoked')
  })

  it('ends a post’s open links when a write leaves it published, and not before', async () => {
    const post = await draft()
    const { data: open } = await makeLink(actors.staff, post)
    const { data: revoked } = await makeLink(actors.staff, post)
    await actors.staff
      .from('post_preview_links')
      .update({ ended_reason: 'revoked' })
      .eq('id', revoked?.id ?? '')
      .throwOnError()
    await actors.staff.from('blog_posts').update({ title: 'Still a draft' }).eq('id', post.id).throwOnError()
    expect((await linkOf(open?.id ?? '')).ended_reason).toBeNull()
    await actors.staff.from('blog_posts').update({ status: 'published' }).eq('id', post.id).throwOnError()
    expect(await linkOf(open?.id ?? '')).toMatchObject({ ended_reason: 'published', ended_at: expect.any(String) })
    expect((await linkOf(revoked?.id ?? '')).ended_reason).toBe('revoked')
    // A link made for the live post's unsaved changes ends at its next save too.
    const { data: changes } = await makeLink(actors.staff, post)
    await actors.staff.from('blog_posts').update({ title: 'Saved changes' }).eq('id', post.id).throwOnError()
    expect((await linkOf(changes?.id ?? '')).ended_reason).toBe('published')
  })

  it('ends a post’s open links when it is deleted, and keeps them, without their post', async () => {
    const post = await draft()
    const { data } = await makeLink(actors.staff, post)
    await actors.staff.from('blog_posts').delete().eq('id', post.id).throwOnError()
    expect(await linkOf(data?.id ?? '')).toMatchObject({ post_id: null, ended_reason: 'deleted', slug: post.slug })
  })
})

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postRow, startWithActors, type Actors, type Client } from './test-support.ts'

let actors: Actors
const ids: Record<'published' | 'draft' | 'otherSite', string> = { published: '', draft: '', otherSite: '' }

beforeAll(async () => {
  actors = await startWithActors()
  const { service } = actors
  await service
    .from('blog_categories')
    .insert({ website_code: 'other', slug: 'technical', name: 'Technical' })
    .throwOnError()
  const rows = [
    postRow({
      slug: 'published-post',
      website_code: 'axon',
      status: 'published',
      published_at: '2025-10-13T09:00:00Z',
    }),
    postRow({ slug: 'draft-post', website_code: 'axon', status: 'draft', published_at: null }),
    postRow({
      slug: 'other-site-post',
      website_code: 'other',
      status: 'published',
      published_at: '2025-10-13T09:00:00Z',
    }),
  ]
  const { data } = await service.from('blog_posts').insert(rows).select('id, slug').throwOnError()
  for (const row of data)
    ids[row.slug === 'published-post' ? 'published' : row.slug === 'draft-post' ? 'draft' : 'otherSite'] = row.id
})
afterAll(() => actors?.supabase.stop())

const visibleSlugs = async (client: Client) =>
  (await client.from('blog_posts').select('slug').order('slug').throwOnError()).data.map((row) => row.slug)
const titleOf = async (id: string) =>
  (await actors.service.from('blog_posts').select('title').eq('id', id).single().throwOnError()).data.title

describe('blog_posts', () => {
  it('select: anon and signed-in non-staff see only published Axon posts; staff see all Axon posts; service_role sees everything', async () => {
    expect(await visibleSlugs(actors.anon)).toEqual(['published-post'])
    expect(await visibleSlugs(actors.user)).toEqual(['published-post'])
    expect(await visibleSlugs(actors.staff)).toEqual(['draft-post', 'published-post'])
    expect(await visibleSlugs(actors.service)).toEqual(['draft-post', 'other-site-post', 'published-post'])
  })

  it('drafts and other sites’ posts are invisible to anon by id and by slug', async () => {
    for (const id of [ids.draft, ids.otherSite])
      expect((await actors.anon.from('blog_posts').select('id').eq('id', id).maybeSingle()).data).toBeNull()
    for (const slug of ['draft-post', 'other-site-post'])
      expect((await actors.anon.from('blog_posts').select('id').eq('slug', slug)).data).toEqual([])
  })

  it('insert: refused for anon (401) and non-staff (403), allowed for staff and service_role', async () => {
    const anon = await actors.anon.from('blog_posts').insert(postRow())
    expect([anon.status, anon.error?.code]).toEqual([401, '42501'])
    const user = await actors.user.from('blog_posts').insert(postRow())
    expect([user.status, user.error?.code]).toEqual([403, '42501'])
    expect((await actors.staff.from('blog_posts').insert(postRow()).select('id')).error).toBeNull()
    expect((await actors.service.from('blog_posts').insert(postRow()).select('id')).error).toBeNull()
  })

  it('staff cannot write another site’s posts', async () => {
    const insert = await actors.staff.from('blog_posts').insert(postRow({ website_code: 'other' }))
    expect(insert.error?.code).toBe('42501')
    const update = await actors.staff
      .from('blog_posts')
      .update({ title: 'Hijacked' })
      .eq('id', ids.otherSite)
      .select('id')
    expect(update.data).toEqual([])
    expect(await titleOf(ids.otherSite)).toBe('Test post')
  })

  it('update: refused for anon, silently matches nothing for non-staff, allowed for staff and service_role', async () => {
    const anon = await actors.anon.from('blog_posts').update({ title: 'Changed by anon' }).eq('id', ids.published)
    expect(anon.status).toBe(401)
    const user = await actors.user
      .from('blog_posts')
      .update({ title: 'Changed by reader' })
      .eq('id', ids.published)
      .select('id')
    expect(user.data).toEqual([])
    expect(await titleOf(ids.published)).toBe('Test post')
    expect(
      (
        await actors.staff
          .from('blog_posts')
          .update({ title: 'Edited by staff' })
          .eq('id', ids.draft)
          .select('title')
          .single()
      ).data?.title,
    ).toBe('Edited by staff')
    expect(
      (
        await actors.service
          .from('blog_posts')
          .update({ title: 'Edited by service' })
          .eq('id', ids.draft)
          .select('title')
          .single()
      ).data?.title,
    ).toBe('Edited by service')
  })

  it('delete: refused for anon, matches nothing for non-staff, allowed for staff', async () => {
    const { data: created } = await actors.service
      .from('blog_posts')
      .insert(postRow({ status: 'published', published_at: '2025-10-14T00:00:00Z' }))
      .select('id')
      .single()
      .throwOnError()
    expect((await actors.anon.from('blog_posts').delete().eq('id', created.id)).status).toBe(401)
    expect((await actors.user.from('blog_posts').delete().eq('id', created.id).select('id')).data).toEqual([])
    expect((await actors.staff.from('blog_posts').delete().eq('id', created.id).select('id')).data).toEqual([
      { id: created.id },
    ])
    expect((await actors.service.from('blog_posts').select('id').eq('id', created.id)).data).toEqual([])
  })
})

describe('blog_categories', () => {
  it('everyone reads the categories; only service_role writes them', async () => {
    const { data } = await actors.anon
      .from('blog_categories')
      .select('slug')
      .eq('website_code', 'axon')
      .order('sort_order')
      .throwOnError()
    expect(data.map((row) => row.slug)).toEqual([
      'erp-modernization',
      'data-integration',
      'process-automation',
      'industry-insights',
      'technical',
    ])
    for (const client of [actors.anon, actors.user, actors.staff]) {
      expect(
        (await client.from('blog_categories').insert({ website_code: 'axon', slug: 'new-one', name: 'New' })).error
          ?.code,
      ).toBe('42501')
      expect(
        (await client.from('blog_categories').update({ name: 'Renamed' }).eq('slug', 'technical')).error?.code,
      ).toBe('42501')
    }
    expect(
      (
        await actors.service
          .from('blog_categories')
          .select('name')
          .eq('website_code', 'axon')
          .eq('slug', 'technical')
          .single()
      ).data?.name,
    ).toBe('Technical Deep Dive')
    expect(
      (await actors.service.from('blog_categories').insert({ website_code: 'axon', slug: 'new-one', name: 'New' }))
        .error,
    ).toBeNull()
  })
})

describe('blog_post_redirects', () => {
  const redirect = (from_slug: string, website_code = 'axon') => ({
    website_code,
    from_slug,
    to_slug: 'published-post',
  })

  it("anyone reads Axon's redirects (the build does, with the anon key), never another site's", async () => {
    await actors.service
      .from('blog_post_redirects')
      .insert([redirect('old-published-post'), redirect('other-old-post', 'other')])
      .throwOnError()
    for (const client of [actors.anon, actors.user]) {
      expect((await client.from('blog_post_redirects').select('from_slug, to_slug').throwOnError()).data).toEqual([
        { from_slug: 'old-published-post', to_slug: 'published-post' },
      ])
    }
  })

  it('only staff of the site write them', async () => {
    expect((await actors.anon.from('blog_post_redirects').insert(redirect('by-anon'))).error?.code).toBe('42501')
    expect((await actors.user.from('blog_post_redirects').insert(redirect('by-reader'))).error?.code).toBe('42501')
    expect(
      (await actors.user.from('blog_post_redirects').delete().eq('from_slug', 'old-published-post').select('from_slug'))
        .data,
    ).toEqual([])
    expect(
      (await actors.staff.from('blog_post_redirects').insert(redirect('for-other-site', 'other'))).error?.code,
    ).toBe('42501')
    expect((await actors.staff.from('blog_post_redirects').insert(redirect('by-staff'))).error).toBeNull()
    expect(
      (await actors.staff.from('blog_post_redirects').delete().eq('from_slug', 'by-staff').select('from_slug')).data,
    ).toEqual([{ from_slug: 'by-staff' }])
  })

  it('refuses a redirect to itself and a slug that is not one', async () => {
    expect(
      (
        await actors.service
          .from('blog_post_redirects')
          .insert({ website_code: 'axon', from_slug: 'same', to_slug: 'same' })
      ).error?.code,
    ).toBe('23514')
    expect(
      (
        await actors.service
          .from('blog_post_redirects')
          .insert({ website_code: 'axon', from_slug: 'Not A Slug', to_slug: 'same' })
      ).error?.code,
    ).toBe('23514')
  })
})

describe('contact_enquiries', () => {
  const enquiry = { name: 'Ada', email: 'ada@example.com', company: 'Example Ltd', message: 'Hello' }
  it('are inserted by the service role only and deleted by nobody through the API; staff read and work them', async () => {
    for (const client of [actors.anon, actors.user, actors.staff]) {
      expect((await client.from('contact_enquiries').insert(enquiry)).error?.code).toBe('42501')
      expect((await client.from('contact_enquiries').delete().eq('name', 'Ada')).error?.code).toBe('42501')
      expect((await client.from('contact_rate_limits').select('key')).error?.code).toBe('42501')
    }
    expect((await actors.service.from('contact_enquiries').insert(enquiry)).error).toBeNull()
    expect((await actors.service.from('contact_enquiries').select('name')).data).toEqual([{ name: 'Ada' }])
    expect((await actors.anon.from('contact_enquiries').select('id')).error?.code).toBe('42501')
    expect((await actors.user.from('contact_enquiries').select('name')).data).toEqual([])
    expect((await actors.staff.from('contact_enquiries').select('name')).data).toEqual([{ name: 'Ada' }])
    expect((await actors.staff.from('contact_enquiries').select('ip_hash')).error?.code).toBe('42501')
    const worked = await actors.staff
      .from('contact_enquiries')
      .update({ status: 'in_progress' })
      .eq('name', 'Ada')
      .select('status')
    expect([worked.error, worked.data]).toEqual([null, [{ status: 'in_progress' }]])
    expect(
      (await actors.staff.from('contact_enquiries').update({ message: 'Changed' }).eq('name', 'Ada')).error?.code,
    ).toBe('42501')
  })
})

describe('site_rebuilds and site_rebuild_requests', () => {
  const userId = async (client: Client) => (await client.auth.getUser()).data.user?.id ?? ''
  const dispatch = {
    website_code: 'axon',
    sequence: 1,
    requested_at: '2025-10-16T09:00:00Z',
    last_requested_at: '2025-10-16T09:00:00Z',
    due_at: '2025-10-16T09:00:00Z',
  }

  it('staff record requests as themselves for their own site; anon and non-staff cannot', async () => {
    const staffId = await userId(actors.staff)
    expect((await actors.anon.from('site_rebuild_requests').insert({ website_code: 'axon' })).error?.code).toBe('42501')
    const reader = await actors.user
      .from('site_rebuild_requests')
      .insert({ website_code: 'axon', requested_by: await userId(actors.user) })
    expect([reader.status, reader.error?.code]).toEqual([403, '42501'])
    expect(
      (await actors.staff.from('site_rebuild_requests').insert({ website_code: 'other', requested_by: staffId })).error
        ?.code,
    ).toBe('42501')
    expect(
      (
        await actors.staff
          .from('site_rebuild_requests')
          .insert({ website_code: 'axon', requested_by: await userId(actors.user) })
      ).error?.code,
    ).toBe('42501')
    const { data, error } = await actors.staff
      .from('site_rebuild_requests')
      .insert({ website_code: 'axon', requested_by: staffId })
      .select('requested_by, rebuild_id')
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({ requested_by: staffId, rebuild_id: null })
  })

  it('only the service role writes dispatches; only staff of the site read them and the requests', async () => {
    for (const client of [actors.anon, actors.user, actors.staff])
      expect((await client.from('site_rebuilds').insert(dispatch)).error?.code).toBe('42501')
    await actors.service
      .from('site_rebuilds')
      .insert([dispatch, { ...dispatch, website_code: 'other' }])
      .throwOnError()
    expect(
      (await actors.staff.from('site_rebuilds').update({ sent_at: '2025-10-16T09:00:01Z' }).eq('website_code', 'axon'))
        .error?.code,
    ).toBe('42501')
    expect((await actors.anon.from('site_rebuilds').select('id')).error?.code).toBe('42501')
    expect((await actors.anon.from('site_rebuild_requests').select('id')).error?.code).toBe('42501')
    expect((await actors.user.from('site_rebuilds').select('id').throwOnError()).data).toEqual([])
    expect((await actors.user.from('site_rebuild_requests').select('id').throwOnError()).data).toEqual([])
    expect((await actors.staff.from('site_rebuilds').select('website_code').throwOnError()).data).toEqual([
      { website_code: 'axon' },
    ])
    expect(
      (await actors.staff.from('site_rebuild_requests').select('website_code').throwOnError()).data?.every(
        (row) => row.website_code === 'axon',
      ),
    ).toBe(true)
  })

  it('one dispatch per site and sequence number: a second claim of the same number inserts nothing', async () => {
    const claim = { ...dispatch, sequence: 7 }
    const first = await actors.service
      .from('site_rebuilds')
      .upsert(claim, { onConflict: 'website_code,sequence', ignoreDuplicates: true })
      .select('id')
    const second = await actors.service
      .from('site_rebuilds')
      .upsert(
        { ...claim, due_at: '2025-10-16T09:01:00Z' },
        { onConflict: 'website_code,sequence', ignoreDuplicates: true },
      )
      .select('id')
    expect([first.data?.length, second.data?.length]).toEqual([1, 0])
  })

  it('counts each request into the dispatch it joins, and keeps its first and latest request times', async () => {
    const { data: rebuild } = await actors.service
      .from('site_rebuilds')
      .insert({ ...dispatch, sequence: 20 })
      .select('id')
      .single()
      .throwOnError()
    const staffId = await userId(actors.staff)
    const { data: requests } = await actors.service
      .from('site_rebuild_requests')
      .insert(
        ['2025-10-16T08:59:00Z', '2025-10-16T09:00:30Z', '2025-10-16T09:00:10Z'].map((requested_at) => ({
          website_code: 'axon',
          requested_by: staffId,
          requested_at,
        })),
      )
      .select('id')
      .throwOnError()
    await Promise.all(
      requests.map((request) =>
        actors.service
          .from('site_rebuild_requests')
          .update({ rebuild_id: rebuild.id })
          .eq('id', request.id)
          .throwOnError(),
      ),
    )
    const { data } = await actors.service
      .from('site_rebuilds')
      .select('request_count, requested_at, last_requested_at')
      .eq('id', rebuild.id)
      .single()
      .throwOnError()
    expect(data).toEqual({
      request_count: 3,
      requested_at: expect.stringMatching(/^2025-10-16T08:59:00/),
      last_requested_at: expect.stringMatching(/^2025-10-16T09:00:30/),
    })
  })
})

describe('staff_members', () => {
  it('a signed-in user sees only their own membership; anon sees nothing', async () => {
    expect((await actors.staff.from('staff_members').select('website_code')).data).toEqual([{ website_code: 'axon' }])
    expect((await actors.user.from('staff_members').select('website_code')).data).toEqual([])
    expect((await actors.anon.from('staff_members').select('website_code')).error?.code).toBe('42501')
  })
})

describe('storage bucket blog-images', () => {
  let webp: Uint8Array
  const named = (who: string) => `posts/${Buffer.from(who.padEnd(8, '-')).toString('hex')}.webp`
  const upload = (client: Client, name: string) =>
    client.storage.from('blog-images').upload(name, webp, { contentType: 'image/webp' })
  beforeAll(async () => {
    webp = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#1d4ed8' } })
        .webp()
        .toBuffer(),
    )
  })

  it('anon and non-staff cannot upload; staff and service_role can; anyone reads the public URL', async () => {
    expect((await upload(actors.anon, named('anon'))).error).not.toBeNull()
    expect((await upload(actors.user, named('user'))).error).not.toBeNull()
    expect((await upload(actors.staff, named('staff'))).error).toBeNull()
    expect((await upload(actors.service, named('service'))).error).toBeNull()
    const { publicUrl } = actors.anon.storage.from('blog-images').getPublicUrl(named('staff')).data
    const response = await actors.supabase.fetch(publicUrl)
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/webp'])
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(webp)
    expect(
      (await actors.supabase.fetch(actors.anon.storage.from('blog-images').getPublicUrl(named('anon')).data.publicUrl))
        .status,
    ).toBe(400)
  })

  it('refuses to overwrite without upsert, and only staff may remove', async () => {
    expect((await upload(actors.staff, named('staff'))).error?.message).toBe('The resource already exists')
    expect(
      (
        await actors.staff.storage
          .from('blog-images')
          .upload(named('staff'), webp, { contentType: 'image/webp', upsert: true })
      ).error,
    ).toBeNull()
    expect((await actors.user.storage.from('blog-images').remove([named('staff')])).data).toEqual([])
    expect(
      (await actors.staff.storage.from('blog-images').remove([named('staff')])).data?.map((object) => object.name),
    ).toEqual([named('staff')])
  })

  it('accepts only images', async () => {
    const { error } = await actors.staff.storage
      .from('blog-images')
      .upload(named('notes'), new TextEncoder().encode('hi'), { contentType: 'text/plain' })
    expect(error?.message).toMatch(/mime type text\/plain is not supported/)
  })
})

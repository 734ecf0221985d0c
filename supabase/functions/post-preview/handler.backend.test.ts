import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalSupabase, type LocalSupabase } from '../../local/index.ts'
import { clientFor, postRow, type Client } from '../../local/test-support.ts'
import { newToken, storeLink } from './__fixtures__/links.ts'
import postPreview, { createPostPreview, messages } from './handler.ts'
import type { PreviewStore } from './store.ts'

let supabase: LocalSupabase
let service: Client
let handler: (request: Request) => Promise<Response> = async () => new Response(null, { status: 404 })

/** Serves the function as deployed, with what the platform injects and these variables over it. */
function deploy(variables: Record<string, string> = {}) {
  const injected: Record<string, string> = {
    SUPABASE_URL: supabase.url,
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: supabase.secretKey }),
    ...variables,
  }
  handler = postPreview({ get: (name) => injected[name], fetch: supabase.fetch })
}

beforeAll(async () => {
  supabase = await startLocalSupabase({ port: false, functions: { 'post-preview': (request) => handler(request) } })
  service = clientFor(supabase, supabase.secretKey)
  deploy()
})
afterAll(() => supabase?.stop())

/** POSTs a body to the function through the API gateway, without a key, as the preview page does. */
async function call(body: string | object, init: RequestInit = {}) {
  const response = await supabase.fetch(`${supabase.url}/functions/v1/post-preview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://reviewer.example' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  }
}

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })

async function storedPost(overrides: Parameters<typeof postRow>[0] = {}) {
  const { data } = await service
    .from('blog_posts')
    .insert(postRow({ title: 'Closing the books in two days', content: doc('Draft body.'), ...overrides }))
    .select('id, slug')
    .single()
    .throwOnError()
  return data
}

describe('who may ask, and how', () => {
  it('answers a browser’s preflight from any origin, and refuses other methods', async () => {
    const preflight = await call('', { method: 'OPTIONS', body: null })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type')
    const get = await call('', { method: 'GET', body: null })
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST, OPTIONS'])
  })

  it.each([
    ['no body', ''],
    ['text that is not JSON', 'token=abc'],
    ['JSON that is not an object', '["token"]'],
    ['null', 'null'],
    ['no token', '{}'],
    ['a token that is not text', '{"token": 12345}'],
    ['a token hidden in __proto__', '{"__proto__": {"token": "abc"}}'],
    ['deeply nested JSON', `${'['.repeat(500)}${']'.repeat(500)}`],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
  ])('answers 400 to %s, saying what to send', async (_, body) => {
    const answer = await supabase.fetch(`${supabase.url}/functions/v1/post-preview`, { method: 'POST', body })
    expect([answer.status, await answer.json()]).toEqual([400, { error: messages.body }])
  })

  it('answers 413 to a body past its limit, and 404 to tokens that open nothing', async () => {
    expect((await call({ token: 'x'.repeat(2000) })).status).toBe(413)
    for (const token of [
      '',
      'short',
      `${newToken()}x`,
      "'; drop table public.blog_posts; --",
      '../../etc/passwd',
      newToken(),
    ])
      expect(await call({ token })).toMatchObject({ status: 404, body: { error: messages.unknown } })
  })

  it('says what is missing, with 503, until the platform’s variables are there', async () => {
    deploy({ SUPABASE_SECRET_KEYS: '' })
    const answer = await call({ token: newToken() })
    deploy()
    expect(answer).toMatchObject({
      status: 503,
      body: { error: expect.stringContaining('SUPABASE_SECRET_KEYS is not set') },
    })
  })

  it('answers 500 with words to act on when the backend fails, and never a stack', async () => {
    const failing: PreviewStore = {
      link: () => Promise.reject(new Error('connection refused')),
      post: () => Promise.reject(new Error('unused')),
      imageSet: () => Promise.reject(new Error('unused')),
    }
    const logged: string[] = []
    const response = await createPostPreview({ store: failing, log: (line) => logged.push(line) })(
      new Request('http://function.test', { method: 'POST', body: JSON.stringify({ token: newToken() }) }),
    )
    expect([response.status, await response.json()]).toEqual([500, { error: messages.failed }])
    expect(logged).toEqual([expect.stringContaining('connection refused')])
  })
})

describe('a valid link', () => {
  it('gives a draft’s public fields and body, dated now, never its staff-only columns', async () => {
    const post = await storedPost({ tags: ['ERP', 'Finance'], source_hash: 'a'.repeat(64) })
    const token = await storeLink(service, post, { days: 7 })
    const before = Date.now()
    const { status, body, headers } = await call({ token })
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(body).toMatchObject({ standing: 'draft', changes: false })
    const shown = body?.post as Record<string, unknown>
    expect(shown).toMatchObject({
      id: post.id,
      slug: post.slug,
      title: 'Closing the books in two days',
      tags: ['ERP', 'Finance'],
      content: doc('Draft body.'),
      featured_image_set: null,
    })
    expect(Date.parse(String(shown.published_at))).toBeGreaterThanOrEqual(before - 1000)
    for (const staffOnly of ['status', 'source_hash', 'word_count', 'created_at'])
      expect(shown).not.toHaveProperty(staffOnly)
    expect(shown).not.toHaveProperty('website_code')
    const expiresIn = Date.parse(String(body?.expiresAt)) - before
    expect(Math.round(expiresIn / 86_400_000)).toBe(7)
  })

  it('shows the changes it was made with over a live post, falling back field by field on what is malformed', async () => {
    const post = await storedPost({ status: 'published', published_at: '2025-10-01T09:00:00Z', title: 'Live title' })
    const snapshot = {
      title: 'Edited title',
      excerpt: 42,
      content: doc('Edited body.'),
      featured_image_url: 'javascript:alert(1)',
    }
    const token = await storeLink(service, post, { snapshot })
    const { status, body } = await call({ token })
    expect(status).toBe(200)
    expect(body).toMatchObject({ standing: 'published', changes: true })
    expect(body?.post).toMatchObject({
      title: 'Edited title',
      excerpt: 'A post written by the tests.',
      content: doc('Edited body.'),
      featured_image_url: null,
      published_at: '2025-10-01T09:00:00+00:00',
    })
  })

  it('says a post whose time is ahead is scheduled, and brings its featured image’s variants', async () => {
    const path = `posts/${'ab12'.repeat(8)}.webp`
    await service
      .from('blog_images')
      .insert({ path, width: 1600, height: 900, widths: [800, 1600] })
      .throwOnError()
    const post = await storedPost({
      status: 'published',
      published_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      featured_image_url: `http://127.0.0.1:54321/storage/v1/object/public/blog-images/${path}`,
      featured_image_alt: 'A ledger',
    })
    const { body } = await call({ token: await storeLink(service, post) })
    expect(body).toMatchObject({
      standing: 'scheduled',
      post: { featured_image_set: { width: 1600, height: 900, widths: [800, 1600], placeholder: null } },
    })
  })
})

describe('a link that works no more', () => {
  it('answers 410 expired, with when, once its time has passed', async () => {
    const post = await storedPost()
    const token = await storeLink(service, post, { days: 1, ageDays: 2 })
    const { status, body } = await call({ token })
    expect([status, body?.reason, body?.error]).toEqual([410, 'expired', messages.expired])
    expect(Date.parse(String(body?.at))).toBeLessThan(Date.now() - 86_400_000 + 60_000)
  })

  it('answers 410 revoked once staff end it', async () => {
    const post = await storedPost()
    const token = await storeLink(service, post)
    await service.from('post_preview_links').update({ ended_reason: 'revoked' }).eq('post_id', post.id).throwOnError()
    expect(await call({ token })).toMatchObject({ status: 410, body: { reason: 'revoked', at: expect.any(String) } })
  })

  it('answers 410 published with the article’s address as it is now, and where it stands', async () => {
    const post = await storedPost()
    const token = await storeLink(service, post)
    await service
      .from('blog_posts')
      .update({ status: 'published', slug: `${post.slug}-final` })
      .eq('id', post.id)
      .throwOnError()
    const { status, body } = await call({ token })
    expect(status).toBe(410)
    expect(body).toMatchObject({
      reason: 'published',
      path: `/insights/${post.slug}-final`,
      standing: 'published',
      publishedAt: expect.any(String),
    })
    const ahead = new Date(Date.now() + 86_400_000).toISOString()
    await service.from('blog_posts').update({ published_at: ahead }).eq('id', post.id).throwOnError()
    expect((await call({ token })).body).toMatchObject({ standing: 'scheduled', publishedAt: ahead })
    await service.from('blog_posts').update({ status: 'draft' }).eq('id', post.id).throwOnError()
    expect((await call({ token })).body).toMatchObject({ reason: 'published', standing: 'draft', publishedAt: null })
  })

  it('answers 410 deleted once its post is gone', async () => {
    const post = await storedPost()
    const token = await storeLink(service, post)
    await service.from('blog_posts').delete().eq('id', post.id).throwOnError()
    expect(await call({ token })).toMatchObject({ status: 410, body: { reason: 'deleted', error: messages.deleted } })
  })
})

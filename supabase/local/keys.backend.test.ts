import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localJwtSecret, signJwt } from './index.ts'
import { createSigningKey } from './signing-key.ts'
import { clientFor, postRow, startWithActors, type Actors, type Client } from './test-support.ts'

// The keys `supabase start` issues, as supabase-js uses them: the publishable and secret keys,
// the legacy anon and service_role JWTs, and sessions signed with an ES256 signing key.

let actors: Actors
beforeAll(async () => {
  actors = await startWithActors()
  await actors.service
    .from('blog_categories')
    .insert({ website_code: 'other', slug: 'technical', name: 'Technical' })
    .throwOnError()
  const published = { status: 'published', published_at: '2025-10-13T09:00:00Z' } as const
  await actors.service
    .from('blog_posts')
    .insert([
      postRow({ slug: 'published', website_code: 'axon', ...published }),
      postRow({ slug: 'draft', website_code: 'axon', status: 'draft', published_at: null }),
      postRow({ slug: 'other-site', website_code: 'other', ...published }),
    ])
    .throwOnError()
})
afterAll(() => actors?.supabase.stop())

const slugs = async (client: Client) =>
  (await client.from('blog_posts').select('slug').order('slug').throwOnError()).data.map((row) => row.slug)
const decode = (part: string | undefined) =>
  JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>

describe('API keys', () => {
  it('the publishable key reads what anon reads, as the legacy anon key does, and cannot write', async () => {
    const { publishableKey, anonKey } = actors.supabase
    for (const key of [publishableKey, anonKey]) {
      const client = clientFor(actors.supabase, key)
      expect(await slugs(client)).toEqual(['published'])
      const write = await client.from('blog_posts').insert(postRow({ slug: 'by-anon' }))
      expect([write.status, write.error?.code]).toEqual([401, '42501'])
    }
  })

  it('the secret key bypasses row-level security, as the legacy service_role key does', async () => {
    const { secretKey, serviceRoleKey } = actors.supabase
    for (const key of [secretKey, serviceRoleKey]) {
      const client = clientFor(actors.supabase, key)
      expect(await slugs(client)).toEqual(['draft', 'other-site', 'published'])
      const written = postRow({ slug: 'written', website_code: 'other' })
      expect((await client.from('blog_posts').insert(written)).status).toBe(201)
      expect((await client.from('blog_posts').delete().eq('slug', 'written')).status).toBe(204)
    }
  })

  it('refuses an sb_ key it did not issue, and an sb_ key sent only as a bearer token', async () => {
    const forged = await clientFor(actors.supabase, 'sb_secret_not-one-of-ours').from('blog_posts').select('slug')
    expect([forged.status, forged.error?.message]).toEqual([401, 'Invalid API key'])
    const bearerOnly = await actors.supabase.fetch(`${actors.supabase.url}/rest/v1/blog_posts?select=slug`, {
      headers: { authorization: `Bearer ${actors.supabase.secretKey}` },
    })
    expect([bearerOnly.status, ((await bearerOnly.json()) as { message: string }).message]).toEqual([
      401,
      'No API key found in request',
    ])
  })
})

describe('user sessions', () => {
  it('are ES256 JWTs naming the signing key, accepted by REST and storage beside the publishable key', async () => {
    const { data } = await actors.staff.auth.getSession()
    const [header] = (data.session?.access_token ?? '').split('.')
    expect(decode(header)).toEqual({ alg: 'ES256', kid: actors.supabase.signingKey.kid, typ: 'JWT' })
    expect(await slugs(actors.staff)).toEqual(['draft', 'published'])
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#1d4ed8' } })
      .webp()
      .toBuffer()
    const upload = await actors.staff.storage
      .from('blog-images')
      .upload('posts/0123456789abcdef.webp', webp, { contentType: 'image/webp' })
    expect(upload.error).toBeNull()
  })

  it('signed with the legacy secret are still accepted; forged or expired ones are refused', async () => {
    const { data } = await actors.staff.auth.getSession()
    const claims = decode(data.session?.access_token.split('.')[1]) as { role: string; exp: number }
    const asStaff = (token: string) =>
      actors.supabase.fetch(`${actors.supabase.url}/rest/v1/blog_posts?select=slug&order=slug`, {
        headers: { apikey: actors.supabase.publishableKey, authorization: `Bearer ${token}` },
      })
    const legacy = await asStaff(signJwt(claims, localJwtSecret))
    expect([legacy.status, await legacy.json()]).toEqual([200, [{ slug: 'draft' }, { slug: 'published' }]])
    const forged = await asStaff(signJwt(claims, { ...createSigningKey(), kid: actors.supabase.signingKey.kid }))
    expect(forged.status).toBe(401)
    const expired = await asStaff(
      signJwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }, actors.supabase.signingKey),
    )
    expect([expired.status, ((await expired.json()) as { code: string }).code]).toEqual([401, 'PGRST303'])
  })
})

describe('the JWKS', () => {
  it('serves the public half of the signing key at /auth/v1/.well-known/jwks.json, to anyone', async () => {
    const response = await actors.supabase.fetch(`${actors.supabase.url}/auth/v1/.well-known/jwks.json`)
    expect(response.status).toBe(200)
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] }
    expect(keys).toEqual([actors.supabase.signingKey.jwk])
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: actors.supabase.signingKey.kid })
    expect(keys[0]).not.toHaveProperty('d')
  })

  it('lets supabase-js getClaims verify a session, and refuse a forged one', async () => {
    const { data } = await actors.staff.auth.getSession()
    const token = data.session?.access_token ?? ''
    const auth = clientFor(actors.supabase, actors.supabase.publishableKey).auth
    const verified = await auth.getClaims(token)
    expect(verified.error).toBeNull()
    expect(verified.data?.claims).toMatchObject({ role: 'authenticated', sub: data.session?.user.id })
    expect(verified.data?.header).toMatchObject({ alg: 'ES256', kid: actors.supabase.signingKey.kid })
    const forged = signJwt(decode(token.split('.')[1]) as { role: string }, {
      ...createSigningKey(),
      kid: actors.supabase.signingKey.kid,
    })
    expect((await auth.getClaims(forged)).error?.message).toBe('Invalid JWT signature')
  })
})

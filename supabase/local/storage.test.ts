import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWithActors, type Actors } from './test-support.ts'

let actors: Actors
let webp: Uint8Array
let png: Uint8Array
let counter = 0
// A fresh name of the form the CLI makes, so each upload is new.
const hashName = () => `posts/${(counter++).toString(16).padStart(32, 'a')}.webp`

beforeAll(async () => {
  actors = await startWithActors()
  const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#1d4ed8' } })
  webp = new Uint8Array(await image.clone().webp().toBuffer())
  png = new Uint8Array(await image.clone().png().toBuffer())
})
afterAll(() => actors?.supabase.stop())

/** A WebP header (VP8X) that claims a canvas of width × height, with no pixels behind it. */
function claimedWebp(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(30)
  bytes.write('RIFF', 0)
  bytes.writeUInt32LE(22, 4)
  bytes.write('WEBPVP8X', 8)
  bytes.writeUInt32LE(10, 16)
  bytes.writeUIntLE(width - 1, 24, 3)
  bytes.writeUIntLE(height - 1, 27, 3)
  return bytes
}

const text = (value: string) => new TextEncoder().encode(value)

describe('the blog-images bucket', () => {
  it('stores a WebP that staff upload under a hash name, as bytes or as a form', async () => {
    const storage = actors.staff.storage.from('blog-images')
    expect((await storage.upload(hashName(), webp, { contentType: 'image/webp' })).error).toBeNull()
    expect(
      (
        await storage.upload(hashName(), new Blob([webp as Uint8Array<ArrayBuffer>], { type: 'image/webp' }), {
          contentType: 'image/webp',
        })
      ).error,
    ).toBeNull()
  })

  it.each([
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 415],
    ['an HTML page', text('<!doctype html><script>alert(1)</script>'), 415],
    ['a PDF', text('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), 415],
    ['a PNG', () => png, 415],
    ['an empty file', new Uint8Array(), 400],
    ['a 40,000 × 40,000 pixel canvas in 30 bytes', claimedWebp(40_000, 40_000), 413],
    ['a file over the 5 MB limit', () => Buffer.concat([webp, Buffer.alloc(5 * 1024 * 1024)]), 413],
  ])('refuses %s sent as image/webp, in Storage’s error shape', async (_case, bytes, status) => {
    const body = typeof bytes === 'function' ? bytes() : bytes
    const response = await actors.supabase.fetch(`${actors.supabase.url}/storage/v1/object/blog-images/${hashName()}`, {
      method: 'POST',
      headers: {
        apikey: actors.supabase.anonKey,
        authorization: `Bearer ${actors.supabase.serviceRoleKey}`,
        'content-type': 'image/webp',
      },
      body: body as Uint8Array<ArrayBuffer>,
    })
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({
      statusCode: String(status),
      error: expect.any(String),
      message: expect.any(String),
    })
  })

  it('refuses types other than WebP, whatever the bytes', async () => {
    const { error } = await actors.staff.storage
      .from('blog-images')
      .upload(hashName().replace('.webp', '.png'), png, { contentType: 'image/png' })
    expect(error?.message).toBe('mime type image/png is not supported')
  })

  it('refuses staff uploads under names the CLI and the admin never make', async () => {
    const storage = actors.staff.storage.from('blog-images')
    for (const name of ['cover.webp', 'posts/page.html', 'posts/cover.webp']) {
      expect((await storage.upload(name, webp, { contentType: 'image/webp' })).error?.message).toBe(
        'new row violates row-level security policy',
      )
    }
  })

  it('answers a name with broken %-encoding with 400', async () => {
    const response = await actors.supabase.fetch(
      `${actors.supabase.url}/storage/v1/object/blog-images/posts/%E0%A4%A`,
      {
        method: 'POST',
        headers: { apikey: actors.supabase.serviceRoleKey, 'content-type': 'image/webp' },
        body: webp as Uint8Array<ArrayBuffer>,
      },
    )
    expect([response.status, (await response.json()).error]).toEqual([400, 'Invalid key'])
  })
})

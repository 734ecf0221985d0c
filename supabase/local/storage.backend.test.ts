import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeImage } from '../../cli/images.ts'
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

/** Uploads a body to a fresh name in blog-images with the service role, as the raw HTTP request. */
const upload = (body: Uint8Array | FormData, contentType?: string) =>
  actors.supabase.fetch(`${actors.supabase.url}/storage/v1/object/blog-images/${hashName()}`, {
    method: 'POST',
    headers: {
      apikey: actors.supabase.anonKey,
      authorization: `Bearer ${actors.supabase.serviceRoleKey}`,
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    body: body as BodyInit,
  })

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

  // Hosted Storage checks the declared type and the size, never the bytes: sniffing and re-encoding
  // are the uploader's, in the CLI (cli/images.ts) and the admin (site/lib/admin/upload.ts).
  it.each([
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['an HTML page', text('<!doctype html><script>alert(1)</script>')],
    ['a PNG', () => png],
    ['an empty file', new Uint8Array()],
    ['a 40,000 × 40,000 pixel canvas in 30 bytes', claimedWebp(40_000, 40_000)],
  ])('stores %s declared as image/webp, as hosted Storage does', async (_case, bytes) => {
    const name = hashName()
    const body = typeof bytes === 'function' ? bytes() : bytes
    const { error } = await actors.service.storage.from('blog-images').upload(name, body, { contentType: 'image/webp' })
    expect(error).toBeNull()
    const stored = await actors.supabase.fetch(`${actors.supabase.url}/storage/v1/object/public/blog-images/${name}`)
    expect(stored.headers.get('content-type')).toBe('image/webp')
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(new Uint8Array(body))
  })

  // The admin's refusal is checked in site/lib/admin/editor/image.test.ts: the stand-in uses nothing of the admin.
  it('leaves the bytes to the uploaders: the CLI refuses such a file before it is sent', async () => {
    const page = text('<!doctype html><script>alert(1)</script>')
    await expect(decodeImage(page, 'page.webp')).rejects.toThrow(
      /^page\.webp is not a JPEG, PNG, WebP, AVIF or GIF image/,
    )
  })

  it('refuses a file over the bucket’s 5 MB limit with Storage’s 413 body, sent as HTTP 400', async () => {
    const response = await upload(Buffer.concat([webp, Buffer.alloc(5 * 1024 * 1024)]), 'image/webp')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    })
  })

  it('refuses a declared type the bucket does not allow, whatever the bytes, before reading them', async () => {
    const response = await upload(webp, 'image/png')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type image/png is not supported',
    })
    const { error } = await actors.staff.storage
      .from('blog-images')
      .upload(hashName().replace('.webp', '.png'), png, { contentType: 'image/png' })
    expect(error?.message).toBe('mime type image/png is not supported')
  })

  it('takes a form’s file type from its contentType field, or else from the file part', async () => {
    const form = (type: string, contentType?: string) => {
      const body = new FormData()
      if (contentType) body.append('contentType', contentType)
      body.append('', new Blob([webp as Uint8Array<ArrayBuffer>], { type }))
      return body
    }
    expect((await upload(form('image/webp'))).status).toBe(200)
    expect((await upload(form('image/webp', 'text/html'))).status).toBe(400)
    expect((await upload(form('text/html', 'image/webp'))).status).toBe(200)
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
    expect([response.status, (await response.json()).code]).toEqual([400, 'InvalidKey'])
  })
})

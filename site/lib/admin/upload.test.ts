import { describe, expect, it } from 'vitest'
import { createPublicClient } from '../supabase/index.ts'
import { uploadFeaturedImage, type PreparedImage } from './upload.ts'

const path = 'posts/0123456789abcdef.webp'
const prepared: PreparedImage = {
  ok: true,
  path,
  files: [{ path, bytes: new Uint8Array([1, 2, 3]), mimeType: 'image/webp' }],
  set: { width: 1, height: 1, widths: [1], placeholder: null },
}
const clientAnswering = (fetch: typeof globalThis.fetch) =>
  createPublicClient({ url: 'http://127.0.0.1:54321', key: 'anon-key' }, { fetch })

describe('uploadFeaturedImage', () => {
  it('returns the stored image’s public URL', async () => {
    const client = clientAnswering(() => Promise.resolve(Response.json({ Key: `blog-images/${prepared.path}` })))
    expect(await uploadFeaturedImage(client, prepared)).toEqual({
      ok: true,
      url: `http://127.0.0.1:54321/storage/v1/object/public/blog-images/${prepared.path}`,
    })
  })

  it('calls a request that got no answer a dropped connection', async () => {
    const client = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await uploadFeaturedImage(client, prepared)).toEqual({
      ok: false,
      reason: 'connection',
      detail: 'Failed to fetch',
    })
  })

  it('calls a storage that answers no a refusal, and keeps its words as the detail', async () => {
    const client = clientAnswering(() =>
      Promise.resolve(
        Response.json(
          { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' },
          { status: 403 },
        ),
      ),
    )
    expect(await uploadFeaturedImage(client, prepared)).toEqual({
      ok: false,
      reason: 'refused',
      detail: 'new row violates row-level security policy',
    })
  })
})

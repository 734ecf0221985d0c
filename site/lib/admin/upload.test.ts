import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { prepareImageSet, type ImageEncoder } from '../images/index.ts'
import { createPublicClient } from '../supabase/index.ts'
import {
  encodeCount,
  prepareImage,
  reportingEncoder,
  uploadFeaturedImage,
  type ImageProgress,
  type PreparedImage,
} from './upload.ts'

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

describe('uploadFeaturedImage, watched and stopped', () => {
  it('reports each file stored, of how many', async () => {
    const client = clientAnswering(() => Promise.resolve(Response.json({ Key: `blog-images/${prepared.path}` })))
    const reports: ImageProgress[] = []
    await uploadFeaturedImage(client, prepared, { onProgress: (progress) => reports.push(progress) })
    expect(reports).toEqual([
      { stage: 'uploading', done: 0, total: 1 },
      { stage: 'uploading', done: 1, total: 1 },
    ])
  })

  it('aborted, stops the request under way and rejects with the reason, not as a dropped connection', async () => {
    const controller = new AbortController()
    const reason = new DOMException('The writer cancelled the upload.', 'AbortError')
    let seen: AbortSignal | null | undefined
    const client = clientAnswering(
      (_, init) =>
        new Promise((_resolve, reject) => {
          seen = init?.signal
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error))
          controller.abort(reason)
        }),
    )
    await expect(uploadFeaturedImage(client, prepared, { signal: controller.signal })).rejects.toBe(reason)
    expect(seen).toBe(controller.signal)
  })
})

// An encoder that makes a valid WebP or AVIF header of the asked width: enough for prepareImageSet's checks.
const fakeEncoder = (width: number, height: number, hasAlpha: boolean) => {
  const calls: string[] = []
  const encoder: ImageEncoder = {
    width,
    height,
    hasAlpha,
    async encode(format, to) {
      calls.push(`${format}@${to}`)
      const image = sharp({ create: { width: to, height: 2, channels: 3, background: '#123456' } })
      return new Uint8Array(await (format === 'avif' ? image.avif() : image.webp()).toBuffer())
    },
  }
  return { encoder, calls }
}

describe('reportingEncoder', () => {
  it.each([
    [1600, 900, false],
    [3000, 1000, false],
    [1440, 800, false],
    [640, 480, true],
    [120, 80, false],
  ])(
    'reports every size of a %i × %i image (alpha: %s) as it is made, the count known before the first',
    async (width, height, alpha) => {
      const { encoder, calls } = fakeEncoder(width, height, alpha)
      const reports: ImageProgress[] = []
      await prepareImageSet(reportingEncoder(encoder, { onProgress: (progress) => reports.push(progress) }))
      const total = encodeCount(encoder)
      expect(calls).toHaveLength(total)
      expect(reports).toEqual(Array.from({ length: total + 1 }, (_, done) => ({ stage: 'preparing', done, total })))
    },
  )

  it('makes no more sizes once aborted, and rejects with the reason', async () => {
    const controller = new AbortController()
    const { encoder, calls } = fakeEncoder(1600, 900, false)
    const reason = new DOMException('The writer cancelled the upload.', 'AbortError')
    const onProgress = (progress: ImageProgress) => {
      if (progress.stage === 'preparing' && progress.done === 2) controller.abort(reason)
    }
    await expect(prepareImageSet(reportingEncoder(encoder, { signal: controller.signal, onProgress }))).rejects.toBe(
      reason,
    )
    expect(calls).toHaveLength(2)
  })
})

describe('prepareImage', () => {
  it('reports that it is checking the file, and refuses what is not an image before decoding it', async () => {
    const reports: ImageProgress[] = []
    const result = await prepareImage(new File(['Not an image at all.'], 'photo.png', { type: 'image/png' }), {
      onProgress: (progress) => reports.push(progress),
    })
    expect(result).toEqual({ ok: false, problems: [expect.stringMatching(/^The file is not a JPEG, PNG/)] })
    expect(reports).toEqual([{ stage: 'checking' }])
  })
})

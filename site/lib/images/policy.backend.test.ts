import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWithActors, type Actors } from '../../../supabase/local/test-support.ts'
import * as images from './index.ts'
import { imageAccept, imageLimitWords, imagePolicy, storedImagePath, storedSize, variantPath } from './index.ts'

const { maxWidth } = imagePolicy.output

describe('storedSize', () => {
  it('keeps an image at most the policy’s width as it is', () => {
    expect(storedSize(maxWidth - 1, 900)).toEqual({ width: maxWidth - 1, height: 900 })
    expect(storedSize(maxWidth, 10)).toEqual({ width: maxWidth, height: 10 })
  })

  it('scales a wider image down to the policy’s width, keeping its shape', () => {
    expect(storedSize(maxWidth * 2, maxWidth)).toEqual({ width: maxWidth, height: maxWidth / 2 })
    expect(storedSize(maxWidth * 3, 1001)).toEqual({ width: maxWidth, height: 334 })
  })

  it('never scales a very wide strip down to nothing', () => {
    expect(storedSize(100_000, 2)).toEqual({ width: maxWidth, height: 1 })
  })
})

it('names stored bytes by their SHA-256, with the policy’s prefix, length and extension', async () => {
  const bytes = new TextEncoder().encode('the bytes of an image')
  const hex = createHash('sha256').update(bytes).digest('hex')
  expect(await storedImagePath(bytes)).toBe(`posts/${hex.slice(0, imagePolicy.storage.hexLength)}.webp`)
  expect(await storedImagePath(bytes.subarray(1))).not.toBe(await storedImagePath(bytes))
})

it('words its limits and formats for people, and lists the formats a file input accepts', () => {
  expect(imageLimitWords).toEqual({
    formats: 'JPEG, PNG, WebP, AVIF or GIF',
    bytes: '10 MB',
    pixels: '40 megapixels',
    width: `${maxWidth} px`,
  })
  expect(imageAccept).toBe('image/jpeg,image/png,image/webp,image/avif,image/gif')
})

describe('the blog-images bucket', () => {
  let actors: Actors
  beforeAll(async () => {
    actors = await startWithActors()
  })
  afterAll(() => actors?.supabase.stop())

  it('takes the types the policy stores, and nothing larger than the policy says', async () => {
    const { rows } = await actors.supabase.db.query<{ allowed_mime_types: string[]; file_size_limit: number }>(
      'select allowed_mime_types, file_size_limit from storage.buckets where id = $1',
      [imagePolicy.storage.bucket],
    )
    const stored = [
      imagePolicy.output.mimeType,
      ...Object.values(imagePolicy.variants.formats).map((format) => format.mimeType),
    ]
    expect(rows.map((row) => ({ ...row, allowed_mime_types: row.allowed_mime_types.sort() }))).toEqual([
      { allowed_mime_types: [...new Set(stored)].sort(), file_size_limit: imagePolicy.storage.maxBytes },
    ])
  })

  it('lets staff store under a name the policy makes, and under no other', async () => {
    const webp = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#1d4ed8' } })
        .webp()
        .toBuffer(),
    )
    const store = (path: string) =>
      actors.staff.storage
        .from(imagePolicy.storage.bucket)
        .upload(path, webp, { contentType: imagePolicy.output.mimeType })
    const path = await storedImagePath(webp)
    expect((await store(path)).error).toBeNull()
    expect((await store(variantPath(path, 'webp', 400))).error).toBeNull()
    expect((await store('posts/cover.webp')).error).not.toBeNull()
    expect((await store(path.replace('.webp', '-400w.png'))).error).not.toBeNull()
  })
})

it('exports exactly its public surface', () => {
  expect(Object.keys(images).sort()).toEqual([
    'EncoderError',
    'encodeImage',
    'headerDimensions',
    'imageAccept',
    'imageLimitWords',
    'imagePolicy',
    'prepareImageSet',
    'scaledHeight',
    'slotSizes',
    'sniffImage',
    'storedImagePath',
    'storedPathOf',
    'storedSize',
    'storedWidths',
    'variantFormats',
    'variantPath',
    'variantSrcset',
    'variantWidths',
  ])
})

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postRow, startWithActors, type Actors } from '../../../supabase/local/test-support.ts'
import { listPublished } from '../blog/index.ts'
import { imagePolicy, prepareImageSet, sniffImage, type ImageEncoder } from '../images/index.ts'
import { createPublicClient } from '../supabase/index.ts'
import { hasImageSet, storeImageSet } from './index.ts'

// An encoder over a plain picture, as a channel would bring one (the CLI's is sharp over the upload).
const plain = (width: number, height: number): ImageEncoder => ({
  width,
  height,
  hasAlpha: false,
  async encode(format, to, quality) {
    const image = sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } }).resize({ width: to })
    return new Uint8Array(await (format === 'avif' ? image.avif({ quality }) : image.webp({ quality })).toBuffer())
  },
})

let actors: Actors
beforeAll(async () => {
  actors = await startWithActors()
})
afterAll(() => actors?.supabase.stop())

describe('storeImageSet', () => {
  it('stores every variant and the image as staff, each served by URL as its format, and records the set', async () => {
    const prepared = await prepareImageSet(plain(1000, 500))
    const url = await storeImageSet(actors.staff, prepared)
    expect(url).toMatch(new RegExp(`/storage/v1/object/public/blog-images/${prepared.path}$`))
    expect(prepared.files).toHaveLength(prepared.set.widths.length * 2 + 1)
    for (const file of prepared.files) {
      const response = await actors.supabase.fetch(url.replace(prepared.path, file.path))
      expect(response.status, file.path).toBe(200)
      expect(response.headers.get('content-type')).toBe(file.mimeType)
      expect(response.headers.get('cache-control')).toBe(`max-age=${imagePolicy.storage.cacheControl}`)
      expect(sniffImage(new Uint8Array(await response.arrayBuffer()))).toBe(file.mimeType.replace('image/', ''))
    }
    const { data } = await actors.staff.from('blog_images').select('path, width, height, widths, placeholder')
    expect(data).toContainEqual({ path: prepared.path, ...prepared.set })
    expect(await hasImageSet(actors.staff, prepared.path)).toBe(true)
  })

  it('stores the same upload again without complaint, keeping its record', async () => {
    const prepared = await prepareImageSet(plain(640, 360))
    expect(await storeImageSet(actors.staff, prepared)).toBe(await storeImageSet(actors.staff, prepared))
    const { data } = await actors.service.from('blog_images').select('path').eq('path', prepared.path)
    expect(data).toHaveLength(1)
  })

  it('refuses readers who are not staff, storing nothing', async () => {
    const prepared = await prepareImageSet(plain(500, 300))
    for (const client of [actors.anon, actors.user])
      await expect(storeImageSet(client, prepared)).rejects.toThrow(/row-level security/)
    expect(await hasImageSet(actors.service, prepared.path)).toBe(false)
  })

  it('lets visitors read a set once a published post shows its image, and not before', async () => {
    const prepared = await prepareImageSet(plain(800, 450))
    const url = await storeImageSet(actors.staff, prepared)
    const post = postRow({ featured_image_url: url, featured_image_alt: 'Blue' })
    await actors.service.from('blog_posts').insert(post)
    const shown = async () => (await listPublished(actors.anon)).find((summary) => summary.slug === post.slug)
    expect(await shown()).toBeUndefined()
    expect(await hasImageSet(actors.anon, prepared.path)).toBe(false)
    await actors.service.from('blog_posts').update({ status: 'published' }).eq('slug', post.slug)
    expect((await shown())?.featured_image_set).toEqual(prepared.set)
  })

  it('reports each file stored, of how many, the image itself last', async () => {
    const prepared = await prepareImageSet(plain(900, 500))
    const reports: [number, number][] = []
    await storeImageSet(actors.staff, prepared, { onStored: (stored, total) => reports.push([stored, total]) })
    const total = prepared.files.length
    expect(reports).toEqual(Array.from({ length: total + 1 }, (_, stored) => [stored, total]))
  })

  it('gives every request the signal, and once it is aborted makes no more and records nothing', async () => {
    const controller = new AbortController()
    const requested: { url: string; signal: AbortSignal | null | undefined }[] = []
    const { url, publishableKey } = actors.supabase
    const client = createPublicClient(
      { url, key: publishableKey },
      {
        fetch: (input, init) => {
          const address = String(input instanceof Request ? input.url : input)
          if (address.includes('/storage/v1/object/')) {
            requested.push({ url: address, signal: init?.signal })
            // The connection is cut while the second file is on its way: a fetch then rejects.
            if (requested.length === 2) controller.abort()
            init?.signal?.throwIfAborted()
          }
          return actors.supabase.fetch(input, init)
        },
      },
    )
    await client.auth.signInWithPassword({ email: 'editor@example.com', password: 'editor-password-1' })
    const prepared = await prepareImageSet(plain(1200, 700))
    await expect(storeImageSet(client, prepared, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    })
    expect(requested.length).toBeGreaterThan(1)
    expect(requested.every((request) => request.signal === controller.signal)).toBe(true)
    // The first four were on their way together; the image itself, stored last, was never sent.
    expect(requested.length).toBeLessThanOrEqual(4)
    expect(requested.some((request) => request.url.endsWith(prepared.path))).toBe(false)
    expect(await hasImageSet(actors.service, prepared.path)).toBe(false)
  })

  it('with a signal aborted already, sends nothing', async () => {
    const prepared = await prepareImageSet(plain(300, 200))
    const reason = new DOMException('The writer cancelled the upload.', 'AbortError')
    await expect(storeImageSet(actors.staff, prepared, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason)
    expect(await hasImageSet(actors.service, prepared.path)).toBe(false)
  })
})

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SharedPost } from '../../../site/lib/blog/index.ts'
import { makeShareImage, makeShareImages, type MakeOptions } from './make.ts'

const backendUrl = 'http://127.0.0.1:54321'
const storedPhoto = `${backendUrl}/storage/v1/object/public/blog-images/posts/0123456789abcdef0123456789abcdef.webp`

const post = (overrides: Partial<SharedPost> = {}): SharedPost => ({
  slug: 'hidden-cost-legacy-erp',
  title: 'The Hidden Cost of Legacy ERP Systems',
  category: 'erp-modernization',
  featured_image_url: null,
  featured_image_alt: null,
  ...overrides,
})

const red = () =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: '#d01010' } })
    .webp()
    .toBuffer()

let cacheDir: string
let logged: string[]
let fetched: string[]

/** Options whose fetch answers from `answer`, recording every address asked for. */
const options = (answer: (url: string) => Promise<Response> = async () => new Response(await red())): MakeOptions => ({
  cacheDir,
  backendUrl,
  log: (message) => logged.push(message),
  fetchFn: (async (input: string | URL) => {
    fetched.push(String(input))
    return answer(String(input))
  }) as typeof fetch,
})

const topLeftPixel = async (file: string) => [
  ...(await sharp(readFileSync(file)).extract({ left: 10, top: 10, width: 1, height: 1 }).raw().toBuffer()),
]

beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'share-images-'))
  logged = []
  fetched = []
})
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }))

describe('the cache', () => {
  it('draws an image once, and finds it again while what it shows is unchanged', async () => {
    const first = await makeShareImage(post(), options())
    const again = await makeShareImage(post({ slug: 'renamed-but-the-same-picture' }), options())
    expect(first.drawn).toBe(true)
    expect(again).toEqual({ ...first, drawn: false })
    expect(readdirSync(cacheDir)).toHaveLength(1)
  })

  it('draws afresh when the title, the category or the featured image changes', async () => {
    const files = new Set<string>()
    for (const changed of [
      post(),
      post({ title: 'The Hidden Cost of Legacy ERP Systems, revised' }),
      post({ category: 'technical' }),
      post({ featured_image_url: storedPhoto, featured_image_alt: 'A red wall' }),
    ])
      files.add((await makeShareImage(changed, options())).file)
    expect(files.size).toBe(4)
  })

  it('knows a stored featured image by its name, whichever backend serves it', async () => {
    await makeShareImage(post({ featured_image_url: storedPhoto }), options())
    const elsewhere = storedPhoto.replace(backendUrl, 'https://project.supabase.co')
    expect(await makeShareImage(post({ featured_image_url: elsewhere }), options())).toMatchObject({ drawn: false })
    expect(fetched).toEqual([storedPhoto])
  })

  it('makes many posts’ images, each under its slug', async () => {
    const posts = ['a', 'b', 'c'].map((slug) => post({ slug, title: `Post ${slug}` }))
    const made = await makeShareImages(posts, options(), 2)
    expect([...made.keys()].sort()).toEqual(['a', 'b', 'c'])
    expect(new Set([...made.values()].map((image) => image.file)).size).toBe(3)
  })
})

describe('a featured image', () => {
  it('is drawn under the title', async () => {
    const made = await makeShareImage(post({ featured_image_url: storedPhoto }), options())
    expect(made).toMatchObject({ drawn: true, fellBack: false })
    const [r, g, b] = await topLeftPixel(made.file)
    expect(r).toBeGreaterThan(150)
    expect(g! + b!).toBeLessThan(100)
    expect(logged).toEqual([])
  })

  it.each([
    ['cannot be fetched', () => Promise.reject(new TypeError('fetch failed')), /no answer: fetch failed/],
    ['is missing', async () => new Response('Not found', { status: 404 }), /answered 404/],
    ['is not an image', async () => new Response('<html>Sign in</html>'), /not a JPEG, PNG, WebP, AVIF or GIF/],
    [
      'does not decode',
      async () => new Response(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(64)])),
      /could not be read/,
    ],
  ])('gives way to the generated cover, saying so, when it %s', async (_case, answer, reason) => {
    const url = storedPhoto
    const made = await makeShareImage(post({ featured_image_url: url }), options(answer))
    const cover = await makeShareImage(post(), options())
    expect(made).toMatchObject({ fellBack: true, file: cover.file })
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain('/insights/hidden-cost-legacy-erp')
    expect(logged[0]).toContain(url)
    expect(logged[0]).toMatch(reason)
    // Nothing is kept for the featured image: the next build asks for it again.
    await makeShareImage(post({ featured_image_url: url }), options(answer))
    expect(fetched.filter((address) => address === url)).toHaveLength(2)
  })

  it('is fetched only over https, or from the backend the site is built against', async () => {
    const made = await makeShareImage(
      post({ featured_image_url: 'http://169.254.169.254/latest/photo.jpg' }),
      options(),
    )
    expect(made.fellBack).toBe(true)
    expect(fetched).toEqual([])
    expect(logged[0]).toMatch(/only https addresses and the backend’s own storage/)
    await makeShareImage(post({ featured_image_url: 'https://images.example.com/wall.jpg' }), options())
    expect(fetched).toEqual(['https://images.example.com/wall.jpg'])
  })
})

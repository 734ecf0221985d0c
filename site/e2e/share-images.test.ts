import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { expect, it } from 'vitest'
import { site } from '../site.config.ts'
import { baseUrl } from './browser.ts'
import { contentPosts } from './routes.ts'

/** The content of each <meta> in a page's head, by its property or name. */
async function headOf(path: string): Promise<Map<string, string>> {
  const response = await fetch(new URL(path, baseUrl()))
  expect(response.status, path).toBe(200)
  const html = await response.text()
  return new Map(
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)].map(([, key, content]) => [
      key!,
      content!,
    ]),
  )
}

/** The image at a public address, fetched from the built site as it is served. */
async function imageAt(url: string) {
  expect(url.startsWith(`${site.url}/`), url).toBe(true)
  const { pathname, search } = new URL(url)
  const response = await fetch(new URL(pathname + search, baseUrl()))
  expect(response.status, url).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/jpeg')
  const bytes = Buffer.from(await response.arrayBuffer())
  return { bytes, metadata: await sharp(bytes).metadata() }
}

it('gives every article its own 1200×630 share image, named by og:image and twitter:image', async () => {
  const seen = new Set<string>()
  for (const { frontMatter } of contentPosts) {
    const head = await headOf(`/insights/${frontMatter.slug}/`)
    const url = head.get('og:image') ?? ''
    expect(url).toMatch(new RegExp(`^${site.url}/og/${frontMatter.slug}\\.jpg\\?v=\\w+$`))
    expect(head.get('twitter:image')).toBe(url)
    expect([head.get('og:image:width'), head.get('og:image:height')]).toEqual(['1200', '630'])
    expect(head.get('og:image:alt')).toContain(frontMatter.title.replace(/&/g, '&amp;'))
    expect(head.get('twitter:image:alt')).toBe(head.get('og:image:alt'))
    const { bytes, metadata } = await imageAt(url)
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
    seen.add(createHash('sha256').update(bytes).digest('hex'))
  }
  // Each shows its own title: no two articles share a picture.
  expect(seen.size).toBe(contentPosts.length)
})

it('names the article’s own image at an older address of the article', async () => {
  const [older, current] = await Promise.all([
    headOf('/insights/api-first-integration-strategy/'),
    headOf('/insights/api-first-integration/'),
  ])
  expect(older.get('og:image')).toBe(current.get('og:image'))
})

it('keeps the site’s own share image for pages that are not articles', async () => {
  const head = await headOf('/insights/')
  expect(head.get('og:image')).toBe(`${site.url}/og-image.jpg`)
  expect((await imageAt(`${site.url}/og-image.jpg`)).metadata).toMatchObject({ width: 1200, height: 630 })
})

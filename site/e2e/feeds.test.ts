import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { parseBuildInfo } from '../lib/blog/index.ts'
import { site } from '../site.config.ts'
import { baseUrl } from './browser.ts'
import { contentPosts, publicRoutes } from './routes.ts'

async function get(path: string) {
  const response = await fetch(new URL(path, baseUrl()))
  expect(response.status, path).toBe(200)
  return { type: response.headers.get('content-type'), text: await response.text() }
}

const parser = new XMLParser({ ignoreAttributes: false })
const articleUrls = contentPosts.map((post) => `${site.url}/insights/${post.frontMatter.slug}/`).sort()

describe('discovery files', () => {
  it('lists every public page and article in the sitemap, and nothing that should stay out', async () => {
    const { text } = await get('/sitemap.xml')
    expect(XMLValidator.validate(text)).toBe(true)
    const urls = [parser.parse(text).urlset.url].flat() as { loc: string; lastmod?: string }[]
    const locs = urls.map((url) => url.loc)
    const expected = publicRoutes
      .filter((route) => !route.unlinked)
      .map((route) => `${site.url}${route.path === '/' ? '/' : `${route.path}/`}`)
    expect([...locs].sort()).toEqual([...expected].sort())
    expect(locs.some((loc) => /admin|thank-you|not-sent|api-first-integration-strategy/.test(loc))).toBe(false)
    for (const url of urls.filter((entry) => entry.loc.includes('/insights/')))
      expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}/)
  })

  it('keeps crawlers out of the admin and points them to the sitemap', async () => {
    const { text } = await get('/robots.txt')
    expect(text).toMatch(/^Disallow: \/admin\/$/m)
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`)
  })

  it('publishes an RSS 2.0 feed with every post in full', async () => {
    const { text } = await get('/insights/rss.xml')
    expect(XMLValidator.validate(text)).toBe(true)
    const channel = parser.parse(text).rss.channel
    const items = [channel.item].flat() as Record<string, string>[]
    expect(items.map((item) => item.link).sort()).toEqual(articleUrls)
    for (const item of items) {
      expect(new Date(item.pubDate ?? '').toString()).not.toBe('Invalid Date')
      expect(item['content:encoded']).toMatch(/<p[ >]/)
    }
  })

  it('publishes a JSON Feed with every post', async () => {
    const { text } = await get('/insights/feed.json')
    const feed = JSON.parse(text) as { version: string; items: { url: string; content_html: string }[] }
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
    expect(feed.items.map((item) => item.url).sort()).toEqual(articleUrls)
    expect(feed.items.every((item) => /<p[ >]/.test(item.content_html))).toBe(true)
  })

  it('records at /build.json when the site was built and from which posts', async () => {
    const { type, text } = await get('/build.json')
    expect(type).toMatch(/^application\/json/)
    const info = parseBuildInfo(JSON.parse(text))
    expect(info?.fingerprint).toMatch(/^[0-9a-f]{64}$/)
    expect(Object.keys(info?.posts ?? {}).sort()).toEqual(contentPosts.map((post) => post.frontMatter.slug).sort())
  })

  it('announces both feeds in the head of every page', async () => {
    const { text } = await get('/about')
    expect(text).toContain('<link rel="alternate" type="application/rss+xml"')
    expect(text).toContain('href="/insights/feed.json"')
  })
})

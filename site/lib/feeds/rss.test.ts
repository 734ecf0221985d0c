import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import type { Post } from '../blog/index.ts'
import { makePost, renderHtml } from './__fixtures__/posts.ts'
import { rssXml } from './index.ts'

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' })
const rfc822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/

/** Builds the feed, checks it is well-formed and returns what a reader parses out of it. */
function readFeed(posts: Post[], render = renderHtml, now?: Date) {
  const xml = rssXml({ posts, renderHtml: render, now })
  expect(XMLValidator.validate(xml)).toBe(true)
  const { rss } = parser.parse(xml)
  return { xml, rss, channel: rss.channel }
}

describe('rssXml', () => {
  it('describes the Insights channel with absolute links and a self link', () => {
    const { rss, channel } = readFeed([makePost()])
    expect(rss['@_version']).toBe('2.0')
    expect(channel.title).toBe('Axon Intelligence Insights')
    expect(channel.link).toBe('https://www.axonintelligence.example/insights/')
    expect(channel.language).toBe('en-us')
    expect(channel.description).toEqual(expect.any(String))
    expect(channel['atom:link']).toMatchObject({
      '@_href': 'https://www.axonintelligence.example/insights/rss.xml',
      '@_rel': 'self',
    })
  })

  it('lists posts newest published first with absolute links, RFC 822 dates and the category name', () => {
    const older = makePost({ slug: 'older', published_at: '2026-01-05T08:00:00.000Z' })
    const newer = makePost({ slug: 'newer', published_at: '2026-02-05T08:00:00.000Z', category: 'technical' })
    const [first, second] = readFeed([older, newer]).channel.item
    expect([first.link, second.link]).toEqual([
      'https://www.axonintelligence.example/insights/newer/',
      'https://www.axonintelligence.example/insights/older/',
    ])
    // Each item keeps the identity readers already know it by, from before links gained their slash.
    expect(first.guid).toEqual({
      '#text': 'https://www.axonintelligence.example/insights/newer',
      '@_isPermaLink': 'false',
    })
    expect(first.pubDate).toBe('Thu, 05 Feb 2026 08:00:00 GMT')
    expect(first.pubDate).toMatch(rfc822)
    expect(first['dc:creator']).toBe('Founder Name')
    expect(first.category).toBe('Technical Deep Dive')
  })

  it('dates the build from the latest update, or from now when there are no posts', () => {
    const posts = [
      makePost({ updated_at: '2026-04-01T10:00:00.000Z' }),
      makePost({ slug: 'b', updated_at: '2026-04-03T10:00:00.000Z' }),
    ]
    expect(readFeed(posts).channel.lastBuildDate).toBe('Fri, 03 Apr 2026 10:00:00 GMT')
    const now = new Date('2026-05-01T00:00:00.000Z')
    expect(readFeed([], renderHtml, now).channel.lastBuildDate).toBe('Fri, 01 May 2026 00:00:00 GMT')
  })

  it('is still a valid feed without posts', () => {
    expect(readFeed([]).channel.item).toBeUndefined()
  })

  it('keeps at most the 50 newest posts', () => {
    const posts = Array.from({ length: 60 }, (_, day) =>
      makePost({ slug: `post-${day}`, published_at: new Date(Date.UTC(2026, 0, day + 1)).toISOString() }),
    )
    const items = readFeed(posts).channel.item
    expect(items).toHaveLength(50)
    expect(items[0].link).toMatch(/\/post-59\/$/)
    expect(items[49].link).toMatch(/\/post-10\/$/)
  })

  it('escapes markup in titles and excerpts so readers show it as text', () => {
    const post = makePost({ title: 'SAP & Tally <vs> "ERP"', excerpt: 'a < b && c > d' })
    const { xml, channel } = readFeed([post])
    expect(xml).toContain('<title>SAP &amp; Tally &lt;vs&gt; &quot;ERP&quot;</title>')
    expect(channel.item[0].title).toBe('SAP & Tally <vs> "ERP"')
    expect(channel.item[0].description).toBe('a < b && c > d')
  })

  it('carries the rendered HTML in CDATA, even when it contains "]]>"', () => {
    const html = '<p>Arrays like a[b[0]]> end here &amp; <a href="/contact">contact</a></p>'
    const { channel } = readFeed([makePost()], () => html)
    expect(channel.item[0]['content:encoded']).toBe(html)
  })

  it('strips control characters XML cannot carry', () => {
    const post = makePost({ title: 'Bell\u0007 and escape\u001b gone\ttab kept', excerpt: 'null\u0000 byte' })
    const { xml, channel } = readFeed([post], () => '<p>form\u000cfeed</p>')
    for (const char of ['\u0000', '\u0007', '\u000c', '\u001b']) expect(xml).not.toContain(char)
    expect(channel.item[0].title).toBe('Bell and escape gone\ttab kept')
    expect(channel.item[0]['content:encoded']).toBe('<p>formfeed</p>')
  })

  it('names the post whose date cannot be read', () => {
    expect(() => rssXml({ posts: [makePost({ slug: 'broken', published_at: 'soon' })], renderHtml })).toThrow(
      /"broken".*published_at/,
    )
  })

  it('points to the featured image by its absolute URL', () => {
    const relative = makePost({ slug: 'a', featured_image_url: '/images/erp.jpg' })
    const hosted = makePost({ slug: 'b', featured_image_url: 'https://cdn.example/x.png?w=1&h=2' })
    const [a, b] = readFeed([relative, hosted]).channel.item
    expect(a['media:content']['@_url']).toBe('https://www.axonintelligence.example/images/erp.jpg')
    expect(b['media:content']['@_url']).toBe('https://cdn.example/x.png?w=1&h=2')
  })
})

import { describe, expect, it } from 'vitest'
import type { Post } from '../blog/index.ts'
import { makePost, renderHtml } from './__fixtures__/posts.ts'
import { jsonFeed } from './index.ts'

function readFeed(posts: Post[], render = renderHtml) {
  return JSON.parse(jsonFeed({ posts, renderHtml: render }))
}

describe('jsonFeed', () => {
  it('describes the Insights feed as JSON Feed 1.1', () => {
    const feed = readFeed([])
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Axon Intelligence Insights',
      home_page_url: 'https://www.axonintelligence.example/insights/',
      feed_url: 'https://www.axonintelligence.example/insights/feed.json',
      language: 'en-US',
      authors: [{ name: 'Axon Intelligence' }],
      items: [],
    })
    expect(feed.description).toEqual(expect.any(String))
  })

  it('is pretty-printed with two spaces', () => {
    expect(jsonFeed({ posts: [], renderHtml })).toMatch(/^\{\n {2}"version"/)
  })

  it('lists each post by its absolute URL, newest published first, with ISO dates', () => {
    const older = makePost({ slug: 'older', published_at: '2026-01-05T08:00:00+00:00' })
    const newer = makePost({
      slug: 'newer',
      published_at: '2026-02-05T08:00:00.123456+00:00',
      updated_at: '2026-02-06T08:00:00Z',
    })
    const [first, second] = readFeed([older, newer]).items
    expect(second.url).toBe('https://www.axonintelligence.example/insights/older/')
    expect(first).toEqual({
      id: 'https://www.axonintelligence.example/insights/newer',
      url: 'https://www.axonintelligence.example/insights/newer/',
      title: 'API-First Integration Strategy',
      summary: 'Why integration starts with the contract.',
      content_html: '<p>Body with <a href="/contact">a link</a></p>',
      date_published: '2026-02-05T08:00:00.123Z',
      date_modified: '2026-02-06T08:00:00.000Z',
      authors: [{ name: 'Founder Name' }],
      tags: ['APIs', 'Integration'],
    })
  })

  it('gives the featured image as an absolute URL', () => {
    const [item] = readFeed([makePost({ featured_image_url: '/images/erp.jpg' })]).items
    expect(item.image).toBe('https://www.axonintelligence.example/images/erp.jpg')
  })

  it('keeps markup and "]]>" in text exactly as written', () => {
    const post = makePost({ title: 'SAP & Tally <vs> ERP', excerpt: 'a < b' })
    const [item] = readFeed([post], () => '<p>a[b[0]]></p>').items
    expect(item).toMatchObject({ title: 'SAP & Tally <vs> ERP', summary: 'a < b', content_html: '<p>a[b[0]]></p>' })
  })

  it('keeps at most the 50 newest posts', () => {
    const posts = Array.from({ length: 51 }, (_, day) =>
      makePost({ slug: `post-${day}`, published_at: new Date(Date.UTC(2026, 0, day + 1)).toISOString() }),
    )
    expect(readFeed(posts).items.map((item: { url: string }) => item.url.split('/').at(-2))).toEqual(
      Array.from({ length: 50 }, (_, i) => `post-${50 - i}`),
    )
  })
})

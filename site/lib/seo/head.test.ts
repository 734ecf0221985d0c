import { describe, expect, it } from 'vitest'
import { site } from '../../site.config.ts'
import * as seo from './index.ts'
import { pageHead } from './index.ts'

const content = (head: seo.PageHead, key: string) => head.meta.find((tag) => tag.key === key)?.content

describe('pageHead', () => {
  it('appends the brand to the title once and builds the canonical URL, the page’s folder, from the site URL', () => {
    const head = pageHead({ title: 'About Us', description: 'Who we are.', path: '/about' })
    expect(head.title).toBe('About Us | Axon Intelligence')
    expect(pageHead({ title: head.title, description: 'x', path: '/' }).title).toBe('About Us | Axon Intelligence')
    expect(head.canonical).toBe(`${site.url}/about/`)
    expect(pageHead({ title: 't', description: 'd', path: '/' }).canonical).toBe(`${site.url}/`)
  })

  it('defaults og:type to website and fills Open Graph and Twitter tags', () => {
    const head = pageHead({ title: 'Contact Us', description: 'Book a call.', path: '/contact' })
    expect(content(head, 'og:type')).toBe('website')
    expect(content(head, 'og:url')).toBe(`${site.url}/contact/`)
    expect(content(head, 'og:image')).toBe(`${site.url}/og-image.jpg`)
    expect(content(head, 'og:image:alt')).toMatch(/^Axon Intelligence: Architecting the Central Nervous System/)
    expect(content(head, 'twitter:image:alt')).toBe(content(head, 'og:image:alt'))
    expect([content(head, 'og:image:width'), content(head, 'og:image:height')]).toEqual(['1200', '630'])
    expect(content(head, 'twitter:card')).toBe('summary_large_image')
    expect(content(head, 'twitter:description')).toBe('Book a call.')
    expect(content(head, 'keywords')).toBeUndefined()
    expect(content(head, 'robots')).toBeUndefined()
  })

  it('takes keywords, an article type, a canonical override, an image and noindex', () => {
    const head = pageHead({
      title: 'Post',
      description: 'd',
      path: '/insights/alias',
      canonical: '/insights/post',
      ogType: 'article',
      keywords: ['ERP', 'Tally'],
      image: 'https://cdn.example.com/a.png',
      imageAlt: 'A hub of systems around one integration layer',
      noindex: true,
    })
    expect(head.canonical).toBe(`${site.url}/insights/post/`)
    expect(content(head, 'og:type')).toBe('article')
    expect(content(head, 'keywords')).toBe('ERP, Tally')
    expect(content(head, 'og:image')).toBe('https://cdn.example.com/a.png')
    expect(content(head, 'og:image:alt')).toBe('A hub of systems around one integration layer')
    expect(content(head, 'twitter:image:alt')).toBe('A hub of systems around one integration layer')
    // Its size is not known, so none is claimed.
    expect(content(head, 'og:image:width')).toBeUndefined()
    expect(content(head, 'robots')).toBe('noindex, nofollow')
  })

  it('gives the size of an image whose size is known', () => {
    const head = pageHead({
      title: 'Post',
      description: 'd',
      path: '/insights/post',
      image: '/og/post.jpg?v=1',
      imageAlt: 'The post’s title over its category',
      imageSize: { width: 1200, height: 630 },
    })
    expect(content(head, 'og:image')).toBe(`${site.url}/og/post.jpg?v=1`)
    expect(content(head, 'twitter:image')).toBe(`${site.url}/og/post.jpg?v=1`)
    expect([content(head, 'og:image:width'), content(head, 'og:image:height')]).toEqual(['1200', '630'])
  })

  it('sends a moved page on at once, names its new address canonical and keeps it out of search results', () => {
    const head = pageHead({
      title: 'Moved',
      description: 'd',
      path: '/insights/old-name',
      movedTo: '/insights/new-name',
    })
    expect(head.refresh).toBe('0; url=/insights/new-name/')
    expect(head.canonical).toBe(`${site.url}/insights/new-name/`)
    expect(content(head, 'robots')).toBe('noindex')
    expect(pageHead({ title: 't', description: 'd', path: '/' }).refresh).toBeUndefined()
  })

  it('serialises structured data so that it cannot close its script element', () => {
    const head = pageHead({
      title: 't',
      description: 'd',
      path: '/',
      structuredData: [{ name: '</script><script>alert(1)</script>' }],
    })
    expect(head.jsonLd[0]).not.toContain('</script>')
    expect(JSON.parse(head.jsonLd[0] ?? '')).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})

describe('structured data', () => {
  it('describes the organisation with its public URL and contact e-mail', () => {
    expect(seo.organizationData('What we do.')).toMatchObject({
      '@type': 'Organization',
      name: site.name,
      url: `${site.url}/`,
      email: site.email.contact,
    })
  })

  it('names the firm as the author of a team post, and links every author to a page about them', () => {
    const posting = (author: { name: string; role: string }) =>
      seo.blogPostingData({
        title: 't',
        excerpt: 'e',
        path: '/insights/t',
        published_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
        author_name: author.name,
        author_role: author.role,
        tags: [],
      }) as { author: object }
    expect(posting(site.authors.team).author).toEqual({ '@type': 'Organization', name: site.name, url: `${site.url}/` })
    expect(posting(site.authors.founder).author).toEqual({
      '@type': 'Person',
      name: site.authors.founder.name,
      jobTitle: site.authors.founder.role,
      url: `${site.url}/team/`,
    })
  })

  it('gives an article’s own URL as its folder, which answers without a redirect', () => {
    const posting = seo.blogPostingData({
      title: 't',
      excerpt: 'e',
      path: '/insights/t',
      published_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      author_name: site.authors.team.name,
      author_role: site.authors.team.role,
      tags: [],
    })
    expect(posting).toMatchObject({ url: `${site.url}/insights/t/`, mainEntityOfPage: `${site.url}/insights/t/` })
  })

  it('numbers breadcrumb positions from one', () => {
    const data = seo.breadcrumbData([
      { name: 'Home', path: '/' },
      { name: 'Insights', path: '/insights' },
    ]) as { itemListElement: { position: number; item: string }[] }
    expect(data.itemListElement.map(({ position, item }) => [position, item])).toEqual([
      [1, `${site.url}/`],
      [2, `${site.url}/insights/`],
    ])
  })
})

it('exports exactly its public surface', () => {
  expect(Object.keys(seo).sort()).toEqual([
    'absoluteUrl',
    'blogPostingData',
    'breadcrumbData',
    'canonicalPathname',
    'organizationData',
    'pageAddress',
    'pageHead',
    'pageTitle',
    'pageUrl',
  ])
})

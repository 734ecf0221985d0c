import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { sitemapXml, type SitemapEntry } from './index.ts'

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' })

function readSitemap(entries: SitemapEntry[]): { loc: string; lastmod?: string }[] {
  const xml = sitemapXml(entries)
  expect(XMLValidator.validate(xml)).toBe(true)
  const { urlset } = parser.parse(xml)
  expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  return urlset.url ?? []
}

describe('sitemapXml', () => {
  it('lists every page once, sorted, at its absolute URL with the trailing slash, files by their names', () => {
    const urls = readSitemap([
      { path: '/contact' },
      { path: '/' },
      { path: '/about' },
      { path: '/contact/' },
      { path: '/guide.pdf' },
    ])
    expect(urls.map((url) => url.loc)).toEqual([
      'https://www.axonintelligence.example/',
      'https://www.axonintelligence.example/about/',
      'https://www.axonintelligence.example/contact/',
      'https://www.axonintelligence.example/guide.pdf',
    ])
  })

  it('gives lastmod as a W3C date when known, keeping the latest of duplicates', () => {
    const urls = readSitemap([
      { path: '/insights/a', lastmod: '2026-03-12' },
      { path: '/insights/b', lastmod: '2026-03-12T15:30:00.123456+02:00' },
      { path: '/insights/b', lastmod: '2026-01-01' },
      { path: '/about' },
    ])
    expect(urls).toEqual([
      { loc: 'https://www.axonintelligence.example/about/' },
      { loc: 'https://www.axonintelligence.example/insights/a/', lastmod: '2026-03-12' },
      { loc: 'https://www.axonintelligence.example/insights/b/', lastmod: '2026-03-12T13:30:00.123Z' },
    ])
  })

  it('escapes characters XML reserves in URLs', () => {
    const xml = sitemapXml([{ path: '/search?q=erp&page=2' }])
    expect(xml).toContain('<loc>https://www.axonintelligence.example/search/?q=erp&amp;page=2</loc>')
    expect(readSitemap([{ path: '/search?q=erp&page=2' }])[0]?.loc).toBe(
      'https://www.axonintelligence.example/search/?q=erp&page=2',
    )
  })

  it('is a valid, empty urlset without entries', () => {
    expect(readSitemap([])).toEqual([])
  })

  it('names the path whose lastmod is not a date', () => {
    expect(() => sitemapXml([{ path: '/about', lastmod: 'yesterday' }])).toThrow(/\/about.*yesterday/)
  })
})

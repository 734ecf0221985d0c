import { describe, expect, it } from 'vitest'
import {
  articleLcpFailures,
  compareBytes,
  firstRenderBytes,
  isArticle,
  isPublicPage,
  median,
  pageTotal,
  type PageBytes,
} from './goals.ts'

const sizes = (gzip: number, brotli = gzip) => ({ raw: gzip * 4, gzip, brotli })
const page = (route: string, { html = 4000, css = 2000, js = 0, router = 0 } = {}): PageBytes => ({
  route,
  html: sizes(html),
  css: sizes(css),
  js: sizes(js),
  routerJs: sizes(router),
})

describe('median', () => {
  it('takes the middle value, or the mean of the middle two, and ignores what is not a number', () => {
    expect(median([300, 100, 200])).toBe(200)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([Number.NaN, 7])).toBe(7)
    expect(median([])).toBeUndefined()
  })
})

describe('routes', () => {
  it('treats everything but the admin as public, and /insights/<slug> as an article', () => {
    expect(['/', '/404', '/administration', '/admin', '/admin/blog'].map(isPublicPage)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ])
    expect(['/insights', '/insights/a-post', '/insights/a/b'].map(isArticle)).toEqual([false, true, false])
  })
})

describe('compareBytes', () => {
  it('holds an interactive page to 30 KB of gzipped JS, counting the code the router loads at start', () => {
    const [light, heavy, other] = compareBytes([
      page('/contact', { js: 20_000, router: 10_000 }),
      page('/insights', { js: 20_000, router: 11_000 }),
      page('/about', { js: 90_000 }),
    ])
    expect(light!.failures).toEqual([])
    expect(heavy!.failures).toEqual(['JS 30.3 KB gz > 30.0 KB'])
    expect(other!.failures).toEqual([])
  })

  it('holds every page’s first render, HTML and CSS in brotli, to one TCP initial window of 14,600 B', () => {
    const rows = compareBytes([
      page('/', { html: 12_600, css: 2000, js: 90_000 }),
      page('/presentations/unifysuite360', { html: 12_601, css: 2000 }),
      page('/insights/a', { html: 15_000, css: 0 }),
    ])
    // Scripts are not waited for: 90 KB of them leave the home page within the window.
    expect(rows.map((row) => [row.route, firstRenderBytes(row.ours), row.failures])).toEqual([
      ['/', 14_600, []],
      ['/presentations/unifysuite360', 14_601, ['first render 14,601 B > 14,600 B']],
      ['/insights/a', 15_000, ['first render 15,000 B > 14,600 B']],
    ])
  })

  it('sets each page beside Astro’s for information, with no goal on the ratio', () => {
    const [article] = compareBytes([page('/insights/a', { html: 9001 })], [page('/insights/a')])
    expect(article).toMatchObject({ ratio: 11001 / 6000, failures: [] })
    expect(pageTotal(page('/x', { js: 1, router: 2 })).brotli).toBe(6003)
  })
})

describe('articleLcpFailures', () => {
  const summary = (site: string, route: string, lcpMs?: number) => ({
    site,
    route,
    median: lcpMs === undefined ? undefined : ({ lcpMs } as never),
  })

  it('holds an article’s LCP to Astro’s same article plus 5 %, and leaves other pages and missing runs alone', () => {
    expect(
      articleLcpFailures([
        summary('ours', '/insights/a', 1050),
        summary('astro', '/insights/a', 1000),
        summary('ours', '/insights/b', 1051),
        summary('astro', '/insights/b', 1000),
        summary('ours', '/', 5000),
        summary('astro', '/', 1000),
        summary('ours', '/insights/c', 2000),
        summary('astro', '/insights/c'),
        summary('ours', '/insights/d', 2000),
      ]),
    ).toEqual([{ route: '/insights/b', failure: "LCP 1051 ms > Astro's 1000 ms + 5 %" }])
  })
})

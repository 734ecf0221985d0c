import { describe, expect, it } from 'vitest'
import {
  buildTimeFailures,
  compareBytes,
  isArticle,
  isPublicPage,
  median,
  pageTotal,
  type PageBytes,
} from './bench-goals.ts'

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

  it('compares each article with the same article in Astro, by total brotli bytes', () => {
    const rows = compareBytes(
      [
        page('/insights/a', { html: 6000 }),
        page('/insights/b', { html: 9001 }),
        page('/insights/only-ours'),
        page('/'),
      ],
      [page('/insights/a'), page('/insights/b'), page('/', { html: 100 })],
    )
    expect(rows.map((row) => [row.route, row.ratio, row.failures])).toEqual([
      ['/insights/a', 8000 / 6000, []],
      ['/insights/b', 11001 / 6000, ['1.83× Astro > 1.5×']],
      ['/insights/only-ours', undefined, []],
      // Only articles are held to the ratio.
      ['/', 6000 / 2100, []],
    ])
    expect(pageTotal(page('/x', { js: 1, router: 2 })).brotli).toBe(6003)
  })
})

describe('buildTimeFailures', () => {
  it('fails unless the project’s median build is faster than Astro’s median cold build', () => {
    expect(buildTimeFailures({ posts: 200, astroMs: [9000, 7000, 8000], projectMs: [7900, 20000, 7000] })).toEqual([])
    expect(buildTimeFailures({ posts: 200, astroMs: [8000], projectMs: [8000] })).toEqual([
      "200-post build 8.00 s ≥ Astro's cold 8.00 s",
    ])
    expect(buildTimeFailures({ posts: 200, astroMs: [], projectMs: [1] })).toEqual([])
  })
})

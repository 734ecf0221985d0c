import { describe, expect, it } from 'vitest'
import { compareBytes, type PageBytes } from './bench-goals.ts'
import { summariseRuns, type LighthouseRun } from './bench-lighthouse-summary.ts'
import {
  buildTimesTable,
  bytesTable,
  comparisonTable,
  failingAuditsList,
  formatTable,
  goalFailures,
  goalsSummary,
  lighthouseTable,
} from './bench-report.ts'

const sizes = (bytes: number) => ({ raw: bytes * 4, gzip: bytes, brotli: bytes })
const page = (route: string, { html = 4096, js = 0, router = 0 } = {}): PageBytes => ({
  route,
  html: sizes(html),
  css: sizes(2048),
  js: sizes(js),
  routerJs: sizes(router),
})
const rows = compareBytes(
  [page('/about'), page('/contact', { js: 20_480, router: 20_480 }), page('/insights/post', { html: 8192 })],
  [page('/insights/post', { html: 2048 })],
)
/** The line of a printed table that starts with `first`. */
const lineOf = (text: string, first: string) => text.split('\n').find((line) => line.startsWith(first))

describe('formatTable', () => {
  it('aligns names left and figures right, with rules under the header and above the total', () => {
    expect(
      formatTable(
        [
          ['page', 'KB', 'goal'],
          ['/a', '1.0', '✓'],
          ['total', '12.5', ''],
        ],
        { totalRow: true, lastLeft: 1 },
      ),
    ).toBe(['page     KB  goal', '-----------------', '/a      1.0  ✓', '-----------------', 'total  12.5'].join('\n'))
  })
})

describe('bytesTable', () => {
  it('marks an interactive page over its JS budget, ticks one within it, and totals every column', () => {
    const text = bytesTable(rows)
    expect(lineOf(text, '/contact')).toMatch(/✗ JS 40\.0 KB gz > 30\.0 KB$/)
    expect(lineOf(text, '/about')).not.toMatch(/[✗✓]/)
    expect(lineOf(text, 'total (3 pages)')).toContain('16.0') // HTML gz: 4 + 4 + 8 KB
    expect(bytesTable(compareBytes([page('/insights')]))).toMatch(/\/insights .*✓$/m)
  })
})

describe('comparisonTable', () => {
  it('shows only the pages both sites have, with the ratio and the article goal', () => {
    const text = comparisonTable(rows)
    expect(lineOf(text, '/about')).toBeUndefined()
    expect(lineOf(text, '/insights/post')).toMatch(/2\.50× +✗ 2\.50× Astro > 1\.5×$/)
    expect(lineOf(text, 'articles: median ratio')).toContain('2.50×')
  })
})

describe('lighthouseTable', () => {
  const figures = (performance: number, tbtMs: number): LighthouseRun => ({
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    fcpMs: 800,
    lcpMs: 900,
    tbtMs,
    cls: 0,
    transferBytes: 4096,
    failingAudits: performance < 100 ? ['total-blocking-time'] : [],
    failingIn: {
      performance: performance < 100 ? ['total-blocking-time'] : [],
      accessibility: [],
      'best-practices': [],
      seo: [],
    },
  })
  const summaries = [
    summariseRuns('ours', '/contact', [figures(96, 240), figures(98, 120), figures(97, 180)]),
    summariseRuns('astro', '/contact', [figures(96, 240)]),
    summariseRuns('ours', '/about', [figures(100, 0)]),
  ]

  it('marks our pages below 100 or over the TBT budget, never Astro’s', () => {
    const text = lighthouseTable(summaries, 'ours')
    expect(lineOf(text, '/contact  ours')).toMatch(
      /97 +100 +100 +100 +800 +900 +180 +0\.000 +4\.0 +3 +✗ perf 97; TBT 180 ms > 50 ms$/,
    )
    expect(lineOf(text, '/contact  astro')).not.toMatch(/[✗✓]/)
    expect(lineOf(text, '/about    ours')).toMatch(/✓$/)
    expect(failingAuditsList(summaries)).toBe(
      '  /contact (ours): total-blocking-time (3/3)\n  /contact (astro): total-blocking-time (1/1)',
    )
  })
})

describe('pages below 100 by design', () => {
  const run = (seo: string[], bp: string[] = []): LighthouseRun => ({
    scores: {
      performance: 100,
      accessibility: 100,
      'best-practices': bp.length ? 96 : 100,
      seo: seo.length ? 66 : 100,
    },
    fcpMs: 800,
    lcpMs: 900,
    tbtMs: 0,
    cls: 0,
    transferBytes: 4096,
    failingAudits: [...bp, ...seo],
    failingIn: { performance: [], accessibility: [], 'best-practices': bp, seo },
  })

  it('passes a noindex page held below 100 by its noindex alone, and says why', () => {
    const summaries = [summariseRuns('ours', '/contact/thank-you', [run(['is-crawlable'])])]
    expect(lineOf(lighthouseTable(summaries, 'ours'), '/contact/thank-you')).toMatch(/✓ \(SEO 66 by design\)$/)
    expect(goalFailures({ lighthouse: summaries, unchecked: [] })).toEqual([])
    expect(failingAuditsList(summaries, 'ours')).toContain(
      '/contact/thank-you: SEO 66 by design: is-crawlable (noindex: reached only by sending the form)',
    )
  })

  it('passes the 404 page on its status and console alone, and nothing more', () => {
    const designed = [run(['http-status-code', 'is-crawlable'], ['errors-in-console'])]
    expect(goalFailures({ lighthouse: [summariseRuns('ours', '/404', designed)], unchecked: [] })).toEqual([])
    const more = [run(['http-status-code', 'meta-description'], ['errors-in-console'])]
    expect(goalFailures({ lighthouse: [summariseRuns('ours', '/404', more)], unchecked: [] })).toEqual([
      '/404: Lighthouse SEO 66',
    ])
  })

  it('holds every other page to 100 whatever fails', () => {
    expect(
      goalFailures({ lighthouse: [summariseRuns('ours', '/about', [run(['is-crawlable'])])], unchecked: [] }),
    ).toEqual(['/about: Lighthouse SEO 66'])
  })
})

describe('buildTimesTable', () => {
  it('prints every run and the medians, and says whether the project is faster', () => {
    const result = {
      posts: 200,
      astroMs: [9000, 8000, 10_000],
      projectMs: [7000, 7500, 6900],
      astroPages: 203,
      projectPages: 243,
    }
    const text = buildTimesTable(result)
    expect(lineOf(text, 'Astro cold')).toMatch(/203 +9\.00, 8\.00, 10\.00 +9\.00$/)
    expect(text).toMatch(/✓ the project builds the posts faster than Astro$/)
    expect(buildTimesTable({ ...result, projectMs: [9500] })).toMatch(
      /✗ 200-post build 9\.50 s ≥ Astro's cold 9\.00 s$/,
    )
  })
})

describe('goalsSummary', () => {
  it('lists every failure, then what the run did not check', () => {
    expect(goalsSummary({ bytes: rows, unchecked: ['Lighthouse (--skip-lighthouse)'] })).toBe(
      [
        '✗ 2 goal failures:',
        '  ✗ /contact: JS 40.0 KB gz > 30.0 KB',
        '  ✗ /insights/post: 2.50× Astro > 1.5×',
        '  not checked: Lighthouse (--skip-lighthouse)',
      ].join('\n'),
    )
    expect(goalsSummary({ bytes: [], unchecked: [] })).toBe('✓ every goal checked in this run holds')
  })
})

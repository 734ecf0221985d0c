import { describe, expect, it } from 'vitest'
import { compareBytes, type PageBytes } from './goals.ts'
import { summariseRuns, type LighthouseRun } from './lighthouse-summary.ts'
import {
  bytesTable,
  comparisonTable,
  failingAuditsList,
  formatTable,
  goalFailures,
  goalsSummary,
  lighthouseTable,
} from './report.ts'

const sizes = (bytes: number) => ({ raw: bytes * 4, gzip: bytes, brotli: bytes })
const page = (route: string, { html = 4096, js = 0, router = 0 } = {}): PageBytes => ({
  route,
  html: sizes(html),
  css: sizes(2048),
  js: sizes(js),
  routerJs: sizes(router),
})
const rows = compareBytes(
  [page('/about'), page('/contact', { js: 20_480, router: 20_480 }), page('/insights/post', { html: 12_800 })],
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
  it('prints each page’s first render in bytes against the window, the JS budget, and totals the other columns', () => {
    const text = bytesTable(rows)
    expect(text.split('\n')[0]).toMatch(/total br +first render B +goal$/)
    expect(lineOf(text, '/about')).toMatch(/ 6\.0 +6,144 +✓$/)
    expect(lineOf(text, '/contact')).toMatch(/6,144 +✗ JS 40\.0 KB gz > 30\.0 KB$/)
    expect(lineOf(text, 'total (3 pages)')).toContain('20.5') // HTML gz: 4 + 4 + 12.5 KB
    const over = bytesTable(compareBytes([page('/presentations/unifysuite360', { html: 13_000 })]))
    expect(lineOf(over, '/presentations')).toMatch(/15,048 +✗ first render 15,048 B > 14,600 B$/)
  })
})

describe('comparisonTable', () => {
  it('shows only the pages both sites have, with the ratio for information and no goal', () => {
    const text = comparisonTable(rows)
    expect(lineOf(text, '/about')).toBeUndefined()
    expect(lineOf(text, '/insights/post')).toMatch(/ 3\.63×$/)
    expect(lineOf(text, 'articles: median ratio')).toContain('3.63×')
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

  it('holds our article’s LCP to Astro’s same article plus 5 %, in the table and the goals', () => {
    const lcp = (lcpMs: number): LighthouseRun => ({ ...figures(100, 0), lcpMs })
    const article = [
      summariseRuns('ours', '/insights/post', [lcp(1100)]),
      summariseRuns('astro', '/insights/post', [lcp(1000)]),
    ]
    expect(lineOf(lighthouseTable(article, 'ours'), '/insights/post  ours')).toMatch(
      /✗ LCP 1100 ms > Astro's 1000 ms \+ 5 %$/,
    )
    expect(goalFailures({ lighthouse: [article[0]!], astroLighthouse: [article[1]!], unchecked: [] })).toEqual([
      "/insights/post: LCP 1100 ms > Astro's 1000 ms + 5 %",
    ])
  })

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

describe('goalsSummary', () => {
  it('lists every failure, then what the run did not check', () => {
    expect(goalsSummary({ bytes: rows, unchecked: ['Lighthouse (--skip-lighthouse)'] })).toBe(
      [
        '✗ 2 goal failures:',
        '  ✗ /contact: JS 40.0 KB gz > 30.0 KB',
        '  ✗ /insights/post: first render 14,848 B > 14,600 B',
        '  not checked: Lighthouse (--skip-lighthouse)',
      ].join('\n'),
    )
    expect(goalsSummary({ bytes: [], unchecked: [] })).toBe('✓ every goal checked in this run holds')
  })
})

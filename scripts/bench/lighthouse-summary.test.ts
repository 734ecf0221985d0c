import { describe, expect, it } from 'vitest'
import {
  lighthouseFailures,
  readReport,
  summariseRuns,
  type LighthouseReport,
  type LighthouseRun,
} from './lighthouse-summary.ts'

/** A tiny Lighthouse result: category scores, a few audits, the metrics. */
function report({ perf = 1, a11y = 1, tbt = 0, lcp = 900, labelScore = 1 } = {}): LighthouseReport {
  const refs = (ids: string[]) => ids.map((id) => ({ id, weight: 1 }))
  return {
    categories: {
      performance: {
        score: perf,
        auditRefs: [
          ...refs(['largest-contentful-paint', 'total-blocking-time']),
          { id: 'unused-javascript', weight: 0 },
        ],
      },
      accessibility: { score: a11y, auditRefs: refs(['label-content-name-mismatch']) },
      'best-practices': { score: 1, auditRefs: refs(['errors-in-console']) },
      seo: { score: 1, auditRefs: [...refs(['is-crawlable']), { id: 'structured-data', weight: 0 }] },
    },
    audits: {
      'first-contentful-paint': { score: 1, numericValue: 700 },
      'largest-contentful-paint': { score: lcp > 2500 ? 0.5 : 0.95, numericValue: lcp },
      'total-blocking-time': { score: tbt > 200 ? 0.6 : 1, numericValue: tbt },
      'cumulative-layout-shift': { score: 1, numericValue: 0.01 },
      'total-byte-weight': { score: 1, numericValue: 40_000 },
      'unused-javascript': { score: 0 },
      'label-content-name-mismatch': { score: labelScore },
      'errors-in-console': { score: 1 },
      'is-crawlable': { score: 1 },
      'structured-data': { score: null },
    },
  }
}

const run = (options: Parameters<typeof report>[0]) => readReport(report(options)) as LighthouseRun

describe('readReport', () => {
  it('reads scores out of 100, the metrics, and the weighted audits that did not pass', () => {
    expect(run({ perf: 0.96, tbt: 260, lcp: 2600, labelScore: 0 })).toEqual({
      scores: { performance: 96, accessibility: 100, 'best-practices': 100, seo: 100 },
      fcpMs: 700,
      lcpMs: 2600,
      tbtMs: 260,
      cls: 0.01,
      transferBytes: 40_000,
      // A metric at 0.95 is green; unweighted audits (unused-javascript) do not count.
      failingAudits: ['largest-contentful-paint', 'total-blocking-time', 'label-content-name-mismatch'],
      failingIn: {
        performance: ['largest-contentful-paint', 'total-blocking-time'],
        accessibility: ['label-content-name-mismatch'],
        'best-practices': [],
        seo: [],
      },
    })
    expect(run({}).failingAudits).toEqual([])
  })

  it('reports a run Lighthouse could not finish', () => {
    expect(readReport({ ...report(), runtimeError: { code: 'NO_FCP' } })).toEqual({ error: 'NO_FCP' })
  })
})

describe('summariseRuns', () => {
  it('takes each figure’s own median and counts the runs each audit failed in', () => {
    const summary = summariseRuns('ours', '/contact', [
      run({ perf: 0.99, tbt: 120, lcp: 1500, labelScore: 0 }),
      run({ perf: 1, tbt: 30, lcp: 1400 }),
      { error: 'PROTOCOL_TIMEOUT' },
      run({ perf: 0.97, tbt: 60, lcp: 2600, labelScore: 0 }),
    ])
    expect(summary).toMatchObject({
      site: 'ours',
      route: '/contact',
      runs: 3,
      errors: ['PROTOCOL_TIMEOUT'],
      median: { scores: { performance: 99, accessibility: 100 }, tbtMs: 60, lcpMs: 1500 },
      failingAudits: ['label-content-name-mismatch (2/3)', 'largest-contentful-paint (1/3)'],
    })
    expect(lighthouseFailures(summary)).toEqual(['1 run(s) failed: PROTOCOL_TIMEOUT', 'perf 99', 'TBT 60 ms > 50 ms'])
  })

  it('holds TBT to 50 ms only on /insights and /contact', () => {
    const slow = [run({ tbt: 80 })]
    expect(lighthouseFailures(summariseRuns('ours', '/insights', slow))).toEqual(['TBT 80 ms > 50 ms'])
    expect(lighthouseFailures(summariseRuns('ours', '/about', slow))).toEqual([])
  })

  it('has no medians when no run finished', () => {
    const summary = summariseRuns('ours', '/', [{ error: 'NO_FCP' }])
    expect(summary.median).toBeUndefined()
    expect(lighthouseFailures(summary)).toEqual(['1 run(s) failed: NO_FCP'])
  })
})

// The bench's table of growth: what the offline build, `publish --all`, /insights and its search
// index cost at 200, 1,000 and 3,000 posts, and publish-to-live on the local site at each size.
import { largestFirstRender, type GrowthFigures } from './bench-growth.ts'
import { initialWindowBytes } from './bench-insights.ts'
import type { LiveResult } from './bench-live.ts'
import { FAIL, formatTable } from './bench-report.ts'

/** A publish reaches visitors of the local site within this, at any number of posts. */
export const publishToLiveMs = 3_000

const seconds = (ms: number | undefined) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`)
const kb = (bytes: number | undefined) => (bytes === undefined ? '—' : `${(bytes / 1000).toFixed(1)} KB`)

/** The growth figures as printed text. */
export function growthReport(growth: readonly GrowthFigures[]): string {
  const rows = growth.map(({ posts, offlineBuild, publish, insights }) => {
    const largest = insights && largestFirstRender(insights)
    return [
      String(posts),
      seconds(offlineBuild?.ms),
      seconds(offlineBuild?.cpuMs),
      seconds(publish?.firstRunMs),
      seconds(publish?.rerunMs),
      kb(insights?.listing.total),
      largest ? `${kb(largest.total)} ${largest.route}${largest.fits ? '' : ` ${FAIL}`}` : '—',
      String(insights?.archive.length ?? '—'),
      insights ? `${kb(insights.searchIndex.raw)} / ${kb(insights.searchIndex.brotli)}` : '—',
    ]
  })
  return [
    `Growth, generated posts of ~800 words: the offline build (wall, and CPU of all its processes), publish --all to an`,
    `in-memory stand-in (first run, and re-run with nothing to change), the first render of /insights and of the largest`,
    `of it and its archive pages (HTML + blocking CSS, brotli; goal ≤ ${kb(initialWindowBytes)}), and the search index (raw / brotli).`,
    '',
    formatTable([
      [
        'posts',
        'offline build',
        'CPU',
        'publish --all',
        're-run',
        '/insights',
        'largest list page',
        'archive pages',
        'search index',
      ],
      ...rows,
    ]),
    ...growth.flatMap(({ posts, failed }) => failed.map((failure) => `${FAIL} ${posts} posts: ${failure}`)),
  ].join('\n')
}

/** The goals growth and publish-to-live miss: a step that failed, a list page past one round trip, a publish slower than 3 s. */
export function growthFailures(growth: readonly GrowthFigures[] = [], live: readonly LiveResult[] = []): string[] {
  return [
    ...growth.flatMap(({ posts, failed, insights }) => {
      const largest = insights && largestFirstRender(insights)
      return [
        ...failed.map((failure) => `${posts} posts: ${failure}`),
        ...(largest && !largest.fits
          ? [`${posts} posts: ${largest.route} first render ${largest.total} B > ${initialWindowBytes} B`]
          : []),
      ]
    }),
    ...live.flatMap((figures) => {
      if ('failed' in figures) return [`${figures.posts} posts: publish to live failed: ${figures.failed}`]
      const slowest = Math.max(figures.newPostMs, figures.changedPostMs)
      return slowest > publishToLiveMs
        ? [`${figures.posts} posts: publish to live ${seconds(slowest)} > ${seconds(publishToLiveMs)}`]
        : []
    }),
  ]
}

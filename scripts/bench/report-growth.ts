// The bench's tables of growth: what the site's builds cost beside Astro's of the same posts, and
// what `publish --all`, /insights and its search index cost at 200, 1,000 and 3,000 posts, and
// publish-to-live on the local site at each size.
import type { BuildCost } from './build-time.ts'
import { largestFirstRender, type GrowthFigures } from './growth.ts'
import { initialWindowBytes } from './insights.ts'
import type { LiveResult } from './live.ts'
import { FAIL, formatTable, PASS } from './report.ts'

/** A publish reaches visitors of the local site within this, at any number of posts. */
export const publishToLiveMs = 3_000

const seconds = (ms: number | undefined) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`)
const kb = (bytes: number | undefined) => (bytes === undefined ? '—' : `${(bytes / 1000).toFixed(1)} KB`)
const cost = (build: BuildCost | undefined) =>
  build ? `${(build.cpuMs / 1000).toFixed(1)} / ${(build.ms / 1000).toFixed(1)}` : '—'

/**
 * The build goal (DESIGN.md, Performance principles): `npm run build` against a backend that holds
 * the posts uses no more CPU than Astro's cold build of the same posts, at every size; with no share
 * images kept, as a first deploy builds, and with them, as every later one does.
 */
function buildFailures({ posts, builds }: GrowthFigures): string[] {
  const { astro, online, onlineKept } = builds
  const held: [string, BuildCost | undefined][] = [
    ['npm run build', online],
    ['npm run build, share images kept', onlineKept],
  ]
  return held.flatMap(([name, build]) =>
    astro && build && build.cpuMs > astro.cpuMs
      ? [`${posts} posts: ${name} ${seconds(build.cpuMs)} CPU > Astro's cold ${seconds(astro.cpuMs)}`]
      : [],
  )
}

/** The build costs as printed text: ours online and offline beside Astro's, with the goal. */
function buildsReport(growth: readonly GrowthFigures[]): string {
  const rows = growth.map((figures) => {
    const { online, onlineKept, offline, astro } = figures.builds
    const failures = buildFailures(figures)
    return [
      String(figures.posts),
      cost(online),
      cost(onlineKept),
      cost(offline),
      online && offline ? seconds(offline.cpuMs - online.cpuMs) : '—',
      cost(astro),
      failures.length > 0 ? FAIL : astro && online ? PASS : '',
    ]
  })
  return [
    'Build costs: CPU s (user + sys of every process the build ran) / wall s, posts made by gen-posts.mjs from content/,',
    'each build with no output kept. online = npm run build against a backend already holding the posts (a stand-in',
    'in the bench, whose CPU is not counted, as a hosted backend’s is not), drawing every share image; kept = the same',
    'with the share images the last build drew, as deploy-site.yml keeps them; offline = npm run build -- --offline,',
    'which publishes the posts into a throwaway backend first; Astro = its cold build (setup.sh).',
    "Goal: online and kept ≤ Astro's CPU at every size.",
    '',
    formatTable([['posts', 'online', 'kept', 'offline', 'offline − online', 'Astro cold', 'goal'], ...rows]),
  ].join('\n')
}

/** The growth figures as printed text. */
export function growthReport(growth: readonly GrowthFigures[]): string {
  const measured = growth.filter(({ publish, insights }) => publish || insights)
  const rows = measured.map(({ posts, publish, insights }) => {
    const largest = insights && largestFirstRender(insights)
    return [
      String(posts),
      seconds(publish?.firstRunMs),
      seconds(publish?.rerunMs),
      kb(insights?.listing.total),
      largest ? `${kb(largest.total)} ${largest.route}${largest.fits ? '' : ` ${FAIL}`}` : '—',
      String(insights?.archive.length ?? '—'),
      insights ? `${kb(insights.searchIndex.raw)} / ${kb(insights.searchIndex.brotli)}` : '—',
    ]
  })
  const built = growth.some(({ builds }) => Object.keys(builds).length > 0)
  return [
    ...(built ? [buildsReport(growth), ''] : []),
    ...(measured.length > 0
      ? [
          `Growth: publish --all to an in-memory stand-in (first run, and re-run with nothing to change), the first render`,
          `of /insights and of the largest of it and its archive pages (HTML + blocking CSS, brotli; goal ≤ ${kb(initialWindowBytes)}),`,
          'and the search index (raw / brotli).',
          '',
          formatTable([
            ['posts', 'publish --all', 're-run', '/insights', 'largest list page', 'archive pages', 'search index'],
            ...rows,
          ]),
        ]
      : []),
    ...growth.flatMap(({ posts, failed }) => failed.map((failure) => `${FAIL} ${posts} posts: ${failure}`)),
  ].join('\n')
}

/**
 * The goals growth and publish-to-live miss: a step that failed, a build costing more CPU than
 * Astro's, a list page past one round trip, a publish slower than 3 s.
 */
export function growthFailures(growth: readonly GrowthFigures[] = [], live: readonly LiveResult[] = []): string[] {
  return [
    ...growth.flatMap((figures) => {
      const { posts, failed, insights } = figures
      const largest = insights && largestFirstRender(insights)
      return [
        ...failed.map((failure) => `${posts} posts: ${failure}`),
        ...buildFailures(figures),
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

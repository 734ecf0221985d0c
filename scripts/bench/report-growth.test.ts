import { describe, expect, it } from 'vitest'
import type { BuildCosts } from './build-time.ts'
import type { GrowthFigures } from './growth.ts'
import type { FirstRender } from './insights.ts'
import type { PublishToLive } from './live.ts'
import { growthFailures, growthReport } from './report-growth.ts'

const render = (route: string, total: number): FirstRender => ({ route, html: total - 4_000, css: 4_000, total })
const sizes = { raw: 790_000, gzip: 17_000, brotli: 9_700 }
const cost = (cpuS: number, wallS: number) => ({ cpuMs: cpuS * 1000, ms: wallS * 1000 })

/** Builds of some posts: ours online, with the share images kept, and offline (14 s more), and Astro's. */
const builds = (online: number, kept: number, astro: number): BuildCosts => ({
  online: cost(online, 20),
  onlineKept: cost(kept, 14),
  offline: cost(online + 14, 41),
  astro: cost(astro, 26),
})

const grown = (posts: number, largest: number, failed: string[] = [], built = builds(21, 12, 24)): GrowthFigures => ({
  posts,
  builds: built,
  publish: { firstRunMs: 9_000, rerunMs: 1_200 },
  insights: {
    listing: render('/insights', 11_400),
    archive: [render('/insights/page/1', 9_000), render('/insights/page/2', largest)],
    searchIndex: sizes,
  },
  failed,
})

const live = (posts: number, newPostMs: number): PublishToLive => ({
  posts,
  newPostMs,
  changedPostMs: 1_500,
  pagesRendered: 3,
  refreshMs: 600,
})

describe('the growth figures', () => {
  it('hold when every step ran, every build costs Astro’s CPU or less, every list page fits one round trip and publishes go live within 3 s', () => {
    expect(growthFailures([grown(1_000, 9_300)], [live(3_000, 2_100)])).toEqual([])
  })

  it('name a failed step, a build costing more CPU than Astro’s, a list page past 14,600 B and a slow publish', () => {
    const text = growthFailures(
      [grown(3_000, 15_100, ['offline build: exit code 1'], builds(70.4, 61.4, 60.1))],
      [live(3_000, 3_700)],
    )
    expect(text).toEqual([
      '3000 posts: offline build: exit code 1',
      "3000 posts: npm run build 70.4 s CPU > Astro's cold 60.1 s",
      "3000 posts: npm run build, share images kept 61.4 s CPU > Astro's cold 60.1 s",
      '3000 posts: /insights/page/2 first render 15100 B > 14600 B',
      '3000 posts: publish to live 3.7 s > 3.0 s',
    ])
  })

  it('hold no build to Astro’s when Astro’s could not be measured', () => {
    const { astro: _astro, ...ours } = builds(70, 40, 60)
    expect(growthFailures([grown(1_000, 9_300, [], ours)])).toEqual([])
  })

  it('print the builds’ CPU and wall time beside Astro’s at each size, with the goal', () => {
    const text = growthReport([
      grown(200, 9_300, [], builds(6.5, 4.5, 7.6)),
      grown(3_000, 9_300, [], builds(70.4, 40.2, 60.1)),
    ])
    expect(text).toMatch(/^200 +6\.5 \/ 20\.0 +4\.5 \/ 14\.0 +20\.5 \/ 41\.0 +14\.0 s +7\.6 \/ 26\.0 +✓$/m)
    expect(text).toMatch(/^3000 +70\.4 \/ 20\.0 +40\.2 \/ 14\.0 +84\.4 \/ 41\.0 +14\.0 s +60\.1 \/ 26\.0 +✗$/m)
  })

  it('print a row of growth for each size, with a mark on a page past the window and a line for each failure', () => {
    const text = growthReport([grown(200, 9_300), grown(3_000, 15_100, ['publish --all: fetch failed'])])
    expect(text).toMatch(/^200 +9\.0 s +1\.2 s +11\.4 KB +11\.4 KB \/insights +2 +790\.0 KB \/ 9\.7 KB$/m)
    expect(text).toMatch(/^3000 .*15\.1 KB \/insights\/page\/2 ✗/m)
    expect(text).toContain('✗ 3000 posts: publish --all: fetch failed')
  })

  it('print no build table when the build costs were skipped', () => {
    expect(growthReport([grown(200, 9_300, [], {})])).not.toContain('Build costs')
  })
})

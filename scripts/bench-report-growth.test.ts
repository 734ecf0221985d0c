import { describe, expect, it } from 'vitest'
import type { GrowthFigures } from './bench-growth.ts'
import type { FirstRender } from './bench-insights.ts'
import type { PublishToLive } from './bench-live.ts'
import { growthFailures, growthReport } from './bench-report-growth.ts'

const render = (route: string, total: number): FirstRender => ({ route, html: total - 4_000, css: 4_000, total })
const sizes = { raw: 790_000, gzip: 17_000, brotli: 9_700 }

const grown = (posts: number, largest: number, failed: string[] = []): GrowthFigures => ({
  posts,
  offlineBuild: { ms: 60_000, cpuMs: 80_000 },
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
  it('hold when every step ran, every list page fits one round trip and publishes go live within 3 s', () => {
    expect(growthFailures([grown(1_000, 9_300)], [live(3_000, 2_100)])).toEqual([])
  })

  it('name a failed step, a list page past 14,600 B and a slow publish', () => {
    expect(growthFailures([grown(3_000, 15_100, ['offline build: exit code 1'])], [live(3_000, 3_700)])).toEqual([
      '3000 posts: offline build: exit code 1',
      '3000 posts: /insights/page/2 first render 15100 B > 14600 B',
      '3000 posts: publish to live 3.7 s > 3.0 s',
    ])
  })

  it('print a row for each size, with a mark on a page past the window and a line for each failure', () => {
    const text = growthReport([grown(200, 9_300), grown(3_000, 15_100, ['publish --all: fetch failed'])])
    expect(text).toMatch(
      /200 +60\.0 s +80\.0 s +9\.0 s +1\.2 s +11\.4 KB +11\.4 KB \/insights +2 +790\.0 KB \/ 9\.7 KB/,
    )
    expect(text).toMatch(/3000 .*15\.1 KB \/insights\/page\/2 ✗/)
    expect(text).toContain('✗ 3000 posts: publish --all: fetch failed')
  })
})

// How the site grows with its posts: at 200, 1,000 and 3,000 posts, what its builds cost beside
// Astro's of the same posts (bench-build-time.ts), `publish --all`, the first render of /insights and
// its archive pages, and the search index. Each size on a scratch copy of the project, so the
// project's own dist/ and content/ are never touched. A step that fails is reported as failed; the
// others, and the other sizes, are still measured.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Harness } from './astro.ts'
import { generateSizedPosts, measureBuildCosts, scratchCopy, type BuildCosts } from './build-time.ts'
import { initialWindowBytes, measureInsights, type InsightsMeasure } from './insights.ts'
import { benchPublish, generatedMarkdown } from './posts.ts'
import { runCaptured } from './process.ts'

export const growthSizes = [200, 1_000, 3_000] as const

export interface GrowthFigures {
  posts: number
  /** What each build of the posts cost, ours and Astro's (none when the build costs were skipped). */
  builds: BuildCosts
  publish?: { firstRunMs: number; rerunMs: number }
  insights?: InsightsMeasure
  /** What failed at this size, step by step. */
  failed: string[]
}

const categories = ['erp-modernization', 'data-integration', 'process-automation', 'industry-insights', 'technical']

/**
 * Writes `count` posts into `folder`, a firm's years of publishing: a post every other day or so
 * since 2012 (closer together when that would reach past today, so every post is due), spread over
 * the categories, each a generated article of about 800 words. The posts when there is no Astro
 * harness, whose gen-posts.mjs makes them from content/ otherwise.
 */
export function writeGrowthPosts(folder: string, count: number): void {
  mkdirSync(folder, { recursive: true })
  const body = generatedMarkdown(800)
  const since = Date.UTC(2012, 0, 1)
  const daysApart = Math.min(1.7, (Date.now() - since) / 86_400_000 / count)
  for (let i = 0; i < count; i++) {
    const day = new Date(since + Math.floor(i * daysApart) * 86_400_000).toISOString().slice(0, 10)
    writeFileSync(
      join(folder, `growth-post-${i}.md`),
      [
        '---',
        `title: Notes on integration, part ${i + 1}`,
        `slug: growth-post-${i}`,
        'excerpt: A generated post that exists to measure how the site grows as the firm keeps publishing.',
        `category: ${categories[i % categories.length]}`,
        `published_at: ${day}`,
        '---',
        '',
        body,
      ].join('\n'),
    )
  }
}

/**
 * Measures each size in turn: the build costs unless `builds` is false, publish --all and /insights
 * unless `growth` is; `progress` hears of each step as it ends.
 */
export async function benchGrowth({
  root,
  harness,
  sizes = growthSizes,
  builds = true,
  growth = true,
  progress = () => {},
}: {
  root: string
  harness?: Harness
  sizes?: readonly number[]
  builds?: boolean
  growth?: boolean
  progress?: (line: string) => void
}): Promise<GrowthFigures[]> {
  const results: GrowthFigures[] = []
  for (const [index, posts] of sizes.entries()) {
    const figures: GrowthFigures = { posts, builds: {}, failed: [] }
    const step = async (name: string, work: () => Promise<void>) => {
      try {
        await work()
        return true
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
        figures.failed.push(`${name}: ${reason}`)
        progress(`${posts} posts: ${name} failed: ${reason}`)
        return false
      }
    }
    const work = mkdtempSync(join(tmpdir(), 'axon-bench-growth-'))
    const generated = join(work, 'posts')
    const site = join(work, 'site')
    try {
      const made = await step('making the posts', async () => {
        if (harness) await generateSizedPosts(harness, root, generated, posts)
        else writeGrowthPosts(generated, posts)
        scratchCopy(root, site, generated)
      })
      if (made && builds) {
        const measured = await measureBuildCosts({
          root,
          site,
          contentDir: generated,
          posts,
          harness,
          astroFirst: index % 2 === 1,
          progress,
        })
        figures.builds = measured.costs
        figures.failed.push(...measured.failed)
      }
      if (made && growth) {
        await step('/insights', async () => {
          // Measured on the pages the last build left, or on a build of its own when none was timed.
          if (!existsSync(join(site, 'dist', 'client', 'insights')))
            await runCaptured('npm', ['run', 'build', '--', '--offline'], { cwd: site, stderr: () => {} })
          figures.insights = measureInsights(join(site, 'dist', 'client'))
        })
        await step('publish --all', async () => {
          figures.publish = await benchPublish(posts)
          progress(`${posts} posts: publish --all ${(figures.publish.firstRunMs / 1000).toFixed(1)} s`)
        })
      }
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
    results.push(figures)
  }
  return results
}

/** The largest first render among /insights and its archive pages, and whether it fits one round trip. */
export function largestFirstRender(insights: InsightsMeasure): { route: string; total: number; fits: boolean } {
  const largest = [insights.listing, ...insights.archive].reduce((a, b) => (b.total > a.total ? b : a))
  return { route: largest.route, total: largest.total, fits: largest.total <= initialWindowBytes }
}

// How the site grows with its posts: at 200, 1,000 and 3,000 posts, the offline build (which
// publishes content/ into a throwaway backend first), `publish --all`, the first render of /insights
// and its archive pages, and the search index. Each size on a scratch copy of the project, so the
// project's own dist/ and content/ are never touched. A size that fails is reported as failed; the
// others are still measured.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { scratchCopy } from './bench-build-time.ts'
import { initialWindowBytes, measureInsights, type InsightsMeasure } from './bench-insights.ts'
import { benchPublish, generatedMarkdown } from './bench-posts.ts'
import { runCaptured } from './bench-process.ts'

export const growthSizes = [200, 1_000, 3_000] as const

export interface GrowthFigures {
  posts: number
  /** The offline build: wall time, and CPU time of every process it ran (user + sys). */
  offlineBuild?: { ms: number; cpuMs: number }
  publish?: { firstRunMs: number; rerunMs: number }
  insights?: InsightsMeasure
  /** What failed at this size, step by step. */
  failed: string[]
}

const categories = ['erp-modernization', 'data-integration', 'process-automation', 'industry-insights', 'technical']

/**
 * Writes `count` posts into `folder`, a firm's years of publishing: a post every other day or so
 * since 2012 (closer together when that would reach past today, so every post is due), spread over
 * the categories, each a generated article of about 800 words.
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

/** User + sys CPU time of a bash command and everything it started, from bash's `times`, in ms. */
async function timedWithCpu(command: string, cwd: string): Promise<{ ms: number; cpuMs: number }> {
  const { stdout, ms } = await runCaptured('bash', ['-c', `${command} >/dev/null || exit $?; times`], {
    cwd,
    stderr: () => {},
  })
  // The second line of `times` is the children's: "0m116.530s 0m12.440s".
  const children = stdout.trim().split('\n').at(-1) ?? ''
  const cpuMs = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, minutes, seconds]) => sum + (Number(minutes) * 60 + Number(seconds)) * 1000,
    0,
  )
  return { ms: Math.round(ms), cpuMs: Math.round(cpuMs) }
}

/** Measures each size in turn; `progress` hears of each step as it ends. */
export async function benchGrowth({
  root,
  sizes = growthSizes,
  progress = () => {},
}: {
  root: string
  sizes?: readonly number[]
  progress?: (line: string) => void
}): Promise<GrowthFigures[]> {
  const results: GrowthFigures[] = []
  for (const posts of sizes) {
    const figures: GrowthFigures = { posts, failed: [] }
    const step = async (name: string, work: () => Promise<void>) => {
      try {
        await work()
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
        figures.failed.push(`${name}: ${reason}`)
        progress(`growth, ${posts} posts: ${name} failed: ${reason}`)
      }
    }
    const work = mkdtempSync(join(tmpdir(), 'axon-bench-growth-'))
    try {
      const generated = join(work, 'posts')
      writeGrowthPosts(generated, posts)
      const site = join(work, 'site')
      scratchCopy(root, site, generated)
      await step('offline build', async () => {
        figures.offlineBuild = await timedWithCpu('npm run build -- --offline', site)
        progress(`growth, ${posts} posts: offline build ${(figures.offlineBuild.ms / 1000).toFixed(1)} s`)
      })
      await step('/insights', async () => {
        figures.insights = measureInsights(join(site, 'dist', 'client'))
      })
      await step('publish --all', async () => {
        figures.publish = await benchPublish(posts)
        progress(`growth, ${posts} posts: publish --all ${(figures.publish.firstRunMs / 1000).toFixed(1)} s`)
      })
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

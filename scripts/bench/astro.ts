// The Astro harness (../shared/bench/astro-baseline, see its README): the bench calls its scripts
// rather than copying them, so the Astro side is built, served and counted exactly as the harness does.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { runCaptured, startPrintingUrl } from './process.ts'
import type { MeasuredPage } from './site.ts'
import type { Sizes } from './sizes.ts'

export interface Harness {
  dir: string
  /** The scratch Astro project setup.sh installs and builds in; ours, so a run of the harness by hand is left alone. */
  astroDir: string
  /** The harness's advice: compare against Astro without Shiki when the project does not highlight code (it does not). */
  highlight: string
}

/** The harness beside the project, or where ASTRO_HARNESS points; undefined when it is not there. */
export function findHarness(root: string, env: NodeJS.ProcessEnv = process.env): Harness | undefined {
  const dir = resolve(env.ASTRO_HARNESS ?? join(root, '..', 'shared', 'bench', 'astro-baseline'))
  if (!existsSync(join(dir, 'setup.sh')) || !existsSync(join(dir, 'measure.mjs'))) return undefined
  return { dir, astroDir: env.ASTRO_DIR ?? astroScratch(root), highlight: env.ASTRO_HIGHLIGHT ?? 'none' }
}

/**
 * The scratch Astro project of this checkout: one per project folder, so two checkouts benching on
 * one machine never build into each other's.
 */
export function astroScratch(root: string): string {
  const checkout = createHash('sha256').update(resolve(root)).digest('hex').slice(0, 12)
  return join(tmpdir(), `axon-bench-astro-${checkout}`)
}

/** Where the bench looks for the harness, for the message that it is missing. */
export const harnessPlace = (root: string, env: NodeJS.ProcessEnv = process.env): string =>
  resolve(env.ASTRO_HARNESS ?? join(root, '..', 'shared', 'bench', 'astro-baseline'))

/**
 * A cold `astro build` of the posts in `contentDir` into `outDir` with setup.sh (which installs Astro
 * in the scratch project the first time), run from the project root as setup.sh requires.
 */
export async function buildAstro(
  harness: Harness,
  { root, contentDir, outDir }: { root: string; contentDir: string; outDir: string },
): Promise<{ ms: number; pages: number }> {
  const { stdout } = await runCaptured(join(harness.dir, 'setup.sh'), [], {
    cwd: root,
    env: {
      ...process.env,
      ASTRO_DIR: harness.astroDir,
      CONTENT_DIR: contentDir,
      OUT_DIR: outDir,
      ASTRO_HIGHLIGHT: harness.highlight,
    },
  })
  // "astro build: 8 posts, 10 pages in 2.68s (cold) -> …": setup.sh times `astro build` alone.
  const match = /(\d+) pages in ([\d.]+)s/.exec(stdout)
  if (!match) throw new Error(`setup.sh printed no build time:\n${stdout}`)
  return { ms: Number(match[2]) * 1000, pages: Number(match[1]) }
}

/** Makes `posts` posts from the Markdown posts in `from` with the harness's gen-posts.mjs. */
export async function generatePosts(harness: Harness, from: string, to: string, posts: number): Promise<void> {
  await runCaptured(process.execPath, [join(harness.dir, 'gen-posts.mjs'), from, to, String(posts)], {
    stderr: () => {},
  })
}

/** Serves a built site with the harness's serve.mjs (brotli, `/a` and `/a/` alike, 404.html) on 127.0.0.1. */
export function serveWithHarness(harness: Harness, dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  return startPrintingUrl(process.execPath, [join(harness.dir, 'serve.mjs'), dir, '--ttl', '14400'])
}

interface HarnessPage {
  path: string
  html: { gz: number; br: number }
  css: { gz: number; br: number }
  js: { gz: number; br: number }
}

/**
 * Counts both sites again with the harness's measure.mjs and lists every page where it disagrees
 * with the bench's own figures: the bench claims to count as measure.mjs does, and this keeps it honest.
 */
export async function crossCheck(
  harness: Harness,
  sites: readonly { label: string; dir: string; pages: readonly MeasuredPage[] }[],
): Promise<{ pages: number; differences: string[] }> {
  const { stdout } = await runCaptured(process.execPath, [
    join(harness.dir, 'measure.mjs'),
    '--json',
    ...sites.map((site) => `${site.label}=${site.dir}`),
  ])
  const measured = (JSON.parse(stdout) as { sites: { pages: HarnessPage[] }[] }).sites
  const differences: string[] = []
  let pages = 0
  sites.forEach((site, i) => {
    const theirs = new Map(measured[i]?.pages.map((page) => [page.path.replace(/\/$/, '') || '/', page]))
    for (const page of site.pages) {
      const other = theirs.get(page.route)
      if (!other) {
        differences.push(`${site.label} ${page.route}: not measured by measure.mjs`)
        continue
      }
      pages++
      const pairs: [string, Sizes, { gz: number; br: number }][] = [
        ['html', page.html, other.html],
        ['css', page.css, other.css],
        ['js', page.js, other.js],
      ]
      for (const [kind, ours, harnessSizes] of pairs)
        if (ours.gzip !== harnessSizes.gz || ours.brotli !== harnessSizes.br)
          differences.push(
            `${site.label} ${page.route} ${kind}: ${ours.gzip}/${ours.brotli} B gz/br, measure.mjs ${harnessSizes.gz}/${harnessSizes.br}`,
          )
    }
  })
  return { pages, differences }
}

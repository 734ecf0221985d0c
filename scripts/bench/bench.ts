/**
 * "Lighter than Astro", measured: builds the site (against an in-memory backend holding content/)
 * and the Astro harness's site from the same posts, then prints for every public page its bytes
 * beside Astro's, Lighthouse medians for both, both sides' build costs at 200, 1,000 and 3,000
 * posts, and the backend and publishing figures, with a mark wherever a goal fails: `npm run bench [-- --help]`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { startLocalSupabase } from '../../supabase/local/index.ts'
import { seedPostsIfEmpty } from '../build/seed-posts.ts'
import { createStaticServer, listen } from '../serve/static-server.ts'
import { findChromium } from '../tools/chromium.ts'
import { bin } from '../tools/run.ts'
import { parseBenchArgs, USAGE, UsageError, type BenchOptions } from './args.ts'
import { buildAstro, crossCheck, findHarness, harnessPlace, serveWithHarness } from './astro.ts'
import { compareBytes, isPublicPage } from './goals.ts'
import { benchGrowth, type GrowthFigures } from './growth.ts'
import type { LighthouseSummary } from './lighthouse-summary.ts'
import { lighthouseSites, type ServedSite } from './lighthouse.ts'
import { printReport, type StepFailure } from './print.ts'
import { runCaptured } from './process.ts'
import type { BackendFigures } from './report-backend.ts'
import { measureSite, noAssets, type MeasuredSite } from './site.ts'

const root = resolve(import.meta.dirname, '..', '..')
const log = (line: string) => process.stderr.write(`bench: ${line}\n`)

let options: BenchOptions
try {
  options = parseBenchArgs(process.argv.slice(2))
} catch (error) {
  if (!(error instanceof UsageError)) throw error
  process.stderr.write(`bench: ${error.message}\n${USAGE}\n`)
  process.exit(2)
}
if (options.help) {
  console.log(USAGE)
  process.exit(0)
}

const harness = findHarness(root)
const unchecked: string[] = []
if (!harness) {
  log(
    `the Astro harness is not at ${harnessPlace(root)}: the comparison with Astro (bytes, Lighthouse, build time) is skipped. Put the harness there or set ASTRO_HARNESS to its folder.`,
  )
  unchecked.push(
    `the article ratio and the build costs beside Astro's, which need Astro (no harness at ${harnessPlace(root)})`,
  )
}
const include = (route: string) => isPublicPage(route) && (!options.pages || options.pages.test(route))

// A step that fails is reported with its reason, and the run goes on to every step that does not need
// what it would have made: an hour of figures is never thrown away for one of them.
const failed: StepFailure[] = []
async function step<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work()
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error)
    failed.push({ step: name, reason })
    log(`${name} failed: ${reason}`)
    return undefined
  }
}

// The site is built against a backend that stays up while Lighthouse loads it, as a visitor's browser would reach it.
const local = await startLocalSupabase({ port: 0 })
await seedPostsIfEmpty(local.url)
log('building the site')
// In a child process, so the build log goes to stderr and `--json` output stays parseable.
const built = await step('the build of the site', () =>
  runCaptured(bin('tsx'), ['scripts/build/build.ts'], {
    cwd: root,
    echo: true,
    env: { ...process.env, SUPABASE_URL: local.url, SUPABASE_PUBLISHABLE_KEY: local.publishableKey },
  }),
)
const clientDir = join(root, 'dist', 'client')
let astroOut = harness ? join(harness.astroDir, 'dist') : undefined
if (harness && astroOut) {
  log(`building the Astro harness from content/ in ${harness.astroDir} (ASTRO_HIGHLIGHT=${harness.highlight})`)
  const astroBuilt = await step('the Astro build', () =>
    buildAstro(harness, { root, contentDir: join(root, 'content'), outDir: astroOut! }),
  )
  if (!astroBuilt) astroOut = undefined
}

const ours: MeasuredSite = built
  ? measureSite(clientDir, include)
  : { dir: clientDir, pages: [], uniqueAssets: noAssets }
if (built && ours.pages.length === 0)
  failed.push({
    step: 'measuring the pages',
    reason: `no public page in ${clientDir} matches${options.pages ? ` --pages ${options.pages.source}` : ''}`,
  })
for (const page of ours.pages) for (const missing of page.missing) log(`${page.route} references missing ${missing}`)
const astro = astroOut ? measureSite(astroOut, include) : undefined
const bytes = compareBytes(ours.pages, astro?.pages)
const check =
  harness && astro && ours.pages.length > 0
    ? await step('the cross-check with measure.mjs', () =>
        crossCheck(harness, [
          { label: 'ours', dir: clientDir, pages: ours.pages },
          { label: 'astro', dir: astro.dir, pages: astro.pages },
        ]),
      )
    : undefined

const loadSamples: Record<string, number[]> = { lighthouse: [], buildTime: [] }
let lighthouse: LighthouseSummary[] | undefined
if (options.skipLighthouse) unchecked.push('Lighthouse (--skip-lighthouse)')
else if (ours.pages.length === 0) unchecked.push('Lighthouse, which needs the built site')
else
  lighthouse = await step('Lighthouse', async () => {
    const servers = harness
      ? [await serveWithHarness(harness, clientDir), ...(astro ? [await serveWithHarness(harness, astro.dir)] : [])]
      : [await serveOurs(clientDir)]
    const routesOf = (pages: { route: string }[]) => new Set(pages.map((page) => page.route))
    const sites: ServedSite[] = [
      { label: 'ours', baseUrl: servers[0]!.url, has: (route) => routesOf(ours.pages).has(route) },
      ...(astro
        ? [{ label: 'astro', baseUrl: servers[1]!.url, has: (r: string) => routesOf(astro.pages).has(r) }]
        : []),
    ]
    const outDir = join('/tmp', `axon-bench-lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}`)
    log(`Lighthouse, runs per page and site: ${options.runs}; reports in ${outDir}`)
    try {
      return await lighthouseSites(sites, [...routesOf(ours.pages)], {
        runs: options.runs,
        outDir,
        progress: (line) => {
          loadSamples.lighthouse!.push(loadavg()[0]!)
          log(line)
        },
      })
    } finally {
      for (const server of servers) await server.stop()
    }
  })
await local.stop()

// At 200, 1,000 and 3,000 posts: what our builds cost beside Astro's cold build of the same posts,
// and what publishing and /insights cost. Each size on its own scratch copy; a size that fails is
// reported with its reason, and the others are still measured.
let growth: GrowthFigures[] | undefined
if (options.skipBuildTime) unchecked.push('build costs at 200, 1,000 and 3,000 posts (--skip-build-time)')
if (options.skipGrowth) unchecked.push('publish --all and /insights at 200, 1,000 and 3,000 posts (--skip-growth)')
if (!options.skipBuildTime || !options.skipGrowth) {
  log(
    `at 200, 1,000 and 3,000 posts: ${[
      ...(options.skipBuildTime ? [] : [`our builds online and offline${harness ? " beside Astro's" : ''}`]),
      ...(options.skipGrowth ? [] : ['publish --all and /insights']),
    ].join('; ')}`,
  )
  growth = await step('the figures at 200, 1,000 and 3,000 posts', () =>
    benchGrowth({
      root,
      harness,
      builds: !options.skipBuildTime,
      growth: !options.skipGrowth,
      progress: (line) => {
        loadSamples.buildTime!.push(loadavg()[0]!)
        log(line)
      },
    }),
  )
}

let backendFigures: BackendFigures | undefined
if (options.skipBackend) unchecked.push('backend and publishing figures (--skip-backend)')
else {
  log('backend and publishing figures')
  backendFigures = await step('the backend and publishing figures', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'axon-bench-')), 'backend.json')
    try {
      await runCaptured(bin('tsx'), ['scripts/bench/backend-run.ts', file], { cwd: root, echo: true })
      return JSON.parse(readFileSync(file, 'utf8')) as BackendFigures
    } finally {
      rmSync(dirname(file), { recursive: true, force: true })
    }
  })
}

const chromium = findChromium()
const chromiumVersion = chromium
  ? await step('reading the Chromium version', async () =>
      (await runCaptured(chromium, ['--version'], { stderr: () => {} })).stdout.trim(),
    )
  : undefined
printReport(
  {
    environment: {
      date: new Date().toISOString(),
      node: process.version,
      chromium: chromiumVersion,
      lighthouse: (
        JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
      ).version,
      cores: availableParallelism(),
      loadAverage: loadSamples,
    },
    harness,
    ours,
    astro,
    bytes,
    check,
    lighthouse,
    growth,
    backend: backendFigures,
    unchecked,
    failed,
  },
  options.json,
)
// Every figure is out; a step that failed still fails the run.
if (failed.length > 0) process.exitCode = 1

/** Without the harness, our site is served by the project's own static server. */
async function serveOurs(dir: string) {
  const server = createStaticServer(dir)
  const url = await listen(server, 0)
  return { url, stop: () => new Promise<void>((done) => server.close(() => done())) }
}

// What a build of the site costs beside Astro's of the same posts: CPU time (user + sys of every
// process a build runs, steadier than wall time on a shared machine) and wall time, at each size the
// bench measures. Ours is built on a scratch copy of the project, so its own dist/ and content/ are
// never touched: online (`npm run build` against a backend that already holds the posts), online
// again with the share images the first build drew (as the deploy keeps them), and offline
// (`npm run build -- --offline`, which publishes content/ first); Astro cold, by the harness's setup.sh.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { startLocalSupabase } from '../../supabase/local/index.ts'
import { seedPostsIfEmpty } from '../build/seed-posts.ts'
import { generatePosts, type Harness } from './astro.ts'
import { runCaptured } from './process.ts'

/** One build's wall time and the CPU time of every process it ran, in ms. */
export interface BuildCost {
  ms: number
  cpuMs: number
}

/** The builds of one set of posts; a build that failed is missing, and named in the failures beside it. */
export interface BuildCosts {
  /** `npm run build` against a backend holding the posts, with no output nor share images kept. */
  online?: BuildCost
  /** The same again with the share images the first drew, as deploy-site.yml keeps them between deploys. */
  onlineKept?: BuildCost
  /** `npm run build -- --offline`: the posts published into a throwaway backend, then built. */
  offline?: BuildCost
  /** Astro's cold build of the same posts, by the harness's setup.sh. */
  astro?: BuildCost
}

// What a scratch copy leaves out: installed packages (linked instead), build output, local data, and
// content/, which the generated posts replace.
const notCopied = new Set(['node_modules', 'dist', '.git', '.data', 'content', 'coverage', 'test-results'])

/** What a build keeps between builds, in node_modules/.cache: the share images it drew, by what they show. */
const shareImageCache = join('node_modules', '.cache', 'axon-share-images')

/**
 * Copies the project to `dest` with `posts` as its content/. Its node_modules links each installed
 * package rather than copying it, beside a .cache of its own: what a build keeps there starts empty,
 * and only the stand-in's saved empty database, made from the migrations alone, comes along.
 */
export function scratchCopy(root: string, dest: string, posts: string): void {
  cpSync(root, dest, {
    recursive: true,
    filter: (source) => !notCopied.has(relative(root, source).split(sep)[0] ?? ''),
  })
  const packages = join(root, 'node_modules')
  mkdirSync(join(dest, 'node_modules', '.cache'), { recursive: true })
  for (const entry of readdirSync(packages))
    if (entry !== '.cache') symlinkSync(join(packages, entry), join(dest, 'node_modules', entry))
  const emptyDatabase = join(packages, '.cache', 'supabase-local')
  if (existsSync(emptyDatabase))
    cpSync(emptyDatabase, join(dest, 'node_modules', '.cache', 'supabase-local'), { recursive: true })
  cpSync(posts, join(dest, 'content'), { recursive: true })
}

/**
 * Makes `count` posts in `dest` from the project's content/ with the harness's gen-posts.mjs, each
 * a copy of a post under a new slug, and points their links to other posts at a copy of each: the
 * publish refuses a link to a post that does not exist, and Astro builds the very same files.
 */
export async function generateSizedPosts(harness: Harness, root: string, dest: string, count: number): Promise<void> {
  const sources = `${dest}-sources`
  mkdirSync(sources, { recursive: true })
  try {
    // gen-posts.mjs reads every *.md of its source, and content/README.md is no post.
    for (const file of readdirSync(join(root, 'content')))
      if (file.endsWith('.md') && file.toLowerCase() !== 'readme.md')
        cpSync(join(root, 'content', file), join(sources, file))
    await generatePosts(harness, sources, dest, count)
  } finally {
    rmSync(sources, { recursive: true, force: true })
  }
  pointLinksAtCopies(dest)
}

/** Rewrites links to /insights/<slug> of an original post as links to the first copy of it in `folder`. */
export function pointLinksAtCopies(folder: string): void {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
  const copyOf = new Map<string, string>()
  for (const file of files) {
    const slug = file.slice(0, -'.md'.length)
    const original = slug.replace(/-\d+$/, '')
    if (!copyOf.has(original)) copyOf.set(original, slug)
  }
  for (const file of files) {
    const text = readFileSync(join(folder, file), 'utf8')
    const linked = text.replace(/\]\(\/insights\/([a-z0-9-]+)([)#?])/g, (link, slug: string, end: string) =>
      copyOf.has(slug) ? `](/insights/${copyOf.get(slug)}${end}` : link,
    )
    if (linked !== text) writeFileSync(join(folder, file), linked)
  }
}

/** Runs a command in bash and times it: wall time, and user + sys CPU of it and everything it started. */
export async function timedRun(
  command: readonly string[],
  { cwd, env }: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<BuildCost & { stdout: string }> {
  // bash's `times` prints, last, the CPU its children used: "0m116.530s 0m12.440s".
  const { stdout, ms } = await runCaptured('bash', ['-c', '"$@" || exit $?; times', 'bash', ...command], {
    cwd,
    env,
    stderr: () => {},
  })
  const lines = stdout.trimEnd().split('\n')
  const children = lines.at(-1) ?? ''
  const cpuMs = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, minutes, seconds]) => sum + (Number(minutes) * 60 + Number(seconds)) * 1000,
    0,
  )
  return { ms: Math.round(ms), cpuMs: Math.round(cpuMs), stdout: lines.slice(0, -2).join('\n') }
}

/**
 * Astro's cold build of the posts in `contentDir`, by setup.sh, which installs Astro once (before
 * the timing) and removes Astro's caches; the wall time is setup.sh's own of `astro build`.
 */
async function astroBuild(harness: Harness, root: string, contentDir: string, posts: number): Promise<BuildCost> {
  const outDir = join(harness.astroDir, `dist-${posts}`)
  const env = { ...process.env, ASTRO_DIR: harness.astroDir, ASTRO_HIGHLIGHT: harness.highlight }
  await runCaptured(join(harness.dir, 'setup.sh'), ['--no-build'], { cwd: root, env, stderr: () => {} })
  try {
    const run = await timedRun([join(harness.dir, 'setup.sh')], {
      cwd: root,
      env: { ...env, CONTENT_DIR: contentDir, OUT_DIR: outDir },
    })
    const seconds = /\d+ pages in ([\d.]+)s/.exec(run.stdout)?.[1]
    if (!seconds) throw new Error(`setup.sh printed no build time:\n${run.stdout}`)
    return { ms: Number(seconds) * 1000, cpuMs: run.cpuMs }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

/**
 * Measures every build of the posts of `site` (a scratch copy) and, when there is a harness,
 * Astro's of the same posts in `contentDir`, taking turns (`astroFirst`) so that neither side always
 * meets the machine the other warmed. A build that fails is named in `failed`; the others still run.
 */
export async function measureBuildCosts({
  root,
  site,
  contentDir,
  posts,
  harness,
  astroFirst = false,
  progress = () => {},
}: {
  root: string
  site: string
  contentDir: string
  posts: number
  harness?: Harness
  astroFirst?: boolean
  progress?: (line: string) => void
}): Promise<{ costs: BuildCosts; failed: string[] }> {
  const costs: BuildCosts = {}
  const failed: string[] = []
  const measure = async (name: string, build: () => Promise<BuildCost>, done: (cost: BuildCost) => void) => {
    try {
      const cost = await build()
      done(cost)
      progress(`${posts} posts: ${name} ${(cost.cpuMs / 1000).toFixed(1)} s CPU, ${(cost.ms / 1000).toFixed(1)} s`)
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
      failed.push(`${name}: ${reason}`)
      progress(`${posts} posts: ${name} failed: ${reason}`)
    }
  }
  // A build of ours starts with no output, and, unless it keeps them, no share images.
  const ours = (args: string[], keepShareImages: boolean, env?: NodeJS.ProcessEnv) => () => {
    rmSync(join(site, 'dist'), { recursive: true, force: true })
    if (!keepShareImages) rmSync(join(site, shareImageCache), { recursive: true, force: true })
    return timedRun(['npm', 'run', 'build', ...args], { cwd: site, env }).then(({ ms, cpuMs }) => ({ ms, cpuMs }))
  }
  const astro = async () => {
    if (harness)
      await measure(
        'Astro cold build',
        () => astroBuild(harness, root, contentDir, posts),
        (c) => (costs.astro = c),
      )
  }

  if (astroFirst) await astro()
  // The online builds read a stand-in that holds the posts already, served by this process: its CPU is
  // not the build's, as a hosted backend's is not.
  let local: Awaited<ReturnType<typeof startLocalSupabase>> | undefined
  try {
    local = await startLocalSupabase({ port: 0 })
    await seedPostsIfEmpty(local.url, site)
  } catch (error) {
    failed.push(`online builds: the posts could not be published: ${(error as Error).message.split('\n')[0]}`)
  }
  if (local) {
    const env = { ...process.env, SUPABASE_URL: local.url, SUPABASE_PUBLISHABLE_KEY: local.publishableKey }
    try {
      await measure('online build', ours([], false, env), (c) => (costs.online = c))
      if (costs.online)
        await measure('online build, share images kept', ours([], true, env), (c) => (costs.onlineKept = c))
    } finally {
      await local.stop()
    }
  }
  await measure('offline build', ours(['--', '--offline'], false), (c) => (costs.offline = c))
  if (!astroFirst) await astro()
  return { costs, failed }
}

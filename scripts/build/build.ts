// Prerenders the site into dist/client: `npm run build`, or `npm run build -- --offline` to build
// from the Markdown in content/ without a backend. The deploy builds with `--deploy`, which refuses
// to build while site/site.config.ts still holds a placeholder.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildContentFile, readBuildContent } from '../../site/lib/blog/build-source.server.ts'
import { describePlaceholders, unfilledPlaceholders } from '../../site/lib/placeholders.ts'
import { site } from '../../site/site.config.ts'
import { bin, run } from '../tools/run.ts'
import { buildInfoOf, writeBuildInfo } from './build-info.ts'
import { withBuildLock } from './build-lock.ts'
import { writeDiscoveryFiles } from './discovery.ts'
import { finishPages } from './finish-pages.ts'
import { islandsOutDir } from './islands-manifest.ts'
import { startShareImages } from './share-images/index.ts'

export interface BuildOptions {
  /** The environment the build reads SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY (or the legacy SUPABASE_ANON_KEY) from. */
  env?: NodeJS.ProcessEnv
  /** Read the posts from content/ (published into a throwaway in-memory backend) instead of the configured one. */
  offline?: boolean
  /** Where the build goes: the pages to `<outDir>/client`, the renderer to `<outDir>/server`. */
  outDir?: string
  /** A build to publish: refused while the site configuration holds a placeholder (else they are listed as a warning). */
  deploy?: boolean
  /** Where the warning about placeholders goes. */
  warn?: (message: string) => void
  /** Keeps Vite's own output (its chunk tables) to itself unless the build fails: npm start without --verbose. */
  quiet?: boolean
}

const configFile = 'site/site.config.ts'

/**
 * Stops a build meant for the public while the site configuration still holds a stand-in name,
 * address or price, saying which and where; any other build only lists them.
 */
export function checkPlaceholders(
  { deploy = false, warn = console.warn }: Pick<BuildOptions, 'deploy' | 'warn'> = {},
  config: unknown = site,
): void {
  const unfilled = unfilledPlaceholders(config)
  if (unfilled.length === 0) return
  const list = describePlaceholders(unfilled, configFile)
  if (deploy)
    throw new Error(
      [
        `The site cannot be deployed: ${configFile} still holds ${unfilled.length} placeholder${unfilled.length === 1 ? '' : 's'}, which visitors would see:`,
        ...list,
        `Replace each placeholder('…') call there with the real value, commit, and deploy again.`,
      ].join('\n'),
    )
  warn(
    [
      `Note: ${configFile} still holds ${unfilled.length} placeholder${unfilled.length === 1 ? '' : 's'}; the deploy refuses to publish until each is filled in:`,
      ...list,
    ].join('\n'),
  )
}

/** Builds every page, reading the published posts from the backend the environment names. */
export async function buildSite({
  env = process.env,
  offline = false,
  outDir = 'dist',
  deploy = false,
  warn = console.warn,
  quiet = false,
}: BuildOptions = {}): Promise<void> {
  checkPlaceholders({ deploy, warn })
  if (!offline) return prerender(env, outDir, undefined, quiet)
  // The stand-in and the publish command load only for a build that needs them.
  const [{ startLocalSupabase }, { seedPostsIfEmpty }] = await Promise.all([
    import('../../supabase/local/index.ts'),
    import('./seed-posts.ts'),
  ])
  const local = await startLocalSupabase({ port: 0 })
  try {
    const backendEnv = { ...env, SUPABASE_URL: local.url, SUPABASE_PUBLISHABLE_KEY: local.publishableKey }
    // The islands need the backend's address, not its posts: they build while the posts go in.
    const islands = buildIslands(backendEnv, outDir)
    await besides(seedPostsIfEmpty(local.url), islands)
    await prerender(backendEnv, outDir, islands, quiet)
  } finally {
    await local.stop()
  }
}

/** Builds the pages' scripts (site/islands), which the pages' build names by their hashed files. */
const buildIslands = (env: NodeJS.ProcessEnv, outDir: string): Promise<void> =>
  run(bin('vite'), ['build', '--config', 'vite.islands.config.ts', '--logLevel', 'warn'], {
    env: { ...env, SITE_OUT_DIR: outDir },
  })

/**
 * Waits for `work`; should it fail, waits for `running` to end too, so that no build is left behind.
 * Should `running` fail first, that failure waits for whoever awaits it next, rather than ending the
 * process as a rejection nobody handled.
 */
export async function besides<T>(work: Promise<T>, running: Promise<unknown>): Promise<T> {
  running.catch(() => {})
  try {
    return await work
  } catch (error) {
    await running.catch(() => {})
    throw error
  }
}

async function prerender(
  env: NodeJS.ProcessEnv,
  outDir: string,
  islandsBuilding?: Promise<void>,
  quiet = false,
): Promise<void> {
  // One reading of the published content for everything the build writes: the pages (handed to
  // Vike's renderer in a file), the share images, the feeds, the search index and the build's record.
  // Read before the pages render, so a change made meanwhile leaves the record older than the pages,
  // and the next check deploys again.
  const islands = islandsBuilding ?? buildIslands(env, outDir)
  const builtAt = new Date()
  const content = await besides(readBuildContent(env), islands)
  const shareImages = startShareImages(content.posts, { env, ...(quiet ? { log: () => {} } : {}) })
  const handOver = mkdtempSync(join(tmpdir(), 'axon-build-'))
  try {
    const contentFile = join(handOver, 'content.json')
    writeFileSync(contentFile, JSON.stringify(content))
    // The islands first: the pages' build names their scripts (vite.config.ts reads the islands' manifest).
    await islands
    await withBuildLock(
      () =>
        run(bin('vike'), ['build'], { env: { ...env, SITE_OUT_DIR: outDir, [buildContentFile]: contentFile }, quiet }),
      {
        onWait: (holder) => {
          if (!quiet)
            console.log(`Another build of this folder is running (process ${holder}); this one starts when it ends.`)
        },
      },
    )
  } finally {
    rmSync(handOver, { recursive: true, force: true })
  }
  const clientDir = join(outDir, 'client')
  cpSync(join(islandsOutDir(outDir), 'assets'), join(clientDir, 'assets'), { recursive: true })
  const { indexed, shareImagePages } = await finishPages(clientDir, env)
  await writeDiscoveryFiles(clientDir, env, content.posts, indexed)
  await shareImages.writeTo(clientDir, shareImagePages)
  writeBuildInfo(clientDir, await buildInfoOf(content, builtAt))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2)
  const unknown = args.filter((arg) => arg !== '--offline' && arg !== '--deploy')
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(' ')}. Usage: npm run build [-- --offline] [-- --deploy]`)
    process.exit(2)
  }
  buildSite({
    offline: args.includes('--offline') || process.env.AXON_BUILD_OFFLINE === '1',
    deploy: args.includes('--deploy'),
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}

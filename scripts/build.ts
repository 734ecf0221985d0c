// Prerenders the site into dist/client: `npm run build`, or `npm run build -- --offline` to build
// from the Markdown in content/ without a backend.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { startLocalSupabase } from '../supabase/local/index.ts'
import { readBuildInfo, writeBuildInfo } from './build-info.ts'
import { writeDiscoveryFiles } from './discovery.ts'
import { bin, run } from './run.ts'
import { writeSecurityHeaders } from './security-headers.ts'
import { seedPostsIfEmpty } from './seed-posts.ts'

export interface BuildOptions {
  /** The environment the build reads SUPABASE_URL and SUPABASE_ANON_KEY from. */
  env?: NodeJS.ProcessEnv
  /** Read the posts from content/ (published into a throwaway in-memory backend) instead of the configured one. */
  offline?: boolean
  /** Where the build goes: the pages to `<outDir>/client`, the renderer to `<outDir>/server`. */
  outDir?: string
}

/** Builds every page, reading the published posts from the backend the environment names. */
export async function buildSite({
  env = process.env,
  offline = false,
  outDir = 'dist',
}: BuildOptions = {}): Promise<void> {
  if (!offline) return prerender(env, outDir)
  const local = await startLocalSupabase({ port: 0 })
  try {
    await seedPostsIfEmpty(local.url)
    await prerender({ ...env, SUPABASE_URL: local.url, SUPABASE_ANON_KEY: local.anonKey }, outDir)
  } finally {
    await local.stop()
  }
}

async function prerender(env: NodeJS.ProcessEnv, outDir: string): Promise<void> {
  const info = await readBuildInfo(env)
  await run(bin('vike'), ['build'], { env: { ...env, SITE_OUT_DIR: outDir } })
  const clientDir = join(outDir, 'client')
  dropModulePreloads(clientDir)
  writeSecurityHeaders(clientDir, env)
  await writeDiscoveryFiles(clientDir, env)
  writeBuildInfo(clientDir, info)
}

/**
 * Removes the <link rel="modulepreload"> tags Vike adds for a hydrating page's chunks. Browsers
 * fetch them at high priority, competing with the first paint of a page that is already complete
 * as HTML; without them the entry script pulls its chunks in after the page is up.
 */
function dropModulePreloads(clientDir: string): void {
  for (const file of readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue
    const path = join(clientDir, file)
    const html = readFileSync(path, 'utf8')
    const stripped = withoutModulePreloads(html)
    if (stripped !== html) writeFileSync(path, stripped)
  }
}

export const withoutModulePreloads = (html: string): string => html.replace(/<link rel="modulepreload"[^>]*>/g, '')

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2)
  const unknown = args.filter((arg) => arg !== '--offline')
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(' ')}. Usage: npm run build [-- --offline]`)
    process.exit(2)
  }
  buildSite({ offline: args.includes('--offline') || process.env.AXON_BUILD_OFFLINE === '1' }).catch(
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}

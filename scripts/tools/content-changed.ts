// Tells the deploy workflow whether the published content differs from what the deployed site was
// built from: `npx tsx scripts/tools/content-changed.ts <site URL>` (or SITE_URL), with SUPABASE_URL and
// SUPABASE_PUBLISHABLE_KEY (or the legacy SUPABASE_ANON_KEY) naming the backend. Writes changed=true|false to $GITHUB_OUTPUT (stdout without it).
import { appendFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { buildInfoPath, currentContent, parseBuildInfo, type BuildInfo } from '../../site/lib/blog/index.ts'
import { createPublicClient, publicConnection } from '../../site/lib/supabase/index.ts'

export interface ContentCheckOptions {
  /** The deployed site's address; its build record is at <siteUrl>/build.json. */
  siteUrl: string
  /** Where SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY (or the legacy SUPABASE_ANON_KEY) are read. */
  env: NodeJS.ProcessEnv
  fetch?: typeof fetch
  now?: () => Date
}

export interface ContentCheck {
  changed: boolean
  /** One line for the workflow's log. */
  summary: string
}

const short = (fingerprint: string) => `${fingerprint.slice(0, 12)}…`
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The deployed build record, or why there is none to compare with. */
async function deployedBuild(url: URL, fetchFn: typeof fetch): Promise<{ info: BuildInfo } | { problem: string }> {
  try {
    const response = await fetchFn(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(30_000),
    })
    if (!response.ok) return { problem: `answered HTTP ${response.status}` }
    const info = parseBuildInfo(JSON.parse(await response.text()))
    return info ? { info } : { problem: 'holds no build record' }
  } catch (error) {
    return { problem: `could not be read (${messageOf(error)})` }
  }
}

/**
 * Compares the fingerprint in the deployed build.json with the backend's current one. A build.json
 * that is missing or unreadable (the first deploy, say) counts as changed.
 */
export async function checkContent({
  siteUrl,
  env,
  fetch: fetchFn = fetch,
  now = () => new Date(),
}: ContentCheckOptions): Promise<ContentCheck> {
  const url = new URL(buildInfoPath.slice(1), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`)
  const shown = url.href
  // The host caches build.json (GitHub Pages for ten minutes); a new query asks past its cache.
  url.searchParams.set('checked', String(now().getTime()))
  const connection = publicConnection(env)
  const content = currentContent(createPublicClient(connection)).catch((error: unknown) => {
    throw new Error(`Could not read the published content from ${connection.url}: ${messageOf(error)}`, {
      cause: error,
    })
  })
  const [deployed, current] = await Promise.all([deployedBuild(url, fetchFn), content])
  const backend = `backend now ${short(current.fingerprint)}`
  if ('problem' in deployed)
    return { changed: true, summary: `The deployed ${shown} ${deployed.problem}; ${backend}: deploying` }
  const { fingerprint, builtAt } = deployed.info
  const changed = fingerprint !== current.fingerprint
  return {
    changed,
    summary: `Deployed fingerprint ${short(fingerprint)} (built ${builtAt}); ${backend}: ${changed ? 'deploying' : 'unchanged: nothing to deploy'}`,
  }
}

export interface ContentChangedIo {
  out: (line: string) => void
  err: (line: string) => void
}

/** The command: checks, reports, and returns the exit code (0 checked, 1 backend unreadable, 2 usage). */
export async function contentChanged(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  { out, err }: ContentChangedIo,
): Promise<number> {
  const siteUrl = args[0] || env.SITE_URL
  if (args.length > 1 || !siteUrl || !URL.canParse(siteUrl)) {
    err('Usage: npx tsx scripts/tools/content-changed.ts <site URL>, e.g. https://www.example.com (or set SITE_URL)')
    return 2
  }
  try {
    const { changed, summary } = await checkContent({ siteUrl, env })
    out(summary)
    if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `changed=${changed}\n`)
    else out(`changed=${changed}`)
    return 0
  } catch (error) {
    err(messageOf(error))
    return 1
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await contentChanged(process.argv.slice(2), process.env, { out: console.log, err: console.error })
}

// Keeps a built site current with the published content, as the deploy workflow does in production:
// when a post is published, changed, unpublished, deleted or falls due, it re-renders only the pages
// the change touches (the article, the articles that list it as related, Insights and the home
// page), rewrites the feeds, the sitemap and /build.json, and leaves every other file alone.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadForBuild, readBuildContent, type BuildContent } from '../site/lib/blog/build-source.server.ts'
import { contentFingerprint, currentContent, type BuildInfo, type Post } from '../site/lib/blog/index.ts'
import { articlePage, articleSlugs } from '../site/pages/insights/@slug/article.server.ts'
import { writeBuildInfo } from './build-info.ts'
import { withoutModulePreloads } from './build.ts'
import { writeDiscoveryFiles } from './discovery.ts'
import { createPageCss } from './page-css.ts'
import {
  apiOriginOf,
  pageSources,
  policyMeta,
  scriptStyles,
  withPolicy,
  writeSecurityHeaders,
} from './security-headers.ts'
import { refreshShareImages } from './share-images/index.ts'

export interface Refresh {
  /** Whether the published content had changed since the pages were rendered. */
  changed: boolean
  /** The addresses rendered again, and those whose pages were removed. */
  rendered: string[]
  removed: string[]
  /** Milliseconds from noticing the change to the last file written. */
  ms: number
}

export interface SiteRefresher {
  /** Brings the pages up to date with the content published now; resolves once they are. */
  refresh(): Promise<Refresh>
  /** Asks for a check now rather than at the next poll (a rebuild request). */
  nudge(): void
  /** Stops polling, after any refresh under way. */
  stop(): Promise<void>
}

export interface RefresherOptions {
  /** The Vike build: the pages in `clientDir`, the renderer in `serverDir`. */
  clientDir?: string
  serverDir?: string
  /** Where SUPABASE_URL and SUPABASE_ANON_KEY are read, as the build read them. */
  env: NodeJS.ProcessEnv
  /** How often the published content is checked, in milliseconds; 0 for no polling. */
  intervalMs?: number
  log?: (message: string) => void
  /** Told of every refresh that found the content changed. */
  onRefresh?: (refresh: Refresh) => void
}

/** The pages whose content depends on the posts beyond their own articles. */
const listingPages = ['/', '/insights']

/** What each address under /insights/ shows for some content, as the article hook works it out. */
function articleInputs(content: BuildContent): Map<string, string> {
  return new Map(
    articleSlugs(content).map((slug) => [
      `/insights/${slug}`,
      JSON.stringify(articlePage(content, slug, `/insights/${slug}`)),
    ]),
  )
}

/** The article addresses the pages on disk have. */
function articlePagesOnDisk(clientDir: string): string[] {
  const folder = join(clientDir, 'insights')
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'index.html')))
    .map((entry) => `/insights/${entry.name}`)
}

/** The file a prerendered address is written to, and its client-navigation data beside it. */
const filesOf = (clientDir: string, path: string) => {
  const folder = join(clientDir, ...path.split('/').filter(Boolean))
  return { html: join(folder, 'index.html'), data: join(folder, 'index.pageContext.json'), folder }
}

/** Replaces a file in one step, so a visitor never reads half of it. */
function replaceFile(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, text)
  renameSync(temporary, path)
}

type RenderPage = (pageContextInit: {
  urlOriginal: string
  buildContent: BuildContent
}) => Promise<{ httpResponse: { statusCode: number; body: string } | null; errorWhileRendering?: unknown }>

/** Loads the build's server bundle once, and returns Vike's renderer for it. */
async function loadRenderer(serverDir: string): Promise<RenderPage> {
  const entry = join(resolve(serverDir), 'entry.mjs')
  if (!existsSync(entry))
    throw new Error(`${entry} is missing: build the site first (npm run build), which keeps it for re-rendering.`)
  await import(pathToFileURL(entry).href)
  const { renderPage } = await import('vike/server')
  return renderPage as unknown as RenderPage
}

/**
 * Starts keeping the site in `clientDir` current. The pages there must have been built from the
 * content /build.json records; a change since then is picked up by the first check.
 */
export async function keepSiteCurrent({
  clientDir = 'dist/client',
  serverDir = 'dist/server',
  env,
  intervalMs = 1000,
  log = console.log,
  onRefresh,
}: RefresherOptions): Promise<SiteRefresher> {
  const renderPage = await loadRenderer(serverDir)
  const pageCss = createPageCss({ clientDir })
  const apiOrigin = apiOriginOf(env)
  const addedStyles = scriptStyles()
  const built = JSON.parse(readFileSync(join(clientDir, 'build.json'), 'utf8')) as BuildInfo
  // What the pages on disk show: the content read now, if it is what the build recorded; else
  // unknown, and the first refresh renders every article.
  let shown: { fingerprint: string; articles: Map<string, string> | undefined } = {
    fingerprint: built.fingerprint,
    articles: undefined,
  }
  const atStart = await readBuildContent(env)
  if ((await contentFingerprint(atStart.posts, atStart.redirects)) === built.fingerprint)
    shown.articles = articleInputs(atStart)

  /** A page rendered again, finished as the build finishes it: its own CSS, then its own policy. */
  async function render(path: string, content: BuildContent) {
    const files = filesOf(clientDir, path)
    const page = await renderPage({ urlOriginal: path, buildContent: content })
    const data = await renderPage({
      urlOriginal: `${path === '/' ? '' : path}/index.pageContext.json`,
      buildContent: content,
    })
    if (page.httpResponse?.statusCode !== 200 || data.httpResponse?.statusCode !== 200) {
      throw new Error(
        `Rendering ${path} failed (status ${page.httpResponse?.statusCode ?? 'none'})${page.errorWhileRendering ? `: ${String(page.errorWhileRendering)}` : ''}`,
      )
    }
    const html = await pageCss.apply(withoutModulePreloads(page.httpResponse.body), relative(clientDir, files.html))
    const sources = pageSources(html, apiOrigin, addedStyles)
    return {
      sources,
      write() {
        replaceFile(files.html, withPolicy(html, policyMeta(sources), path))
        replaceFile(files.data, data.httpResponse!.body)
      },
    }
  }

  async function refreshOnce(): Promise<Refresh> {
    const started = performance.now()
    const now = await loadForBuild(currentContent, env)
    if (now.fingerprint === shown.fingerprint) return { changed: false, rendered: [], removed: [], ms: 0 }
    const builtAt = new Date().toISOString()
    const content = await readBuildContent(env)
    // The record describes exactly the content the pages are rendered from.
    const info: BuildInfo = {
      builtAt,
      fingerprint: await contentFingerprint(content.posts, content.redirects),
      posts: Object.fromEntries(content.posts.map((post) => [post.slug, post.updated_at])),
    }
    const articles = articleInputs(content)
    const touched = [
      ...listingPages,
      ...[...articles].filter(([path, input]) => shown.articles?.get(path) !== input).map(([path]) => path),
    ]
    const gone = articlePagesOnDisk(clientDir).filter((path) => !articles.has(path))
    const pages = []
    for (const path of touched) pages.push(await render(path, content))
    // The header's policy allows the new pages' inline code before they are there to ask for it.
    writeSecurityHeaders(clientDir, env, { alsoAllow: pages.map((page) => page.sources) })
    for (const page of pages) page.write()
    for (const path of gone) rmSync(filesOf(clientDir, path).folder, { recursive: true, force: true })
    // The lists of posts at once, so that a post which answers at its address is soon in them too.
    await writeDiscoveryFiles(clientDir, env, content.posts satisfies readonly Post[])
    await refreshShareImages(clientDir, content.posts, touched, { env, warn: log })
    // And now exactly what the pages on disk allow.
    writeSecurityHeaders(clientDir, env)
    writeBuildInfo(clientDir, info)
    shown = { fingerprint: info.fingerprint, articles }
    return { changed: true, rendered: touched, removed: gone, ms: Math.round(performance.now() - started) }
  }

  // One refresh at a time; a request made during one starts another after it.
  let running: Promise<Refresh> | undefined
  function refresh(): Promise<Refresh> {
    if (running) return running.then(refresh, refresh)
    running = refreshOnce().finally(() => {
      running = undefined
    })
    return running
  }

  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let lastError = ''
  async function check(): Promise<void> {
    timer = undefined
    try {
      const result = await refresh()
      lastError = ''
      if (result.changed) {
        log(`Published content changed: ${describe(result)} in ${result.ms} ms.`)
        onRefresh?.(result)
      }
    } catch (error) {
      // The backend may be restarting: say so once, and keep checking.
      const message = error instanceof Error ? error.message : String(error)
      if (message !== lastError) log(`Could not bring the site up to date, trying again: ${message}`)
      lastError = message
    }
    if (!stopped && intervalMs > 0) timer ??= setTimeout(() => void check(), intervalMs)
  }
  let first: Promise<void> | undefined = intervalMs > 0 ? check() : undefined

  return {
    refresh,
    nudge() {
      if (stopped) return
      if (timer) clearTimeout(timer)
      timer = undefined
      first = check()
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await first
      await running?.catch(() => {})
    },
  }
}

const describe = ({ rendered, removed }: Refresh) =>
  [
    `${rendered.length} page${rendered.length === 1 ? '' : 's'} rendered`,
    removed.length > 0 ? `${removed.length} removed (${removed.join(', ')})` : '',
  ]
    .filter(Boolean)
    .join(', ')

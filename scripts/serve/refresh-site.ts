// Keeps a built site current with the published content, as the deploy workflow does in production:
// when a post is published, changed, unpublished, deleted or falls due, it re-renders only the pages
// the change touches (the article, the articles that list it as related, Insights and the home
// page), rewrites the feeds, the sitemap and /build.json, and leaves every other file alone.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  readBuildContent,
  readContentSince,
  readContentVersions,
  type BuildContent,
} from '../../site/lib/blog/build-source.server.ts'
import { contentFingerprint, type BuildInfo, type Post } from '../../site/lib/blog/index.ts'
import { articlePage, articleSlugs } from '../../site/pages/insights/@slug/article.server.ts'
import { archiveInputs } from '../../site/pages/insights/listing.server.ts'
import { searchIndex } from '../../site/pages/insights/search-index.server.ts'
import { buildInfoOf, writeBuildInfo } from '../build/build-info.ts'
import { indexedPath, prerenderedPages, writeDiscoveryFiles } from '../build/discovery.ts'
import { createPageFinisher } from '../build/finish-pages.ts'
import {
  apiOriginOf,
  pageSources,
  scriptStyles,
  writeHeadersFile,
  type PolicySources,
} from '../build/security-headers.ts'
import { refreshShareImages } from '../build/share-images/index.ts'

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
  /** Where SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY are read, as the build read them. */
  env: NodeJS.ProcessEnv
  /** How often the published content is checked, in milliseconds; 0 for no polling. */
  intervalMs?: number
  log?: (message: string) => void
  /** Told of every refresh that found the content changed. */
  onRefresh?: (refresh: Refresh) => void
}

/** The pages whose content depends on the posts beyond their own articles. */
const listingPages = ['/', '/insights']

/** What each address under /insights/ shows for some content, as the article and archive hooks work it out. */
function articleInputs(content: BuildContent): Map<string, string> {
  return new Map([
    ...articleSlugs(content).map((slug): [string, string] => [
      `/insights/${slug}`,
      // A body changes only with its post's updated_at, which stays: comparing it too would cost a
      // serialisation of every article on every change.
      JSON.stringify(articlePage(content, slug, `/insights/${slug}`), (key, value: unknown) =>
        key === 'content' ? undefined : value,
      ),
    ]),
    ...archiveInputs(content),
  ])
}

/** The article addresses the pages on disk have. */
function articlePagesOnDisk(clientDir: string): string[] {
  const folder = join(clientDir, 'insights')
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'index.html')))
    .map((entry) => `/insights/${entry.name}`)
}

/** The archive pages on disk (/insights/page/<n>). */
function archivePagesOnDisk(clientDir: string): string[] {
  const folder = join(clientDir, 'insights', 'page')
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(folder, name, 'index.html')))
    .map((name) => `/insights/page/${name}`)
}

/** The file a prerendered address is written to, and its folder. */
const filesOf = (clientDir: string, path: string) => {
  const folder = join(clientDir, ...path.split('/').filter(Boolean))
  return { html: join(folder, 'index.html'), folder }
}

/** What the site-wide files need of each page: what its policy allows, and the path a sitemap lists it at (if any). */
interface PageFacts {
  sources: PolicySources
  indexed: string | null
}

/**
 * The facts of every page on disk, read once, then kept as pages are rendered and removed: the
 * headers and the sitemap are rewritten on every change, and reading thousands of pages for them
 * each time would cost more than the change itself.
 */
function pageFactsOf(clientDir: string, apiOrigin: string, added: readonly string[]): Map<string, PageFacts> {
  const facts = new Map<string, PageFacts>()
  for (const { file, html } of prerenderedPages(clientDir))
    facts.set(file, { sources: pageSources(html, apiOrigin, added), indexed: indexedPath(file, html) })
  return facts
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
  const finisher = createPageFinisher(clientDir, env)
  const apiOrigin = apiOriginOf(env)
  const addedStyles = scriptStyles()
  const built = JSON.parse(readFileSync(join(clientDir, 'build.json'), 'utf8')) as BuildInfo
  // What the pages on disk show: the content read now, if it is what the build recorded; else
  // unknown, and the first refresh renders every article.
  let content = await readBuildContent(env)
  let shown: { fingerprint: string; articles: Map<string, string> | undefined } = {
    fingerprint: built.fingerprint,
    articles: undefined,
  }
  if ((await contentFingerprint(content.posts, content.redirects)) === built.fingerprint)
    shown.articles = articleInputs(content)
  const facts = pageFactsOf(clientDir, apiOrigin, addedStyles)
  // Each post's search words are found once and kept with the post: now, rather than at the first publish.
  searchIndex(content.posts)
  const fileOf = (path: string) => relative(clientDir, filesOf(clientDir, path).html)

  /** A page rendered again, finished as the build finishes it. */
  async function render(path: string, content: BuildContent) {
    const files = filesOf(clientDir, path)
    const page = await renderPage({ urlOriginal: path, buildContent: content })
    if (page.httpResponse?.statusCode !== 200) {
      throw new Error(
        `Rendering ${path} failed (status ${page.httpResponse?.statusCode ?? 'none'})${page.errorWhileRendering ? `: ${String(page.errorWhileRendering)}` : ''}`,
      )
    }
    const file = relative(clientDir, files.html)
    const { html, sources, indexed } = await finisher.finish(page.httpResponse.body, file)
    return {
      sources,
      write() {
        replaceFile(files.html, html)
        facts.set(file, { sources, indexed })
      },
    }
  }

  const knownSources = () => [...facts.values()].map((page) => page.sources)

  async function refreshOnce(): Promise<Refresh> {
    const started = performance.now()
    const versions = await readContentVersions(env)
    if (versions.fingerprint === shown.fingerprint) return { changed: false, rendered: [], removed: [], ms: 0 }
    const builtAt = new Date()
    content = await readContentSince(content, versions, env)
    // The record describes exactly the content the pages are rendered from.
    const info = await buildInfoOf(content, builtAt)
    const articles = articleInputs(content)
    const touched = [
      ...listingPages,
      ...[...articles].filter(([path, input]) => shown.articles?.get(path) !== input).map(([path]) => path),
    ]
    const gone = [...articlePagesOnDisk(clientDir), ...archivePagesOnDisk(clientDir)].filter(
      (path) => !articles.has(path),
    )
    const pages = []
    for (const path of touched) pages.push(await render(path, content))
    // The header's policy allows the new pages' inline code before they are there to ask for it.
    writeHeadersFile(clientDir, [...knownSources(), ...pages.map((page) => page.sources)], apiOrigin)
    for (const page of pages) page.write()
    for (const path of gone) {
      rmSync(filesOf(clientDir, path).folder, { recursive: true, force: true })
      facts.delete(fileOf(path))
    }
    // The lists of posts at once, so that a post which answers at its address is soon in them too.
    const indexed = [...facts.values()].flatMap((page) => page.indexed ?? [])
    await writeDiscoveryFiles(clientDir, env, content.posts satisfies readonly Post[], indexed)
    await refreshShareImages(clientDir, content.posts, touched, { env, warn: log })
    // And now exactly what the pages on disk allow.
    writeHeadersFile(clientDir, knownSources(), apiOrigin)
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

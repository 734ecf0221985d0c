import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'
import { searchIndexPath } from '../../site/components/insights/search.ts'
import { docToFeedHtml } from '../../site/components/post/doc-html.ts'
import { listPublishedWithContent, type Post } from '../../site/lib/blog/index.ts'
import { disallowedPaths, jsonFeed, robotsTxt, rssXml, sitemapXml } from '../../site/lib/feeds/index.ts'
import { canonicalPathname } from '../../site/lib/seo/index.ts'
import { createPublicClient, publicConnection } from '../../site/lib/supabase/index.ts'
import { searchIndex } from '../../site/pages/insights/search-index.server.ts'
import { site } from '../../site/site.config.ts'

/** The path a prerendered file is served at. */
const routeOf = (file: string) => `/${file.split(sep).join('/')}`.replace(/(?:\/index)?\.html$/, '') || '/'

/**
 * The path under which search engines should know a prerendered page, or null for a page they should
 * not: an error page, one marked noindex, or a second path of a page whose canonical URL is elsewhere.
 */
export function indexedPath(file: string, html: string): string | null {
  if (file === '404.html') return null
  const path = routeOf(file)
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
  const noindex = /<meta name="robots" content="[^"]*noindex/.test(html)
  return noindex || (canonical && canonicalPathname(new URL(canonical).pathname) !== path) ? null : path
}

/** The prerendered pages (their files under `clientDir`), read once each. */
export function* prerenderedPages(clientDir: string): Generator<{ file: string; html: string }> {
  for (const file of readdirSync(clientDir, { recursive: true, encoding: 'utf8' }))
    if (file.endsWith('.html')) yield { file, html: readFileSync(join(clientDir, file), 'utf8') }
}

const indexablePages = (clientDir: string): string[] =>
  [...prerenderedPages(clientDir)].flatMap(({ file, html }) => indexedPath(file, html) ?? [])

// Both feeds show the same bodies, and the local site's refresher keeps unchanged posts from one
// reading to the next: each body is turned into HTML once.
const feedHtml = new WeakMap<object, string>()

/**
 * Writes what crawlers, feed readers and the Insights search read next to the prerendered pages:
 * sitemap.xml, robots.txt, the Insights feeds in RSS 2.0 and JSON Feed, and the search index.
 */
export async function writeDiscoveryFiles(
  clientDir: string,
  env: NodeJS.ProcessEnv,
  published?: readonly Post[],
  /** The pages to list in the sitemap, when the caller knows them; else every page is read for it. */
  indexed?: readonly string[],
): Promise<void> {
  const posts = published ?? (await listPublishedWithContent(createPublicClient(publicConnection(env))))
  const updated = new Map(posts.map((post) => [`/insights/${post.slug}`, post.updated_at]))
  const newest = posts
    .map((post) => post.updated_at)
    .sort()
    .at(-1)
  const entries = (indexed ?? indexablePages(clientDir)).map((path) => ({
    path,
    lastmod: updated.get(path) ?? (path === '/insights' ? newest : undefined),
  }))
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(clientDir, path)), { recursive: true })
    writeFileSync(join(clientDir, path), text)
  }
  write('sitemap.xml', sitemapXml(entries))
  write('robots.txt', robotsTxt({ disallow: disallowedPaths }))
  // Feed readers show a post away from the site: its own links must say where they lead.
  const renderHtml = (doc: unknown) => {
    if (!doc || typeof doc !== 'object') return docToFeedHtml(doc, site.url)
    let html = feedHtml.get(doc)
    if (html === undefined) feedHtml.set(doc, (html = docToFeedHtml(doc, site.url)))
    return html
  }
  write('insights/rss.xml', rssXml({ posts, renderHtml }))
  write('insights/feed.json', jsonFeed({ posts, renderHtml }))
  write(searchIndexPath.slice(1), JSON.stringify(searchIndex(posts)))
}

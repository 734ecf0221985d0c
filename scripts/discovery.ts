import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'
import { docToFeedHtml } from '../site/components/post/doc-html.ts'
import { listPublishedWithContent, type Post } from '../site/lib/blog/index.ts'
import { jsonFeed, robotsTxt, rssXml, sitemapXml } from '../site/lib/feeds/index.ts'
import { createPublicClient, publicConnection } from '../site/lib/supabase/index.ts'
import { site } from '../site/site.config.ts'

/** The path a prerendered file is served at. */
const routeOf = (file: string) => `/${file.split(sep).join('/')}`.replace(/(?:\/index)?\.html$/, '') || '/'

/** The pages search engines should know: no error pages, nothing marked noindex, no second path of a page. */
function indexablePages(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .flatMap((file) => {
      const html = readFileSync(join(clientDir, file), 'utf8')
      const path = routeOf(file)
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
      const noindex = /<meta name="robots" content="[^"]*noindex/.test(html)
      return noindex || (canonical && new URL(canonical).pathname !== path) ? [] : [path]
    })
}

/**
 * Writes what crawlers and feed readers read next to the prerendered pages: sitemap.xml,
 * robots.txt, and the Insights feeds in RSS 2.0 and JSON Feed.
 */
export async function writeDiscoveryFiles(
  clientDir: string,
  env: NodeJS.ProcessEnv,
  published?: readonly Post[],
): Promise<void> {
  const posts = published ?? (await listPublishedWithContent(createPublicClient(publicConnection(env))))
  const updated = new Map(posts.map((post) => [`/insights/${post.slug}`, post.updated_at]))
  const newest = posts
    .map((post) => post.updated_at)
    .sort()
    .at(-1)
  const entries = indexablePages(clientDir).map((path) => ({
    path,
    lastmod: updated.get(path) ?? (path === '/insights' ? newest : undefined),
  }))
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(clientDir, path)), { recursive: true })
    writeFileSync(join(clientDir, path), text)
  }
  write('sitemap.xml', sitemapXml(entries))
  write('robots.txt', robotsTxt({ disallow: ['/admin/'] }))
  // Feed readers show a post away from the site: its own links must say where they lead.
  const renderHtml = (doc: unknown) => docToFeedHtml(doc, site.url)
  write('insights/rss.xml', rssXml({ posts, renderHtml }))
  write('insights/feed.json', jsonFeed({ posts, renderHtml }))
}

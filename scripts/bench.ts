/**
 * Builds the site against an in-memory backend holding content/, then reports gzipped HTML, CSS and
 * JS per page, Lighthouse scores, backend latency, publishing speed, and the local site's time from a
 * publish to the article answering 200: `npm run bench [-- --json]`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import { parseArgs } from 'node:util'
import { startLocalSupabase } from '../supabase/local/index.ts'
import { benchBackend } from './bench-backend.ts'
import { measurePage, type AssetKind } from './bench-lib.ts'
import { lighthouseScores } from './bench-lighthouse.ts'
import { benchPublishToLive } from './bench-live.ts'
import { benchConversion, benchPublish } from './bench-posts.ts'
import { buildSite } from './build.ts'
import { seedPostsIfEmpty } from './seed-posts.ts'
import { createStaticServer, listen } from './static-server.ts'

const USAGE = 'usage: npm run bench -- [--json] [--skip-lighthouse]'
const root = resolve(import.meta.dirname, '..')
const client = join(root, 'dist', 'client')

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`)
  process.exit(code)
}

let flags: { json?: boolean; 'skip-lighthouse'?: boolean; help?: boolean }
try {
  flags = parseArgs({
    options: {
      json: { type: 'boolean' },
      'skip-lighthouse': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values
} catch (error) {
  fail(`bench: ${(error as Error).message}\n${USAGE}`, 2)
}
if (flags.help) {
  console.log(USAGE)
  process.exit(0)
}

// The site is built against a backend that stays up while Lighthouse loads it, as a visitor's browser would reach it.
const local = await startLocalSupabase({ port: 0 })
await seedPostsIfEmpty(local.url)
// The build log goes to stderr so that `--json` output stays parseable.
const stdoutWrite = process.stdout.write.bind(process.stdout)
process.stdout.write = process.stderr.write.bind(process.stderr)
try {
  await buildSite({ env: { ...process.env, SUPABASE_URL: local.url, SUPABASE_ANON_KEY: local.anonKey } })
} catch (error) {
  fail(`bench: the build failed: ${(error as Error).message}`, 1)
} finally {
  process.stdout.write = stdoutWrite
}

/** Maps a file under dist/client to the route it is served at. */
function routeOf(file: string): string {
  const route = `/${file.split(sep).join('/')}`.replace(/(?:\/index)?\.html$/, '')
  return route || '/'
}

const readAsset = (urlPath: string) => {
  try {
    return readFileSync(join(client, urlPath))
  } catch {
    return undefined
  }
}

const htmlFiles = existsSync(client)
  ? readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))
  : []
if (htmlFiles.length === 0) fail(`bench: no HTML pages found in ${client}`, 1)

const unique = new Map<string, { kind: AssetKind; gzip: number }>()
const pages = htmlFiles
  .map((file) => {
    const path = routeOf(file)
    const page = measurePage(readFileSync(join(client, file), 'utf8'), readAsset, path)
    for (const missing of page.missing) process.stderr.write(`bench: ${path} references missing ${missing}\n`)
    for (const { path: asset, kind, gzip } of page.assets) unique.set(asset, { kind, gzip })
    return { path, html: page.html, css: page.css, js: page.js, external: page.external }
  })
  .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))

const sum = <T>(items: T[], pick: (item: T) => number) => items.reduce((n, item) => n + pick(item), 0)
const totals = { html: sum(pages, (p) => p.html), css: sum(pages, (p) => p.css), js: sum(pages, (p) => p.js) }
const assets = [...unique.values()]
const uniqueAssets = {
  css: sum(assets, (a) => (a.kind === 'css' ? a.gzip : 0)),
  js: sum(assets, (a) => (a.kind === 'js' ? a.gzip : 0)),
}

const server = createStaticServer(client)
const siteUrl = await listen(server, 0)
const firstArticle = pages.find((page) => page.path.startsWith('/insights/'))?.path
const lighthouse = flags['skip-lighthouse']
  ? []
  : await lighthouseScores(siteUrl, ['/', '/insights', ...(firstArticle ? [firstArticle] : []), '/contact'])
server.close()
await local.stop()

const backend = await benchBackend()
const conversion = benchConversion()
const publishing = await benchPublish()
const live = [await benchPublishToLive(7), await benchPublishToLive(200)]

if (flags.json) {
  console.log(
    JSON.stringify({ pages, totals, uniqueAssets, lighthouse, backend, conversion, publishing, live }, null, 2),
  )
  process.exit(0)
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const rows = [
  ['page', 'HTML', 'CSS', 'JS', 'external'],
  ...pages.map((p) => [p.path, kb(p.html), kb(p.css), kb(p.js), String(p.external)]),
  [
    `total (${pages.length} pages)`,
    kb(totals.html),
    kb(totals.css),
    kb(totals.js),
    String(sum(pages, (p) => p.external)),
  ],
]
/** Aligns a table: the first column left, the others right, with a rule under the header. */
function formatTable(table: string[][], totalRow = false): string {
  const widths = table[0]!.map((_, col) => Math.max(...table.map((row) => row[col]!.length)))
  const line = (row: string[]) =>
    row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join('  ')
  const rule = '-'.repeat(line(table[0]!).length)
  const body = table.slice(1).map(line)
  if (totalRow) body.splice(-1, 0, rule)
  return [line(table[0]!), rule, ...body].join('\n')
}

console.log('Gzipped size (level 9) in KB; CSS and JS include inline <style> and <script>.\n')
console.log(formatTable(rows, true))
console.log(
  `\nunique assets: CSS ${kb(uniqueAssets.css)} KB, JS ${kb(uniqueAssets.js)} KB (${unique.size} file${unique.size === 1 ? '' : 's'})`,
)
const noJs = pages.filter((p) => p.js === 0).length
console.log(`${noJs} of ${pages.length} pages ship no JavaScript`)

if (lighthouse.length > 0) {
  console.log('\nLighthouse (mobile, simulated throttling):\n')
  console.log(
    formatTable([
      ['page', 'perf', 'a11y', 'best', 'SEO', 'LCP ms', 'TBT ms', 'CLS'],
      ...lighthouse.map((r) => [
        r.path,
        ...[r.performance, r.accessibility, r.bestPractices, r.seo, r.lcpMs, r.tbtMs, r.cls].map(String),
      ]),
    ]),
  )
}

console.log('\nLocal Supabase stand-in over loopback (supabase-js, anon key, one request at a time):\n')
console.log(
  formatTable([
    ['query', 'requests', 'p50 ms', 'p95 ms', 'req/s'],
    ...backend.map((b) => [
      b.name,
      String(b.requests),
      b.p50Ms.toFixed(2),
      b.p95Ms.toFixed(2),
      String(b.requestsPerSecond),
    ]),
  ]),
)

console.log(
  `\nPosts: Markdown → document → Markdown of a ${conversion.words}-word post: ${conversion.postsPerSecond} posts/s`,
)
console.log(
  `publish --all of ${publishing.posts} posts to the in-memory stand-in: ${(publishing.firstRunMs / 1000).toFixed(1)} s; re-run with nothing to change: ${(publishing.rerunMs / 1000).toFixed(1)} s`,
)

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
console.log(
  '\nPublish to live on the local site (npm start): from `axon-blog publish` returning to the article answering 200 with the new text:\n',
)
console.log(
  formatTable([
    ['posts on the site', 'new post', 'changed post', 'pages rendered'],
    ...live.map((l) => [String(l.posts), seconds(l.newPostMs), seconds(l.changedPostMs), String(l.pagesRendered)]),
  ]),
)

// What /insights costs a visitor at any number of posts: the first render of the list and of each
// archive page (HTML with its inline CSS, plus any stylesheet it links, brotli, as bench-goals'
// firstRenderBytes counts every page), and the search index the list fetches once the visitor
// searches or filters.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { firstRenderBytes } from './goals.ts'
import { measurePage } from './lib.ts'
import { assetReader, routeOfFile } from './site.ts'
import { sizesOf, type Sizes } from './sizes.ts'

export { initialWindowBytes } from './goals.ts'

/** One page's first render: its HTML and blocking CSS, each compressed on its own with brotli (q11). */
export interface FirstRender {
  route: string
  html: number
  css: number
  total: number
}

export interface InsightsMeasure {
  /** /insights itself. */
  listing: FirstRender
  /** Every archive page (/insights/page/<n>), in page order. */
  archive: FirstRender[]
  /** The search index, as stored and as sent. */
  searchIndex: Sizes
}

/**
 * The first render of the page at `route` in a built client folder, its file `<route>/index.html` or
 * `<route>.html`. Pages measured with one `readAsset` have each file they share compressed once.
 */
export function firstRender(clientDir: string, route: string, readAsset = assetReader(clientDir)): FirstRender {
  const parts = route.split('/').filter(Boolean)
  const file = [join(...parts, 'index.html'), `${join(...parts)}.html`].find((name) =>
    existsSync(join(clientDir, name)),
  )
  if (!file) throw new Error(`No page for ${route} in ${clientDir}: neither ${route}/index.html nor ${route}.html.`)
  const page = measurePage(readFileSync(join(clientDir, file), 'utf8'), readAsset, routeOfFile(file).pageUrl)
  return { route, html: page.html.brotli, css: page.css.brotli, total: firstRenderBytes(page) }
}

/** The archive pages a built client folder has, in page order: folders (`3/index.html`) or files (`3.html`). */
export function archiveRoutes(clientDir: string): string[] {
  const folder = join(clientDir, 'insights', 'page')
  if (!existsSync(folder)) return []
  const numbers = readdirSync(folder).flatMap((name) => {
    const n = /^(\d+)(?:\.html)?$/.exec(name)?.[1]
    const page = name.endsWith('.html') ? join(folder, name) : join(folder, name, 'index.html')
    return n !== undefined && existsSync(page) ? [Number(n)] : []
  })
  return [...new Set(numbers)].sort((a, b) => a - b).map((n) => `/insights/page/${n}`)
}

/** Measures /insights, its archive pages and its search index in a built client folder (dist/client). */
export function measureInsights(clientDir: string): InsightsMeasure {
  const readAsset = assetReader(clientDir)
  return {
    listing: firstRender(clientDir, '/insights', readAsset),
    archive: archiveRoutes(clientDir).map((route) => firstRender(clientDir, route, readAsset)),
    searchIndex: sizesOf(readFileSync(join(clientDir, 'insights', 'search-index.json'))),
  }
}

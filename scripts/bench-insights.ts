// What /insights costs a visitor at any number of posts: the first render of the list and of each
// archive page (HTML with its inline CSS, plus any stylesheet it links, brotli, as bench-lib counts a
// page), and the search index the list fetches once the visitor searches or filters.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { measurePage } from './bench-lib.ts'
import { sizesOf, type Sizes } from './bench-sizes.ts'

/** Bytes one TCP initial window carries (10 segments of 1,460 B): a first render within it needs no round trip more. */
export const initialWindowBytes = 14_600

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

/** The first render of the page at `route` in a built client folder. */
export function firstRender(clientDir: string, route: string): FirstRender {
  const folder = join(clientDir, ...route.split('/').filter(Boolean))
  const html = readFileSync(join(folder, 'index.html'), 'utf8')
  const readAsset = (path: string) => {
    const file = join(clientDir, ...path.split('/').filter(Boolean))
    return existsSync(file) ? readFileSync(file) : undefined
  }
  const page = measurePage(html, readAsset, `${route}/`)
  return { route, html: page.html.brotli, css: page.css.brotli, total: page.html.brotli + page.css.brotli }
}

/** The archive pages a built client folder has, in page order. */
export function archiveRoutes(clientDir: string): string[] {
  const folder = join(clientDir, 'insights', 'page')
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(folder, name, 'index.html')))
    .sort((a, b) => Number(a) - Number(b))
    .map((name) => `/insights/page/${name}`)
}

/** Measures /insights, its archive pages and its search index in a built client folder (dist/client). */
export function measureInsights(clientDir: string): InsightsMeasure {
  return {
    listing: firstRender(clientDir, '/insights'),
    archive: archiveRoutes(clientDir).map((route) => firstRender(clientDir, route)),
    searchIndex: sizesOf(readFileSync(join(clientDir, 'insights', 'search-index.json'))),
  }
}

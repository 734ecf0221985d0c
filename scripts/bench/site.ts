// Every page of a built site folder, measured with bench-lib: the project's dist/client and the
// Astro harness's dist alike, so that the two sides of the comparison are counted by the same code.
import { readdirSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { measurePage, type PageMeasure } from './lib.ts'
import { addSizes, zeroSizes, type Sizes } from './sizes.ts'

export interface MeasuredPage extends PageMeasure {
  /** The address the page is served at, without a trailing slash: `/`, `/insights/x`, `/404`. */
  route: string
}

export interface MeasuredSite {
  dir: string
  pages: MeasuredPage[]
  /** Every CSS and JS file any measured page loads, each counted once. */
  uniqueAssets: { css: Sizes; js: Sizes; files: number }
}

/** The assets of a site with no page measured (its build failed). */
export const noAssets: MeasuredSite['uniqueAssets'] = { css: zeroSizes(), js: zeroSizes(), files: 0 }

/** Maps an HTML file under a site folder to its route and to the URL relative links resolve against. */
export function routeOfFile(file: string): { route: string; pageUrl: string } {
  const path = `/${file.split(sep).join('/')}`
  if (path.endsWith('/index.html')) {
    const dir = path.slice(0, -'index.html'.length)
    return { route: dir.replace(/\/$/, '') || '/', pageUrl: dir }
  }
  const route = path.replace(/\.html$/, '')
  return { route, pageUrl: route }
}

/**
 * Reads a built site's files by their address, each once: the same Buffer for the same file, so that
 * sizesOf compresses it once however many pages load it (brotli at quality 11 is slow).
 */
export function assetReader(dir: string): (urlPath: string) => Buffer | undefined {
  const buffers = new Map<string, Buffer | undefined>()
  return (urlPath) => {
    if (!buffers.has(urlPath)) buffers.set(urlPath, safeRead(join(dir, ...urlPath.split('/').filter(Boolean))))
    return buffers.get(urlPath)
  }
}

/** Measures the HTML pages of a built site whose route `include` accepts, in route order. */
export function measureSite(dir: string, include: (route: string) => boolean = () => true): MeasuredSite {
  const readAsset = assetReader(dir)
  const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, ...routeOfFile(file) }))
    .filter(({ route }) => include(route))
    .map(({ file, route, pageUrl }) => ({
      route,
      ...measurePage(readFileSync(join(dir, file), 'utf8'), readAsset, pageUrl),
    }))
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))
  const unique = new Map(pages.flatMap((page) => page.assets.map((asset) => [asset.path, asset] as const)))
  const assets = [...unique.values()]
  return {
    dir,
    pages,
    uniqueAssets: {
      css: addSizes(...assets.filter((a) => a.kind === 'css').map((a) => a.sizes)),
      js: addSizes(...assets.filter((a) => a.kind === 'js').map((a) => a.sizes)),
      files: assets.length,
    },
  }
}

function safeRead(file: string): Buffer | undefined {
  try {
    return readFileSync(file)
  } catch {
    return undefined
  }
}

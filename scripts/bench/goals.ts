// The goals of the site's performance (DESIGN.md, Performance principles) and the checks that tell,
// from measured figures, where the site misses them. Pure: no files, no processes.
import type { LighthouseSummary } from './lighthouse-summary.ts'
import { addSizes, type Sizes } from './sizes.ts'

/** Bytes one TCP initial window carries (10 segments of 1,460 B): a first render within it needs no round trip more. */
export const initialWindowBytes = 14_600

export const goals = {
  /** Pages that run code in the browser, each held to a JS budget counting everything it loads at start. */
  interactivePages: ['/insights', '/contact', '/presentations/unifysuite360', '/404'],
  interactiveJsGzip: 30 * 1024,
  /** What every public page needs for its first render, HTML and blocking CSS (brotli): one initial window. */
  firstRenderBytes: initialWindowBytes,
  /** An article's largest contentful paint against the same article's in the Astro harness, in the same run. */
  articleLcpRatio: 1.05,
  /** Lighthouse mobile, every category, every public page. */
  lighthouseScore: 100,
  /** Pages whose Total Blocking Time is held lower than the performance score alone demands. */
  tbtPages: ['/insights', '/contact'],
  tbtMs: 50,
} as const

/**
 * Audits a page fails because of what it is, with the reason; a category held below 100 by these
 * alone is not a miss. Every other audit still counts on these pages.
 */
export const designedAuditFailures: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '/404': {
    'http-status-code': 'a missing page answers 404',
    'is-crawlable': 'noindex: a missing address is no page to list',
    'errors-in-console': 'the browser logs the 404 answer, and the page logs the address that was not found',
  },
  '/contact/thank-you': { 'is-crawlable': 'noindex: reached only by sending the form' },
  '/contact/not-sent': { 'is-crawlable': 'noindex: reached only when the form could not be sent' },
}

/** Pages visitors can reach: all but the staff-only admin. */
export const isPublicPage = (route: string): boolean => route !== '/admin' && !route.startsWith('/admin/')

/** An Insights article: `/insights/<slug>`. */
export const isArticle = (route: string): boolean => /^\/insights\/[^/]+$/.test(route)

/** The middle value, or the mean of the two middle values; undefined for no values. */
export function median(values: readonly number[]): number | undefined {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The byte figures the goals read for one page. */
export interface PageBytes {
  route: string
  html: Sizes
  css: Sizes
  /** measure.mjs's JS: scripts and their static imports. */
  js: Sizes
  /** The page code Vike's router imports at start. */
  routerJs: Sizes
}

/** JS a page loads at start: its scripts, their static imports, and the page code the router imports at once. */
export const startJs = (page: PageBytes): Sizes => addSizes(page.js, page.routerJs)

/** Everything a page loads at start: HTML, CSS and JS. */
export const pageTotal = (page: PageBytes): Sizes => addSizes(page.html, page.css, startJs(page))

/**
 * What the browser needs for a page's first render, as the Astro harness's measure.mjs counts it: the
 * HTML (its inline <style> and scripts with it) and the stylesheets it links, each compressed on its
 * own with brotli. Scripts are not waited for: the site's are modules, deferred.
 */
export const firstRenderBytes = (page: Pick<PageBytes, 'html' | 'css'>): number => page.html.brotli + page.css.brotli

/** The failure of a first render past one initial window, or undefined when it fits. */
export function firstRenderFailure(bytes: number): string | undefined {
  return bytes > goals.firstRenderBytes
    ? `first render ${bytes.toLocaleString('en')} B > ${goals.firstRenderBytes.toLocaleString('en')} B`
    : undefined
}

export interface BytesRow {
  route: string
  ours: PageBytes
  /** The same page in the Astro build, when it has one. */
  astro?: PageBytes
  /** Our total over Astro's, brotli: for information, no goal. */
  ratio?: number
  failures: string[]
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Pairs each of our pages with Astro's page at the same route and says which goals it misses. */
export function compareBytes(ours: readonly PageBytes[], astro?: readonly PageBytes[]): BytesRow[] {
  const theirs = new Map(astro?.map((page) => [page.route, page]))
  return ours.map((page) => {
    const other = theirs.get(page.route)
    const ratio = other ? pageTotal(page).brotli / pageTotal(other).brotli : undefined
    const failures: string[] = []
    const js = startJs(page).gzip
    if ((goals.interactivePages as readonly string[]).includes(page.route) && js > goals.interactiveJsGzip)
      failures.push(`JS ${kb(js)} gz > ${kb(goals.interactiveJsGzip)}`)
    const firstRender = firstRenderFailure(firstRenderBytes(page))
    if (firstRender) failures.push(firstRender)
    return { route: page.route, ours: page, ...(other && { astro: other, ratio }), failures }
  })
}

/**
 * Where our articles paint their largest content later than the same articles in the Astro harness
 * by more than the goal allows, each by route, from the medians of one run of both sites.
 */
export function articleLcpFailures(
  summaries: readonly Pick<LighthouseSummary, 'site' | 'route' | 'median'>[],
  ours = 'ours',
): { route: string; failure: string }[] {
  const astro = new Map(summaries.filter((s) => s.site !== ours).map((s) => [s.route, s.median?.lcpMs]))
  return summaries.flatMap(({ site, route, median: m }) => {
    const theirs = astro.get(route)
    if (site !== ours || !isArticle(route) || m === undefined || theirs === undefined) return []
    if (!(m.lcpMs > theirs * goals.articleLcpRatio)) return []
    const percent = Math.round((goals.articleLcpRatio - 1) * 100)
    return [{ route, failure: `LCP ${Math.round(m.lcpMs)} ms > Astro's ${Math.round(theirs)} ms + ${percent} %` }]
  })
}

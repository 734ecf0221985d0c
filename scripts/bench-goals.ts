// The goals of "Lighter than Astro" (DESIGN.md, Performance principles) and the checks that tell,
// from measured figures, where the site misses them. Pure: no files, no processes.
import { addSizes, type Sizes } from './bench-sizes.ts'

export const goals = {
  /** Pages that run code in the browser, each held to a JS budget counting everything it loads at start. */
  interactivePages: ['/insights', '/contact', '/presentations/unifysuite360', '/404'],
  interactiveJsGzip: 30 * 1024,
  /** An article's HTML + CSS + JS (brotli) against the same article in the Astro harness. */
  articleRatio: 1.5,
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

export interface BytesRow {
  route: string
  ours: PageBytes
  /** The same page in the Astro build, when it has one. */
  astro?: PageBytes
  /** Our total over Astro's, brotli. */
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
    if (isArticle(page.route) && ratio !== undefined && ratio > goals.articleRatio)
      failures.push(`${ratio.toFixed(2)}× Astro > ${goals.articleRatio}×`)
    return { route: page.route, ours: page, ...(other && { astro: other, ratio }), failures }
  })
}

export interface BuildTimes {
  posts: number
  astroMs: number[]
  projectMs: number[]
}

/** The build-time goal: the project's median build of the posts is faster than Astro's median cold build. */
export function buildTimeFailures({ astroMs, projectMs, posts }: BuildTimes): string[] {
  const astro = median(astroMs)
  const project = median(projectMs)
  if (astro === undefined || project === undefined) return []
  if (project < astro) return []
  return [`${posts}-post build ${(project / 1000).toFixed(2)} s ≥ Astro's cold ${(astro / 1000).toFixed(2)} s`]
}

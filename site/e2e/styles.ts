import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { expect, inject } from 'vitest'

/** The site-wide stylesheet Vite bundles from site/styles/global.css, which the admin pages still link. */
export function siteSheetHref(clientDir = inject('clientDir')): string {
  const admin = readFileSync(join(clientDir, 'admin', 'blog', 'index.html'), 'utf8')
  const href = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]*site_styles_global-[^"]*\.css)"/.exec(admin)?.[1]
  if (!href) throw new Error(`${clientDir}/admin/blog/index.html links no site-wide stylesheet.`)
  return href
}

// What a rule of the stylesheet can change of an element, longhand by longhand.
const properties = [
  'display',
  'position',
  'top',
  'right',
  'bottom',
  'left',
  'z-index',
  'float',
  'width',
  'height',
  'min-height',
  'max-width',
  'max-height',
  'aspect-ratio',
  'box-sizing',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-style',
  'border-bottom-style',
  'border-top-color',
  'border-bottom-color',
  'border-top-left-radius',
  'border-bottom-right-radius',
  'outline-style',
  'outline-width',
  'outline-offset',
  'color',
  'background-color',
  'background-image',
  'box-shadow',
  'opacity',
  'visibility',
  'filter',
  'transform',
  'rotate',
  'translate',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-transform',
  'text-decoration-line',
  'text-underline-offset',
  'white-space',
  'overflow-wrap',
  '-webkit-line-clamp',
  'list-style-type',
  'vertical-align',
  'overflow-x',
  'overflow-y',
  'flex-direction',
  'flex-wrap',
  'flex-grow',
  'flex-shrink',
  'align-items',
  'justify-content',
  'row-gap',
  'column-gap',
  'grid-template-columns',
  'grid-column-start',
  'grid-column-end',
  'grid-auto-flow',
  'cursor',
  'pointer-events',
  'transition-property',
  'scroll-padding-top',
]

/**
 * Reads every element of the page's body (its tag, id and classes, then each property's computed
 * value, split by tabs) and keeps the reading in the page as `name`. Only the count comes back: a
 * page's reading runs to megabytes, which the comparison need not carry out of the browser.
 */
async function readStyles(page: Page, name: string): Promise<number> {
  await page.evaluate(() => document.fonts.ready)
  // Popovers fade in: judge them once they have.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))),
  )
  return page.evaluate(
    ([names, name]) => {
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((name) => `.${name}`).join('')}`
      const reading = [document.documentElement, document.body, ...document.body.querySelectorAll('*')]
        .filter((element) => !['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(element.tagName))
        .map((element) => {
          const style = getComputedStyle(element)
          return [describe(element), ...names.map((name) => `${name}: ${style.getPropertyValue(name)}`)].join('\t')
        })
      ;(globalThis as unknown as Record<string, string[]>)[name] = reading
      return reading.length
    },
    [properties, name] as const,
  )
}

/**
 * The two readings kept in the page, as far as they differ: both whole when they count different
 * elements, else only the elements whose styles differ, at most `limit`, in the same order.
 */
function differingReadings(page: Page, limit: number): Promise<{ own: string[]; site: string[] }> {
  return page.evaluate((limit) => {
    const kept = globalThis as unknown as Record<string, string[]>
    const own = kept.__ownStyles ?? []
    const site = kept.__siteStyles ?? []
    if (own.length !== site.length) return { own, site }
    const differing = own.flatMap((element, index) => (element === site[index] ? [] : [index])).slice(0, limit)
    return { own: differing.map((index) => own[index]!), site: differing.map((index) => site[index]!) }
  }, limit)
}

export interface StyleComparison {
  /**
   * The elements whose styles differ between the page's own CSS and the site-wide stylesheet, both
   * ways (styleDifferences reads them), or both readings whole when they count different elements.
   */
  own: string[]
  site: string[]
  /** The rules of the page's own <style>, and whether it linked the site-wide stylesheet as built. */
  ownCss: string
  linkedSiteSheet: boolean
}

/** A page for reading styles: fonts refused, and whether its context runs the pages' scripts. */
export interface StyleReader {
  page: Page
  javaScript: boolean
}

/**
 * Opens a page for compareWithSiteSheet in a context of its own, which may go on from one address to
 * the next. Every reading is in the fallback face: the typeface is font-display: optional, so whether
 * a reading got it would depend on how busy the machine was at its first paint.
 */
export async function openStyleReader(browser: Browser, options: BrowserContextOptions = {}): Promise<StyleReader> {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  await page.addInitScript('globalThis.__name = (f) => f')
  await page.route(
    () => true,
    (route) => (route.request().resourceType() === 'font' ? route.abort() : route.fallback()),
  )
  return { page, javaScript: options.javaScriptEnabled !== false }
}

/** Whether the page has loaded the stylesheet at `href`. */
const linksSheet = (page: Page, href: string): Promise<boolean> =>
  page.evaluate((href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href)), href)

/**
 * Puts the site-wide stylesheet in the place of the page's own <style>, in the page as it is: the new
 * sheet is linked first (a same-origin file, which the page's policy allows) and the page's own rules
 * removed once it has loaded, so the page is never unstyled in between.
 */
async function swapInSiteSheet(page: Page, href: string): Promise<void> {
  await page.evaluate((href) => {
    const own = document.querySelector('head > style')
    if (!own) throw new Error('The page carries no <style> of its own.')
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
    own.before(link)
  }, href)
  // Polled from here: with JavaScript off, a listener in the page would never hear the load.
  await expect.poll(() => linksSheet(page, href)).toBe(true)
  await page.evaluate(() => document.querySelector('head > style')?.remove())
}

/**
 * Opens `url` in the reader's page and reads the computed styles of every element under the page's own
 * CSS, then under the site-wide stylesheet swapped in for it, as every page had it before. `prepare`
 * runs on the page before the first reading (opening a menu, say).
 */
export async function compareWithSiteSheet(
  { page, javaScript }: StyleReader,
  url: string,
  { sheet, prepare }: { sheet: string; prepare?: (page: Page) => Promise<void> },
): Promise<StyleComparison> {
  const response = await page.goto(url, { waitUntil: 'load' })
  const html = (await response?.text()) ?? ''
  if (javaScript && (await page.locator('script[src]').count()) > 0) await page.waitForLoadState('networkidle')
  await prepare?.(page)
  const linkedSiteSheet = await linksSheet(page, sheet)
  await readStyles(page, '__ownStyles')
  await swapInSiteSheet(page, sheet)
  await readStyles(page, '__siteStyles')
  return {
    ...(await differingReadings(page, differencesShown)),
    ownCss: /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '',
    linkedSiteSheet,
  }
}

/** compareWithSiteSheet in a page of its own, opened with `options` and closed after. */
export async function compareInNewPage(
  browser: Browser,
  url: string,
  { options, ...rest }: { sheet: string; prepare?: (page: Page) => Promise<void>; options?: BrowserContextOptions },
): Promise<StyleComparison> {
  const reader = await openStyleReader(browser, options)
  try {
    return await compareWithSiteSheet(reader, url, rest)
  } finally {
    await reader.page.context().close()
  }
}

/** How many differing elements a comparison names. */
const differencesShown = 5

/** The elements whose styles differ between two readings of the same page, both ways, a few at most. */
export function styleDifferences(own: string[], site: string[], limit = differencesShown): string[] {
  if (own.length !== site.length) return [`${own.length} elements with the page's own CSS, ${site.length} without`]
  const differences: string[] = []
  for (const [index, element] of own.entries()) {
    if (element === site[index]) continue
    const [name = '', ...ownParts] = element.split('\t')
    const siteParts = site[index]!.split('\t')
    const changed = ownParts.flatMap((part, at) =>
      part === siteParts[at + 1] ? [] : [`${part} (with the site-wide sheet ${siteParts[at + 1]})`],
    )
    differences.push(`${name === siteParts[0] ? name : `${name} / ${siteParts[0]}`}: ${changed.join(', ')}`)
    if (differences.length === limit) break
  }
  return differences
}

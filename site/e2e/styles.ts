import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'

/** The site-wide stylesheet Vite bundles from site/styles/global.css, which the admin pages still link. */
export function siteSheetHref(clientDir = 'dist/client'): string {
  const admin = readFileSync(join(clientDir, 'admin', 'blog', 'index.html'), 'utf8')
  const href = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]*site_styles_global-[^"]*\.css)"/.exec(admin)?.[1]
  if (!href) throw new Error(`${clientDir}/admin/blog/index.html links no site-wide stylesheet.`)
  return href
}

/** The page's own CSS (page-css.ts) swapped back for the site-wide stylesheet, as every page had it before. */
export const withSiteSheet = (html: string, href: string): string => {
  const swapped = html.replace(/<style>[\s\S]*?<\/style>/, `<link rel="stylesheet" href="${href}">`)
  if (swapped === html) throw new Error('The page carries no <style> of its own.')
  return swapped
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

/** Every element of the page's body: its tag, id and classes, then each property's computed value, split by tabs. */
export async function computedStyles(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready)
  // Popovers fade in: judge them once they have.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))),
  )
  return page.evaluate((names) => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((name) => `.${name}`).join('')}`
    return [document.documentElement, document.body, ...document.body.querySelectorAll('*')]
      .filter((element) => !['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(element.tagName))
      .map((element) => {
        const style = getComputedStyle(element)
        return [describe(element), ...names.map((name) => `${name}: ${style.getPropertyValue(name)}`)].join('\t')
      })
  }, properties)
}

export interface StyleComparison {
  /** The elements, with their styles, under the page's own CSS and under the site-wide stylesheet. */
  own: string[]
  site: string[]
  /** The rules of the page's own <style>, and whether it linked the site-wide stylesheet as built. */
  ownCss: string
  linkedSiteSheet: boolean
}

/**
 * Opens a page as built, then again with its own CSS swapped for the site-wide stylesheet, each in a
 * fresh context, and reads the computed styles of every element both times. `prepare` runs on the
 * page before each reading (opening a menu, say).
 */
export async function compareWithSiteSheet(
  browser: Browser,
  url: string,
  {
    sheet,
    options = {},
    prepare,
  }: { sheet: string; options?: BrowserContextOptions; prepare?: (page: Page) => Promise<void> },
): Promise<StyleComparison> {
  const read = async (swap: boolean) => {
    const context = await browser.newContext(options)
    try {
      const page = await context.newPage()
      await page.addInitScript('globalThis.__name = (f) => f')
      let html = ''
      await page.route(
        () => true,
        async (route) => {
          // Both readings in the fallback face: the typeface is font-display: optional, so whether a
          // reading got it would depend on how busy the machine was at its first paint.
          if (route.request().resourceType() === 'font') return route.abort()
          if (route.request().resourceType() !== 'document') return route.continue()
          const response = await route.fetch()
          html = await response.text()
          await route.fulfill({ response, body: swap ? withSiteSheet(html, sheet) : html })
        },
      )
      await page.goto(url, { waitUntil: 'load' })
      if (options.javaScriptEnabled !== false && (await page.locator('script[src]').count()) > 0)
        await page.waitForLoadState('networkidle')
      await prepare?.(page)
      const linkedSiteSheet = await page.evaluate(
        (href) => [...document.styleSheets].some((styleSheet) => styleSheet.href?.endsWith(href)),
        sheet,
      )
      return { styles: await computedStyles(page), html, linkedSiteSheet }
    } finally {
      await context.close()
    }
  }
  const own = await read(false)
  const site = await read(true)
  return {
    own: own.styles,
    site: site.styles,
    ownCss: /<style>([\s\S]*?)<\/style>/.exec(own.html)?.[1] ?? '',
    linkedSiteSheet: own.linkedSiteSheet,
  }
}

/** The elements whose styles differ between two readings of the same page, both ways, a few at most. */
export function styleDifferences(own: string[], site: string[], limit = 5): string[] {
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

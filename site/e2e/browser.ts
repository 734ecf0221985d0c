import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type ViewportSize,
} from 'playwright-core'
import { beforeAll, inject } from 'vitest'
import { findChromium } from '../../scripts/tools/chromium.ts'

// Without these flags Chromium reaches out to Google's services at start, which a closed network refuses.
const quietFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The site declares its typeface `font-display: optional`: a page whose font file comes after the
 * first paint keeps the fallback for good, so nothing moves. On a machine busy running tests side by
 * side that happens at random, and the fallback here (DejaVu Sans; no Arial) sets text wider, so a
 * test measuring text would see one face or the other by chance. Contexts opened by launchBrowser's
 * browser therefore add the same faces from script with `swap`: text is set in the brand face once the
 * file is in, as a returning visitor (who has it cached) sees it, and `document.fonts.ready` waits for it.
 */
const brandFontScript = `addEventListener('DOMContentLoaded', () => {
  for (const sheet of document.styleSheets)
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSFontFaceRule) || rule.style.getPropertyValue('font-display') !== 'optional') continue
      const face = new FontFace(rule.style.getPropertyValue('font-family').replace(/["']/g, ''), rule.style.getPropertyValue('src'), {
        weight: rule.style.getPropertyValue('font-weight') || 'normal',
        unicodeRange: rule.style.getPropertyValue('unicode-range') || 'U+0-10FFFF',
        display: 'swap',
      })
      document.fonts.add(face)
      face.load().catch(() => {})
    }
})`

const openContext = new WeakMap<Browser, Browser['newContext']>()

let running: Promise<Browser> | undefined

/**
 * Chromium for this test process, launched the first time a file asks: the files a worker runs one
 * after another each open their own contexts in it (a launch costs Chromium half a second of CPU). It
 * is launched again if it has gone, and ends with the process.
 */
async function processBrowser(): Promise<Browser> {
  const browser = await running?.catch(() => undefined)
  if (browser?.isConnected()) return browser
  const executablePath = findChromium()
  if (!executablePath) throw new Error('No Chromium found: run the tests with npm test, which installs it or says how.')
  // Kept as a promise, so that files asking at once share one launch.
  running = chromium.launch({
    // Through chromium.sh, which keeps Chrome's own pages from costing a renderer process per page.
    executablePath: fileURLToPath(new URL('chromium.sh', import.meta.url)),
    env: { ...process.env, AXON_CHROMIUM: executablePath },
    headless: true,
    args: quietFlags,
  })
  return running
}

/**
 * The system's Chromium, headless, for one test file: its contexts set text in the brand typeface
 * once it loads, and `close` closes every context the file opened in it, as closing a browser of its
 * own would, so no page of one file is left open beside the next file's.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await processBrowser()
  const opened = new Set<BrowserContext>()
  const open: Browser['newContext'] = async (options) => {
    const context = await browser.newContext(options)
    opened.add(context)
    context.on('close', () => opened.delete(context))
    return context
  }
  const newContext: Browser['newContext'] = async (options) => {
    const context = await open(options)
    await context.addInitScript(brandFontScript)
    return context
  }
  const own: Partial<Browser> = {
    newContext,
    // As Playwright's own newPage: a context of its own, closed with the page.
    newPage: async (options) => {
      const page = await (await newContext(options)).newPage()
      page.once('close', () => void page.context().close())
      return page
    },
    close: async () => {
      await Promise.all([...opened].map((context) => context.close()))
    },
  }
  const fileBrowser = new Proxy(browser, {
    get: (target, key) => {
      if (key in own) return own[key as keyof Browser]
      const value: unknown = Reflect.get(target, key, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
  openContext.set(fileBrowser, open)
  return fileBrowser
}

/**
 * A context that loads the typeface exactly as the site declares it, with no help: for tests of what a
 * late font file does (nothing may move).
 */
export function newContextAsServed(
  browser: Browser,
  options?: BrowserContextOptions,
): ReturnType<Browser['newContext']> {
  return (openContext.get(browser) ?? browser.newContext.bind(browser))(options)
}

/** The address of the built site under test. */
export const baseUrl = (): string => inject('baseUrl')

export interface OpenedPage {
  page: Page
  /** Console errors and uncaught exceptions seen since the page opened. */
  errors: string[]
}

/**
 * Opens a page in a fresh context, recording console errors. `asServed`: the typeface as the site
 * declares it (see newContextAsServed).
 */
export async function openPage(
  browser: Browser,
  path: string,
  options: BrowserContextOptions = {},
  { asServed = false } = {},
): Promise<OpenedPage> {
  const contextOptions = { baseURL: baseUrl(), ...options }
  const context = await (asServed ? newContextAsServed(browser, contextOptions) : browser.newContext(contextOptions))
  const page = await context.newPage()
  const errors = await recordErrors(page)
  await page.goto(path)
  return { page, errors }
}

/** One page that goes from address to address, for checks that need no fresh context each time. */
export interface PageTour {
  /** Opens `path` in the tour's page; the errors listed are those seen since this visit began. */
  visit: (path: string) => Promise<OpenedPage>
  close: () => Promise<void>
}

/**
 * Opens a page, as openPage does, to visit many addresses in turn: a new context costs Chromium a new
 * renderer process, which a check of forty pages' heads and markup does not need each time.
 */
export async function startTour(browser: Browser, options: BrowserContextOptions = {}): Promise<PageTour> {
  const { page, errors } = await openPage(browser, 'about:blank', options)
  return {
    async visit(path) {
      errors.length = 0
      await page.goto(path)
      return { page, errors }
    },
    close: () => page.context().close(),
  }
}

/**
 * For a file whose describe blocks each read one page: `open(path, viewport)`, called in a block,
 * visits `path` before the block's tests, in a tour of the file's own for that viewport, and returns
 * a getter for the page and the errors logged since the visit. One page goes from block to block
 * instead of a fresh one for each (a renderer process, and Chromium's window around it, apiece).
 */
export function blockPages(browser: () => Browser): (path: string, viewport?: ViewportSize) => () => OpenedPage {
  const tours = new Map<string, Promise<PageTour>>()
  const tourAt = (viewport: ViewportSize) => {
    const key = `${viewport.width}x${viewport.height}`
    let tour = tours.get(key)
    if (!tour) {
      tour = startTour(browser(), { viewport })
      tours.set(key, tour)
    }
    return tour
  }
  return (path, viewport = { width: 1280, height: 800 }) => {
    let opened: OpenedPage | undefined
    beforeAll(async () => {
      opened = await (await tourAt(viewport)).visit(path)
    })
    return () => {
      if (!opened) throw new Error(`${path} did not open`)
      return opened
    }
  }
}

/**
 * Waits until the page's script has taken over an element that works before hydration too (such as a
 * form that posts without JavaScript): until then a click is the browser's, not the page's. A public
 * page's island marks its root once it runs (data-hydrated); React, which runs the admin, marks the
 * elements it has taken over with its props. Nothing a visitor sees changes.
 */
export async function hydrated(locator: Locator): Promise<void> {
  const element = await locator.elementHandle()
  await locator
    .page()
    .waitForFunction(
      (node) =>
        node instanceof Element &&
        (node.closest('[data-island][data-hydrated]') !== null ||
          Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
      element,
    )
}

/** How a Content-Security-Policy violation starts in a recorded list of errors. */
export const policyViolation = 'Content-Security-Policy violation:'

/**
 * Console errors, uncaught exceptions and Content-Security-Policy violations on a page from now on,
 * in a list that fills as they happen.
 */
export async function recordErrors(page: Page): Promise<string[]> {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  // Chromium logs most violations too, but the event is the page's own word for each one.
  await page.exposeBinding('reportPolicyViolation', (_source, violation: string) => errors.push(violation))
  await page.addInitScript((prefix) => {
    const report = (window as unknown as { reportPolicyViolation: (violation: string) => void }).reportPolicyViolation
    addEventListener('securitypolicyviolation', (event) =>
      report(
        `${prefix} ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    )
  }, policyViolation)
  return errors
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  help: string
  nodes: { target: unknown[] }[]
}

/** Runs axe-core's WCAG 2.2 A and AA rules on the page and returns the violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are judged as they end up, not halfway through a fade (a toast sliding in, say).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  // Evaluated, not added as a <script>: the page's policy rightly refuses an inline script it does not know.
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
    })
    return result.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map(({ target }) => ({ target })),
    }))
  })
}

/** The path of a page of the site as it links it: GitHub Pages adds a slash to a folder's address, for the same page. */
export const sitePath = (url: string | URL): string => new URL(url).pathname.replace(/(.)\/$/, '$1')

/** The visible text of the page's main region, with runs of white space collapsed. */
export async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ')
}

/**
 * For `page.evaluate` (Playwright's or Puppeteer's): resolves once two more frames have been drawn, so
 * that what was laid out before the call has been painted, and a change it set off laid out again.
 */
export const twoFrames = (): Promise<unknown> =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

/** The page's cumulative layout shift so far. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    // A buffered observer holds every shift so far at once; a page that never shifted has none.
    const observer = new PerformanceObserver(() => {})
    observer.observe({ type: 'layout-shift', buffered: true })
    const shifts = observer.takeRecords()
    observer.disconnect()
    return shifts.reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0)
  })
}

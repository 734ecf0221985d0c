import type { Browser, Page } from 'playwright-core'
import { afterAll, assert, beforeAll, describe, it } from 'vitest'
import { baseUrl, launchBrowser } from './browser.ts'
import { overflowReport, sidewaysOverflow } from './overflow.ts'
import { publicRoutes } from './routes.ts'

// WCAG 1.4.10 (reflow): at 320 CSS pixels nothing but a data table may need sideways scrolling.
// 390 px is as wide as many phones in hand: the width most visitors on a phone actually see.
const widths = [320, 390]

// Every public page, the contact form's result pages and the 404 page (any missing path shows it).
const paths = [
  ...new Set([...publicRoutes.map(({ path }) => path), '/contact/thank-you', '/contact/not-sent', '/no/such-page']),
]
const bundlePaths = new Set(publicRoutes.filter(({ script }) => script === 'bundle').map(({ path }) => path))

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe.each(widths)('at %ipx wide', (width) => {
  // One page per width, sent from address to address: a fresh context for each would double the time.
  let page: Page
  beforeAll(async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height: 640 } })
    page = await context.newPage()
  })
  afterAll(() => page?.context().close())

  it.each(paths)('%s does not scroll sideways', async (path) => {
    await page.goto(path, { waitUntil: bundlePaths.has(path) ? 'networkidle' : 'load' })
    await page.evaluate(() => document.fonts.ready)
    const overflow = await sidewaysOverflow(page)
    if (overflow) assert.fail(overflowReport(path, overflow))
  })
})

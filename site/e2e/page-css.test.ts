// Each page carries only the CSS it uses (scripts/build/page-css.ts): every element must look as it did
// under the site-wide stylesheet, which is what these tests compare, element by element.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, layoutShift, newContextAsServed, twoFrames } from './browser.ts'
import { publicRoutes } from './routes.ts'
import {
  compareInNewPage,
  compareWithSiteSheet,
  openStyleReader,
  siteSheetHref,
  styleDifferences,
  type StyleReader,
} from './styles.ts'

let browser: Browser
// One page without JavaScript and one with it go from route to route: each reading is of one page load.
let withoutScripts: StyleReader
let withScripts: StyleReader
const sheet = siteSheetHref()
beforeAll(async () => {
  browser = await launchBrowser()
  withoutScripts = await openStyleReader(browser, { javaScriptEnabled: false })
  withScripts = await openStyleReader(browser)
})
afterAll(() => browser?.close())

// The 404 page runs a script: it looks for an article published after the build.
const routes = [...publicRoutes, { path: '/no/such-page', script: 'bundle' as const }]

describe.each(routes)('$path', ({ path, script }) => {
  it('looks the same with its own CSS as with the site-wide stylesheet, as first painted', async () => {
    // Without JavaScript: the page as its HTML and CSS alone paint it.
    const { own, site, ownCss, linkedSiteSheet } = await compareWithSiteSheet(withoutScripts, baseUrl() + path, {
      sheet,
    })
    expect(linkedSiteSheet).toBe(false)
    expect(ownCss.length).toBeGreaterThan(0)
    expect(styleDifferences(own, site)).toEqual([])
  })

  // A page without scripts (pages.test.ts holds each to the kind it declares) is what it first painted.
  if (script !== 'none')
    it('looks the same once its scripts have run', async () => {
      const { own, site } = await compareWithSiteSheet(withScripts, baseUrl() + path, { sheet })
      expect(styleDifferences(own, site)).toEqual([])
    })
})

describe('the header’s menus, open', () => {
  const openDropdown = async (page: Page) => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' }).click()
  }
  const openMobileMenu = async (page: Page) => {
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Frameworks' }).click()
  }

  it.each([
    ['a desktop dropdown', '/insights/integration-maturity-model', { width: 1280, height: 800 }, openDropdown],
    ['the mobile menu with a group', '/about', { width: 390, height: 844 }, openMobileMenu],
  ] as const)('look the same: %s on %s', async (_what, path, viewport, prepare) => {
    const { own, site } = await compareInNewPage(browser, baseUrl() + path, { sheet, prepare, options: { viewport } })
    expect(styleDifferences(own, site)).toEqual([])
  })
})

it('keeps the typeface: each page’s CSS declares the font it preloads', async () => {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(baseUrl() + '/insights/integration-maturity-model')
    const preload = await page.locator('link[rel="preload"][as="font"]').getAttribute('href')
    expect(await page.locator('style').first().textContent()).toContain(`src:url(${preload})`)
    // The preloaded file is the one the text is set in.
    await page.evaluate(() => document.fonts.ready)
    const used = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    )
    expect(used).toContain('Plus Jakarta Sans')
  } finally {
    await context.close()
  }
})

describe.each([390, 1280])('at %i px, a typeface that arrives late', (width) => {
  // A slow connection: the font file comes well after the first paint. Swapping it in then would rewrap
  // headings and paragraphs under the reader's eyes; the page keeps the fallback it painted with instead.
  it.each(['/', '/insights/integration-maturity-model', '/presentations/unifysuite360#slide-7', '/contact'])(
    'moves nothing on %s',
    async (path) => {
      const context = await newContextAsServed(browser, { viewport: { width, height: 844 } })
      try {
        const page = await context.newPage()
        let arrived = false
        await page.route(/\.woff2$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 700))
          await route.fallback()
          arrived = true
        })
        await page.goto(baseUrl() + path, { waitUntil: 'load' })
        await page.evaluate(() => document.fonts.ready)
        await expect.poll(() => arrived).toBe(true)
        // Give a swap, were there one, the frames to lay the page out again.
        await page.evaluate(twoFrames)
        expect(await layoutShift(page)).toBe(0)
      } finally {
        await context.close()
      }
    },
  )
})

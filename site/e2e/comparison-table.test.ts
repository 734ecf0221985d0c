import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { differenceCopy } from '../copy/why-axon/difference.ts'
import { launchBrowser, openPage } from './browser.ts'

const { caption, scrollHint } = differenceCopy.comparison.table
const path = '/why-axon/difference/'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

async function atWidth(width: number, check: (page: Page) => Promise<void>): Promise<void> {
  const { page } = await openPage(browser, path, { viewport: { width, height: 844 }, isMobile: width < 1024 })
  try {
    await page.evaluate(() => document.fonts.ready)
    await check(page)
  } finally {
    await page.context().close()
  }
}

const table = (page: Page) => page.getByRole('region', { name: caption })
const scrolling = (page: Page) =>
  table(page).evaluate((region) => ({ left: region.scrollLeft, max: region.scrollWidth - region.clientWidth }))
/** Where the fade over the table's right edge starts and ends, and the right edge of the last column's text. */
const edges = (page: Page) =>
  table(page).evaluate((region) => {
    const fade = region.nextElementSibling as HTMLElement
    const cell = region.querySelector('tbody tr td:last-child') as HTMLElement
    const text = document.createRange()
    text.selectNodeContents(cell)
    return {
      fade: { left: fade.getBoundingClientRect().left, right: fade.getBoundingClientRect().right },
      region: region.getBoundingClientRect().right,
      shown: getComputedStyle(fade).display !== 'none' && getComputedStyle(fade).backgroundImage.includes('gradient'),
      lastText: text.getBoundingClientRect().right,
    }
  })

it('at 390 px says the comparison scrolls, shows a fade where it goes on, and scrolls from the keyboard', () =>
  atWidth(390, async (page) => {
    const hint = page.getByText(scrollHint)
    expect(await hint.isVisible()).toBe(true)
    expect(await table(page).getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'))
    const start = await scrolling(page)
    expect(start.left).toBe(0)
    expect(start.max).toBeGreaterThan(0)
    const before = await edges(page)
    expect(before.shown).toBe(true)
    expect(Math.abs(before.fade.right - before.region)).toBeLessThanOrEqual(1)
    // The fade covers where the table goes on past the edge.
    expect(before.lastText).toBeGreaterThan(before.fade.left)

    // A keyboard user reaches the table with Tab and scrolls it with the arrow keys.
    await table(page).focus()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('region')
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => (await scrolling(page)).left).toBeGreaterThan(0)
    // Scrolled to its end, the table's last column is clear of the fade.
    await table(page).evaluate((region) => region.scrollTo({ left: region.scrollWidth }))
    await expect.poll(async () => (await scrolling(page)).left).toBe(start.max)
    const after = await edges(page)
    expect(after.lastText).toBeLessThanOrEqual(after.fade.left)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  }))

it('at 320 px the page itself still does not scroll sideways', () =>
  atWidth(320, async (page) => {
    expect(await page.getByText(scrollHint).isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  }))

it('on a wide screen shows the whole table, without the hint or the fade', () =>
  atWidth(1280, async (page) => {
    expect(await page.getByText(scrollHint).isVisible()).toBe(false)
    expect((await scrolling(page)).max).toBe(0)
    expect((await edges(page)).shown).toBe(false)
  }))

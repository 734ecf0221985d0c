import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consultationLink, navGroups } from '../copy/navigation.ts'
import { site } from '../site.config.ts'
import { hydrated, launchBrowser, openPage, sitePath } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const desktop = { viewport: { width: 1280, height: 800 } }

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Mobile' })
/** How far right anything the header shows reaches, its menus included: past the screen's edge, the page scrolls sideways. */
const headerRight = (page: Page) =>
  page
    .getByRole('banner')
    .evaluate((header) =>
      Math.max(...[header, ...header.querySelectorAll('*')].map((element) => element.getBoundingClientRect().right)),
    )

it('fits the header on one row at every width, with the full navigation from 768 px and the menu button below', async () => {
  // One page, loaded afresh at each width.
  const { page } = await openPage(browser, 'about:blank')
  for (const width of [320, 390, 767, 768, 1023, 1024, 1280, 1536]) {
    await page.setViewportSize({ width, height: 700 })
    await page.goto('/about')
    const header = page.getByRole('banner')
    expect(
      await header.evaluate((element) => element.scrollWidth <= element.clientWidth),
      `header overflows at ${width}px`,
    ).toBe(true)
    expect(await headerRight(page), `header reaches past the screen's edge at ${width}px`).toBeLessThanOrEqual(width)
    expect(await header.evaluate((element) => element.getBoundingClientRect().height)).toBe(80)
    const usesMenuButton = await header.getByRole('button', { name: 'Menu' }).isVisible()
    expect([width, usesMenuButton]).toEqual([width, width < 768])
    expect([width, await mainNav(page).isVisible()]).toEqual([width, width >= 768])
    if (width < 768) {
      // The open menu, with its group of longest names open, fits the screen too.
      await header.getByRole('button', { name: 'Menu' }).click()
      await mobileNav(page).getByRole('button', { name: 'Solutions' }).click()
      expect(await headerRight(page), `open menu reaches past the screen's edge at ${width}px`).toBeLessThanOrEqual(
        width,
      )
    } else {
      // Brand, every item of the navigation and the button side by side, inside the header, none overlapping.
      const items = [
        header.getByRole('link', { name: site.name }),
        ...(await mainNav(page).locator(':scope > ul > li').all()),
        header.getByRole('link', { name: consultationLink.label }),
      ]
      const boxes = await Promise.all(items.map((item) => item.boundingBox()))
      for (const [index, box] of boxes.entries()) {
        if (!box) throw new Error(`Header item ${index} is not shown at ${width}px.`)
        expect(box.x, `header item ${index} at ${width}px`).toBeGreaterThanOrEqual(
          (boxes[index - 1]?.x ?? 0) + (boxes[index - 1]?.width ?? 0),
        )
        expect(box.x + box.width, `header item ${index} at ${width}px`).toBeLessThanOrEqual(width)
        expect(Math.abs(box.y + box.height / 2 - 40), `header item ${index} at ${width}px`).toBeLessThanOrEqual(1)
      }
    }
  }
  await page.context().close()
})

describe('desktop navigation', () => {
  it('shows About, Our Work and Insights, a dropdown per group, and the consultation button', async () => {
    const { page } = await openPage(browser, '/about', desktop)
    for (const name of ['About', 'Our Work', 'Insights'])
      expect(await mainNav(page).getByRole('link', { name, exact: true }).isVisible()).toBe(true)
    for (const group of navGroups)
      expect(await mainNav(page).getByRole('button', { name: group.label, exact: true }).isVisible()).toBe(true)
    expect(await mainNav(page).getByRole('link', { name: 'About', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    )
    const consult = page.getByRole('banner').getByRole('link', { name: 'Schedule Consultation' })
    expect(await consult.getAttribute('href')).toBe('/contact/')
    expect(await mobileNav(page).isVisible()).toBe(false)
    const box = await page.getByRole('banner').boundingBox()
    expect(box?.height).toBe(80)
    await page.context().close()
  })
})

describe.each([
  { width: 390, javaScriptEnabled: true },
  { width: 390, javaScriptEnabled: false },
  { width: 320, javaScriptEnabled: true },
  { width: 320, javaScriptEnabled: false },
])('mobile menu at $width px (JavaScript on: $javaScriptEnabled)', ({ width, javaScriptEnabled }) => {
  const mobile = { viewport: { width, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled }
  const menuToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' })
  const groupToggle = (page: Page, label: string) => mobileNav(page).getByRole('button', { name: label })
  const openGroups = (page: Page) =>
    mobileNav(page)
      .locator('.mobile-group')
      .evaluateAll((groups) =>
        groups
          .filter((group) => group.querySelector(':popover-open'))
          .map((group) => group.querySelector('button')?.textContent),
      )

  it('opens from the toggle, keeps one group open at a time, and a link closes it', async () => {
    const { page, errors } = await openPage(browser, '/', mobile)
    expect(await mainNav(page).isVisible()).toBe(false)
    expect(await mobileNav(page).isVisible()).toBe(false)
    await menuToggle(page).click()
    expect(await mobileNav(page).isVisible()).toBe(true)
    expect(await openGroups(page)).toEqual([])

    await groupToggle(page, 'Solutions').click()
    expect(await mobileNav(page).getByRole('link', { name: 'ERP Modernization' }).isVisible()).toBe(true)
    // Nothing in the open menu to scroll sideways to.
    expect(await mobileNav(page).evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true)
    await groupToggle(page, 'Frameworks').click()
    expect(await openGroups(page)).toEqual(['Frameworks'])
    expect(await mobileNav(page).getByRole('link', { name: 'ERP Modernization' }).isVisible()).toBe(false)
    await groupToggle(page, 'Frameworks').click()
    expect(await openGroups(page)).toEqual([])
    expect(await mobileNav(page).isVisible()).toBe(true)

    await groupToggle(page, 'Why Axon').click()
    await mobileNav(page).getByRole('link', { name: 'Our Approach' }).click()
    await page.waitForURL((url) => sitePath(url) === '/why-axon/approach')
    expect(await mobileNav(page).isVisible()).toBe(false)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.runIf(javaScriptEnabled)('closes when a page with a running island opens the next one', async () => {
    const { page } = await openPage(browser, '/contact', mobile)
    await hydrated(page.locator('form').first())
    await menuToggle(page).click()
    // The island's own listeners (the form's) leave the menu's links alone: the next page opens, menu closed.
    await mobileNav(page).getByRole('link', { name: 'Insights', exact: true }).click()
    await page.waitForURL((url) => sitePath(url) === '/insights')
    await page.locator('#insights-search').waitFor()
    expect(await mobileNav(page).isVisible()).toBe(false)
    await page.context().close()
  })

  it('reopens with every group collapsed after it was closed', async () => {
    const { page } = await openPage(browser, '/about', mobile)
    await menuToggle(page).click()
    await groupToggle(page, 'Industries').click()
    expect(await openGroups(page)).toEqual(['Industries'])
    await menuToggle(page).click()
    expect(await mobileNav(page).isVisible()).toBe(false)
    await menuToggle(page).click()
    expect(await mobileNav(page).isVisible()).toBe(true)
    expect(await openGroups(page)).toEqual([])
    await page.context().close()
  })

  it('works from the keyboard: Enter opens, Tab reaches the links, Escape closes', async () => {
    const { page } = await openPage(browser, '/about', mobile)
    await menuToggle(page).focus()
    await page.keyboard.press('Enter')
    expect(await mobileNav(page).isVisible()).toBe(true)
    await groupToggle(page, 'Solutions').focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
      '/solutions/erp-modernization/',
    )
    await page.keyboard.press('Escape')
    expect(await openGroups(page)).toEqual([])
    await page.keyboard.press('Escape')
    expect(await mobileNav(page).isVisible()).toBe(false)
    await page.context().close()
  })
})

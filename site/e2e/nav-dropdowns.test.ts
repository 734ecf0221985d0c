import type { Browser, CDPSession, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { headerLabels, navGroups, primaryLinks } from '../copy/navigation.ts'
import { pageAddress } from '../lib/seo/index.ts'
import { launchBrowser, openPage, sitePath } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const mainNav = (page: Page) => page.getByRole('navigation', { name: headerLabels.main })
const trigger = (page: Page, label: string) => mainNav(page).getByRole('button', { name: label, exact: true })
const panelLink = (page: Page, label: string) => mainNav(page).getByRole('link', { name: new RegExp(`^${label}`) })

/**
 * The expanded state of a trigger as Chromium's accessibility tree gives it to a screen reader.
 * Playwright's own role queries only read aria-expanded, which a popover's invoker needs no more.
 */
async function expanded(page: Page, label: string): Promise<boolean | undefined> {
  const cdp = await devtoolsSession(page)
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: `nav[aria-label="${headerLabels.main}"]`,
  })
  const { nodes } = await cdp.send('Accessibility.queryAXTree', { nodeId, accessibleName: label, role: 'button' })
  expect(nodes).toHaveLength(1)
  return nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined
}

// One session a page, kept while the page is open: a session of its own for each reading had Chromium
// build the page's accessibility tree afresh every time, dozens of times a test.
const sessions = new WeakMap<Page, Promise<CDPSession>>()
function devtoolsSession(page: Page): Promise<CDPSession> {
  let session = sessions.get(page)
  if (!session) {
    session = page.context().newCDPSession(page)
    sessions.set(page, session)
  }
  return session
}

/** What a visitor can tell about one dropdown: its links shown, the state announced, the chevron's turn. */
async function dropdown(page: Page, label: string) {
  const links = navGroups.find((group) => group.label === label)?.links ?? []
  const shown = await Promise.all(links.map((link) => panelLink(page, link.label).isVisible()))
  return {
    label,
    links: shown.every(Boolean) ? 'shown' : shown.some(Boolean) ? 'partly shown' : 'hidden',
    expanded: await expanded(page, label),
    chevron: await trigger(page, label)
      .locator('svg')
      .evaluate((chevron) => getComputedStyle(chevron).rotate),
  }
}
const open = (label: string) => ({ label, links: 'shown', expanded: true, chevron: '180deg' })
const closed = (label: string) => ({ label, links: 'hidden', expanded: false, chevron: 'none' })

/** Long enough for a transition of a few hundred milliseconds, on a machine that may be busy. */
const settled = { timeout: 5_000 }

/** Waits out the chevron's short turn, then expects every dropdown in the state given. */
async function expectDropdowns(page: Page, openLabel?: string) {
  for (const { label } of navGroups)
    await expect.poll(() => dropdown(page, label), settled).toEqual(label === openLabel ? open(label) : closed(label))
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    return element?.getAttribute('href') ?? element?.textContent ?? null
  })

for (const javaScriptEnabled of [true, false]) {
  describe(`desktop dropdowns (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, () => {
    // /contact hydrates React when JavaScript is on; / never ships any.
    const path = javaScriptEnabled ? '/contact' : '/'
    const desktop = { viewport: { width: 1280, height: 800 }, javaScriptEnabled }

    it('opens a dropdown on a click of its trigger, one at a time, and closes it on a second click', async () => {
      const { page, errors } = await openPage(browser, path, desktop)
      await expectDropdowns(page)
      await trigger(page, 'Solutions').click()
      await expectDropdowns(page, 'Solutions')
      await trigger(page, 'Frameworks').click()
      await expectDropdowns(page, 'Frameworks')
      await trigger(page, 'Frameworks').click()
      await expectDropdowns(page)
      expect(await focused(page)).toContain('Frameworks')

      await trigger(page, 'Why Axon').click()
      await panelLink(page, 'Our Approach').click()
      await page.waitForURL((url) => sitePath(url) === '/why-axon/approach')
      await expectDropdowns(page)
      expect(errors).toEqual([])
      await page.context().close()
    })

    it('closes on Escape, putting focus back on the trigger', async () => {
      const { page } = await openPage(browser, path, desktop)
      await trigger(page, 'Industries').click()
      await expectDropdowns(page, 'Industries')
      await page.keyboard.press('Tab')
      expect(await focused(page)).toBe('/industries/manufacturing/')
      await page.keyboard.press('Escape')
      await expectDropdowns(page)
      expect(await focused(page)).toContain('Industries')
      await page.context().close()
    })

    it('closes on a click outside it, and a click inside it leaves it open', async () => {
      const { page } = await openPage(browser, path, desktop)
      await trigger(page, 'Solutions').click()
      const panel = await page.locator('#nav-solutions').boundingBox()
      if (!panel) throw new Error('The Solutions panel is not shown.')
      await page.mouse.click(panel.x + panel.width - 5, panel.y + panel.height - 5)
      await expectDropdowns(page, 'Solutions')

      // The header's own empty space, between the brand and the navigation.
      const brand = await page.getByRole('banner').getByRole('link').first().boundingBox()
      const nav = await mainNav(page).boundingBox()
      if (!brand || !nav) throw new Error('The header is not shown.')
      await page.mouse.click((brand.x + brand.width + nav.x) / 2, 40)
      await expectDropdowns(page)

      await trigger(page, 'Solutions').click()
      await expectDropdowns(page, 'Solutions')
      await page.locator('main').click({ position: { x: 5, y: 500 } })
      await expectDropdowns(page)
      expect(sitePath(page.url())).toBe(path)
      await page.context().close()
    })

    it('works from the keyboard: Enter opens, Tab runs through its links, Space closes', async () => {
      const { page } = await openPage(browser, path, desktop)
      await trigger(page, 'Frameworks').focus()
      await page.keyboard.press('Enter')
      await expectDropdowns(page, 'Frameworks')
      const links = navGroups[1].links.map((link) => pageAddress(link.href))
      const stops = []
      for (let stop = 0; stop < links.length; stop++) {
        await page.keyboard.press('Tab')
        stops.push(await focused(page))
      }
      expect(stops).toEqual(links)
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => url.pathname === links.at(-2))

      await trigger(page, 'Industries').focus()
      await page.keyboard.press('Enter')
      await expectDropdowns(page, 'Industries')
      await page.keyboard.press('Space')
      await expectDropdowns(page)
      await page.context().close()
    })

    it('keeps the links of a closed dropdown out of the tab order', async () => {
      const { page } = await openPage(browser, path, desktop)
      await page.getByRole('banner').getByRole('link').first().focus()
      const stops = []
      for (let stop = 0; stop < navGroups.length + primaryLinks.length + 1; stop++) {
        await page.keyboard.press('Tab')
        stops.push(await focused(page))
      }
      expect(stops).toEqual([
        ...navGroups.map((group) => group.label),
        ...primaryLinks.map((link) => pageAddress(link.href)),
        '/contact/',
      ])
      await page.context().close()
    })

    it('shows the panel as a band right under the header, however far the page is scrolled', async () => {
      for (const width of [768, 1024, 1280]) {
        const { page } = await openPage(browser, path, { viewport: { width, height: 700 }, javaScriptEnabled })
        await page.mouse.wheel(0, 1500)
        await expect.poll(() => page.evaluate(() => scrollY), settled).toBeGreaterThan(0)
        for (const group of navGroups) {
          await trigger(page, group.label).click()
          const panel = page.locator(`#nav-${group.id}`)
          // Once its short slide into place is over.
          await expect
            .poll(async () => ({ width, group: group.id, box: await panel.boundingBox() }), settled)
            .toEqual({ width, group: group.id, box: { x: 0, y: 80, width, height: expect.any(Number) as number } })
          const box = await panel.boundingBox()
          expect(box?.height).toBeLessThanOrEqual(700 - 80)
        }
        await page.context().close()
      }
    })
  })
}

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { visitScript } from '../lib/leads/index.ts'
import { site } from '../site.config.ts'
import { axeViolations, launchBrowser, startTour, type OpenedPage, type PageTour } from './browser.ts'
import { publicRoutes } from './routes.ts'

let browser: Browser
let tour: PageTour
beforeAll(async () => {
  browser = await launchBrowser()
  tour = await startTour(browser)
})
afterAll(() => browser?.close())

describe.each(publicRoutes)('$path', ({ path, title, script }) => {
  // Both checks read the same page, opened once: as a visitor first sees it, then under axe.
  let opened: OpenedPage
  beforeAll(async () => {
    opened = await tour.visit(path)
  })

  it(`renders with its title, the shared layout and a closing call to action${script === 'bundle' ? '' : script === 'inline' ? ', and no script bundle' : ', and no JavaScript but the visit’s note'}`, async () => {
    const { page, errors } = opened
    expect(await page.title()).toBe(title)
    expect(await page.locator('h1').count()).toBe(1)
    await expect
      .poll(() => page.getByRole('banner').getByRole('link', { name: site.name }).getAttribute('href'))
      .toBe('/')
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).count()).toBe(1)
    // The last section before the footer leads to the contact form: /contact, or on /contact the form above.
    const lastSection = page.locator('body section:not(footer section)').last()
    expect(
      await lastSection.locator(path === '/contact' ? 'a[href="#enquiry-heading"]' : 'a[href="/contact/"]').count(),
    ).toBeGreaterThan(0)
    // Every public page ends with the same few hundred bytes of inline script, which note where the
    // visit came from for the contact form (site/lib/leads/visit.ts): it runs once and changes nothing
    // on the page, so a page that carries only that still counts as a page without JavaScript.
    const inline = await page
      .locator('script:not([type="application/ld+json"]):not([src])')
      .evaluateAll((scripts, visit) => scripts.map((element) => element.textContent === visit), visitScript)
    expect(inline.filter((isVisitNote) => isVisitNote)).toHaveLength(1)
    if (script !== 'bundle') {
      const scripts = await page.locator('script[src]').count()
      const otherInline = script === 'none' ? inline.filter((isVisitNote) => !isVisitNote).length : 0
      const preloads = await page.locator('link[rel="modulepreload"]').count()
      expect({ scripts, otherInline, preloads }).toEqual({ scripts: 0, otherInline: 0, preloads: 0 })
    }
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical?.startsWith(site.url)).toBe(true)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy()
    expect(errors).toEqual([])
  })

  it('has no WCAG 2.2 A or AA violations found by axe-core', async () => {
    expect(await axeViolations(opened.page)).toEqual([])
  })
})

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, startTour, type PageTour } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

// One page at desktop width and one on a phone go from address to address (closed with the browser).
let desktop: Promise<PageTour> | undefined
let phone: Promise<PageTour> | undefined

/** Opens a page at desktop width and runs the checks on it. */
async function onPage(path: string, check: (page: Page) => Promise<void>): Promise<void> {
  desktop ??= startTour(browser, { viewport: { width: 1280, height: 800 } })
  const { page } = await (await desktop).visit(path)
  await check(page)
}

const h1 = (page: Page) => page.locator('h1').textContent()
const titlesIn = (page: Page, sectionId: string) => page.locator(`#${sectionId} h3`).allTextContents()
const hrefs = (page: Page, selector: string) =>
  page
    .locator(selector)
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
const closingLinks = (page: Page) => hrefs(page, 'section:has(#contact-cta-heading)')

/** The headline figures of a section, each value with what it measures. */
const figuresIn = (page: Page, sectionId: string) =>
  page.locator(`#${sectionId} dl > div`).evaluateAll((figures) =>
    figures.map((figure) => ({
      value: figure.querySelector('dd')?.textContent,
      label: figure.querySelector('dt')?.textContent,
    })),
  )

const pagePaths = [
  '/solutions/erp-modernization',
  '/solutions/enterprise-integration',
  '/solutions/data-hub-analytics',
  '/solutions/business-process-automation',
  '/why-axon/difference',
  '/why-axon/approach',
]

describe('/solutions/erp-modernization', () => {
  it('sets out the challenge, the solution, eight capabilities and four outcomes', () =>
    onPage('/solutions/erp-modernization', async (page) => {
      expect(await h1(page)).toBe('ERP Modernization')
      expect(
        await page.locator('main > section[id]').evaluateAll((sections) => sections.map((section) => section.id)),
      ).toEqual(['challenge', 'solution', 'capabilities', 'outcomes'])
      expect(await titlesIn(page, 'capabilities')).toHaveLength(8)
      const figures = await figuresIn(page, 'outcomes')
      expect(figures).toHaveLength(4)
      expect(figures).toContainEqual({ value: '60%', label: 'Modernization cost reduction' })
      expect(figures).toContainEqual({ value: '5-10 years', label: 'ERP life extension' })
    }))

  it('invites the visitor to book a consultation or see our work', () =>
    onPage('/solutions/erp-modernization', async (page) => {
      expect(await closingLinks(page)).toEqual(['/contact/', '/our-work/'])
      expect(await page.getByRole('link', { name: 'View Our Work' }).getAttribute('href')).toBe('/our-work/')
    }))
})

it('/solutions/enterprise-integration lists five scenarios, eight capabilities and four outcomes', () =>
  onPage('/solutions/enterprise-integration', async (page) => {
    expect(await h1(page)).toBe('Enterprise Integration')
    expect(await titlesIn(page, 'scenarios')).toHaveLength(5)
    expect(await titlesIn(page, 'capabilities')).toHaveLength(8)
    expect(await figuresIn(page, 'outcomes')).toEqual([
      { value: '60%', label: 'Faster integration time' },
      { value: '80%', label: 'Less manual entry' },
      { value: '95%', label: 'Fewer entry errors' },
      { value: '99.9%', label: 'Uptime SLA' },
    ])
    expect((await closingLinks(page))[0]).toBe('/contact/')
  }))

it('/solutions/data-hub-analytics lists eight capabilities and four impact figures', () =>
  onPage('/solutions/data-hub-analytics', async (page) => {
    expect(await h1(page)).toBe('Data Hub & Analytics')
    expect(await titlesIn(page, 'capabilities')).toHaveLength(8)
    expect(await figuresIn(page, 'impact')).toEqual([
      { value: '70%', label: 'Less manual data entry' },
      { value: 'Real-time', label: 'Dashboards refreshed as source data changes' },
      { value: '1', label: 'Governed source of truth for every report' },
      { value: '2-week', label: 'Sprints from first source to first dashboard' },
    ])
    expect((await closingLinks(page))[0]).toBe('/contact/')
  }))

it('/solutions/business-process-automation lists eight capabilities and four ROI figures', () =>
  onPage('/solutions/business-process-automation', async (page) => {
    expect(await h1(page)).toBe('Business Process Automation')
    expect(await titlesIn(page, 'capabilities')).toHaveLength(8)
    expect(await figuresIn(page, 'roi')).toEqual([
      { value: '60-80%', label: 'Cycle time reduction' },
      { value: 'Below 0.5%', label: 'Error rate on automated work' },
      { value: '6-12', label: 'Months to return on investment' },
      { value: '200+', label: 'Hours saved monthly' },
    ])
    expect((await closingLinks(page))[0]).toBe('/contact/')
  }))

it('/why-axon/difference shows six differentiators and compares Axon with the four alternatives', () =>
  onPage('/why-axon/difference', async (page) => {
    expect(await h1(page)).toBe('The Axon Difference')
    expect(await titlesIn(page, 'differentiators')).toHaveLength(6)
    const comparison = page.getByRole('region', { name: 'How We Compare', exact: true })
    expect(await comparison.locator('h2').textContent()).toBe('How We Compare')
    const columns = await comparison.locator('thead th').allTextContents()
    expect(columns.slice(1)).toEqual([
      'Axon Intelligence',
      'Large System Integrators',
      'Offshore Body Shops',
      'Platform-Specific Consultants',
      'Product Vendors',
    ])
    const rows = await comparison
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].filter((td) => td.textContent?.trim()).length),
      )
    expect(rows.length).toBeGreaterThanOrEqual(6)
    expect(rows.length).toBeLessThanOrEqual(8)
    expect(rows.every((filled) => filled === 5)).toBe(true)
    expect((await closingLinks(page))[0]).toBe('/contact/')
  }))

it('/why-axon/approach walks through five phases with their durations and activities', () =>
  onPage('/why-axon/approach', async (page) => {
    expect(await h1(page)).toBe('Our Approach')
    const phases = page.locator('#phases ol > li')
    const expected: [name: string, duration: string][] = [
      ['Discovery', '1-2 weeks'],
      ['Solution Design', '2-3 weeks'],
      ['Development', '4-12 weeks'],
      ['Validation and Deployment', '2-4 weeks'],
      ['Support', 'Ongoing'],
    ]
    expect(await phases.count()).toBe(expected.length)
    for (const [index, [name, duration]] of expected.entries()) {
      const phase = phases.nth(index)
      expect(await phase.locator('h3').textContent()).toBe(name)
      expect(await phase.getByText(duration, { exact: true }).count()).toBe(1)
      const activities = await phase.locator('ul > li').count()
      expect(activities).toBeGreaterThanOrEqual(4)
      expect(activities).toBeLessThanOrEqual(6)
    }
    expect(await phases.nth(2).textContent()).toContain('2-week sprints')
    expect((await closingLinks(page))[0]).toBe('/contact/')
  }))

describe.each(pagePaths)('%s', (path) => {
  it('links only to pages and anchors that exist', () =>
    onPage(path, async (page) => {
      const links = [...(await hrefs(page, 'main')), ...(await closingLinks(page))].filter(
        (href): href is string => href !== null,
      )
      for (const href of new Set(links)) {
        const [target = '', anchor] = href.split('#')
        const response = await page.request.get(baseUrl() + (target || path))
        expect(response.status(), href).toBe(200)
        if (anchor) expect(await response.text(), href).toContain(`id="${anchor}"`)
      }
    }))

  it('fits a 390 px phone screen without sideways scrolling', async () => {
    phone ??= startTour(browser, { viewport: { width: 390, height: 844 }, isMobile: true })
    const { page } = await (await phone).visit(path)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

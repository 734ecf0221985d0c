import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { homeCopy } from '../copy/home.ts'
import { baseUrl, blockPages, launchBrowser, mainText } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const openForBlock = blockPages(() => browser)

/** Opens `path` once for the enclosing describe block, at desktop width, and returns a getter for the page. */
const onPage = (path: string): (() => Page) => {
  const opened = openForBlock(path)
  return () => opened().page
}

const hero = (page: Page) => page.locator('main > section').first()
const closingCta = (page: Page) => page.locator('section:has(#contact-cta-heading)')
const headings = (scope: Locator) => scope.locator('h3').allTextContents()
const hrefOf = (scope: Locator, name: string | RegExp) =>
  scope.getByRole('link', { name, exact: typeof name === 'string' }).getAttribute('href')

async function expectHero(page: Page, heading: string, eyebrow: string) {
  expect(await hero(page).locator('h1').textContent()).toBe(heading)
  expect(await hero(page).getByText(eyebrow, { exact: true }).isVisible()).toBe(true)
}

async function expectFigures(section: Locator, figures: [value: string, label: string][]) {
  expect(await section.locator('dd').allTextContents()).toEqual(figures.map(([value]) => value))
  expect(await section.locator('dt').allTextContents()).toEqual(figures.map(([, label]) => label))
}

describe('/frameworks', () => {
  const page = onPage('/frameworks')

  it('presents the three frameworks, each with badge, tagline, description, four benefits and an Explore button', async () => {
    expect(await hero(page()).locator('h1').textContent()).toBe('Our Frameworks')
    const cards = page().locator('#frameworks li:has(h3)')
    expect(await headings(page().locator('#frameworks'))).toEqual(['Vyaapari360', 'UnifySuite360', 'AI SmartBot'])
    const badges = ['India', 'Australia & New Zealand', 'AI-Powered']
    for (const [index, badge] of badges.entries()) {
      const card = cards.nth(index)
      const { tagline = '', description = '' } = homeCopy.frameworks.cards[index] ?? {}
      for (const text of [badge, tagline, description])
        expect(await card.getByText(text, { exact: true }).isVisible(), text).toBe(true)
      expect(await card.locator('ul li').count()).toBe(4)
    }
    expect(
      await page()
        .locator('#frameworks')
        .getByRole('link', { name: /^Explore/ })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/frameworks/vyaapari360/', '/frameworks/unifysuite360/', '/frameworks/ai-smartbot/'])
  })

  it('explains how the frameworks are used in an engagement, in order', async () => {
    expect(await page().locator('#engagement ol > li').count()).toBe(4)
    expect(await hrefOf(closingCta(page()), 'Schedule a Consultation')).toBe('/contact/')
  })
})

describe('/frameworks/vyaapari360', () => {
  const page = onPage('/frameworks/vyaapari360')

  it('opens for Tally businesses in India, with a demo button to /contact', async () => {
    await expectHero(page(), 'Vyaapari360', 'India')
    expect(await mainText(page())).toContain('About 2 million businesses in India run their accounts on Tally')
    expect(await hrefOf(hero(page()), 'Request a Demo')).toBe('/contact/')
    expect(await hrefOf(closingCta(page()), 'Request a Demo')).toBe('/contact/')
  })

  it('connects Tally to e-commerce, CRM and analytics with pre-built connectors', async () => {
    expect(await headings(page().locator('#connections'))).toEqual([
      'E-commerce and marketplaces',
      'CRM',
      'Analytics and BI',
    ])
    expect(await headings(page().locator('#features'))).toContain('Pre-built connectors')
  })

  it('deploys in the cloud, on-premise or hybrid, with timelines and a managed service', async () => {
    expect(await headings(page().locator('#deployment'))).toEqual(['Cloud', 'On-premise', 'Hybrid'])
    const option = (title: string) =>
      page()
        .locator('#delivery li', { has: page().getByRole('heading', { name: title }) })
        .innerText()
    expect(await option('Standard connectors')).toContain('2-4 weeks')
    expect(await option('Custom integration')).toContain('4-8 weeks')
    expect(await option('Managed service')).toContain('Ongoing')
  })

  it('links to the Tally integration page', async () => {
    expect(await hrefOf(page().locator('#tally-integration'), 'Explore Tally Integration Services')).toBe(
      '/frameworks/vyaapari360/tally-integration/',
    )
  })
})

describe('/frameworks/vyaapari360/tally-integration', () => {
  const page = onPage('/frameworks/vyaapari360/tally-integration')

  it('opens with a consultation button and a link back to Vyaapari360', async () => {
    await expectHero(page(), 'Tally Integration Services', 'Vyaapari360 · India')
    expect(await hrefOf(hero(page()), 'Schedule a Consultation')).toBe('/contact/')
    expect(await hrefOf(hero(page()), 'Back to Vyaapari360')).toBe('/frameworks/vyaapari360/')
  })

  it('shows the three results figures', async () => {
    await expectFigures(page().locator('#results'), [
      ['70%', 'Less manual data entry'],
      ['95%', 'Fewer entry errors'],
      ['200+', 'Hours saved monthly'],
    ])
  })

  it('lists eight capabilities and five use cases', async () => {
    expect(await page().locator('#capabilities li').count()).toBe(8)
    expect(await headings(page().locator('#use-cases'))).toEqual([
      'E-commerce order sync',
      'CRM to invoice',
      'Banking reconciliation',
      'GST-ready reporting',
      'Multi-branch consolidation',
    ])
    expect(await hrefOf(closingCta(page()), 'Schedule a Consultation')).toBe('/contact/')
  })
})

describe('/frameworks/unifysuite360', () => {
  const page = onPage('/frameworks/unifysuite360')

  it('opens for Australia and New Zealand with a consultation button and the presentation', async () => {
    await expectHero(page(), 'UnifySuite360', 'Australia & New Zealand')
    expect(await hrefOf(hero(page()), 'Schedule a Consultation')).toBe('/contact/')
    const presentationLinks = page().getByRole('link', { name: 'View the Presentation', exact: true })
    expect(
      await presentationLinks.evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]),
    ).toEqual(['/presentations/unifysuite360/'])
    expect(await page().locator('#presentation').getByRole('link', { name: 'View the Presentation' }).count()).toBe(1)
  })

  it('has connectors for accounting, ERP, CRM, HR and e-commerce platforms', async () => {
    expect(await headings(page().locator('#connectors'))).toEqual([
      'Accounting',
      'ERP',
      'CRM',
      'HR and payroll',
      'E-commerce',
    ])
  })

  it('supports regional compliance and local support', async () => {
    const compliance = await page().locator('#compliance').innerText()
    for (const obligation of [
      'Single Touch Payroll',
      'GST and BAS',
      'Peppol',
      'Privacy Act 1988',
      'NZ Privacy Act 2020',
    ])
      expect(compliance).toContain(obligation)
    expect(await page().locator('#support li').count()).toBeGreaterThan(0)
  })

  it('offers fixed-price, time-and-materials and managed-service engagement, in en-AU spelling', async () => {
    expect(await headings(page().locator('#engagement-models'))).toEqual([
      'Fixed-price',
      'Time-and-materials',
      'Managed service',
    ])
    const text = await mainText(page())
    expect(text).toContain('organisations')
    expect(text).not.toMatch(/organiz|optimiz|synchroniz|customiz|prioritiz/i)
  })
})

describe('/frameworks/ai-smartbot', () => {
  const page = onPage('/frameworks/ai-smartbot')

  it('opens with a Request a Demo button to /contact', async () => {
    await expectHero(page(), 'AI SmartBot', 'AI-Powered')
    expect(await hrefOf(hero(page()), 'Request a Demo')).toBe('/contact/')
    expect(await hrefOf(closingCta(page()), 'Request a Demo')).toBe('/contact/')
  })

  it('shows exactly the four claims as a metrics strip', async () => {
    await expectFigures(page().locator('#results'), [
      ['90%', 'Faster reports'],
      ['75%', 'Fewer help-desk tickets'],
      ['3-6 months', 'Payback'],
      ['8 weeks', 'Implementation timeline'],
    ])
  })

  it('explains how it works, its use cases and the 8-week implementation', async () => {
    expect(await headings(page().locator('#how-it-works'))).toEqual([
      'Connects to your ERP and CRM data',
      'Answers in plain language',
      'Takes routine requests',
    ])
    expect(await page().locator('#how-it-works').innerText()).toContain('Role-based permissions')
    expect(await page().locator('#use-cases li').count()).toBe(6)
    const durations = await page()
      .locator('#implementation ol > li')
      .evaluateAll((phases) => phases.map((phase) => phase.textContent ?? ''))
    expect(durations.map((text) => text.match(/Weeks \d-\d/)?.[0])).toEqual([
      'Weeks 1-2',
      'Weeks 3-4',
      'Weeks 5-6',
      'Weeks 7-8',
    ])
  })
})

describe.each([
  '/frameworks',
  '/frameworks/vyaapari360',
  '/frameworks/vyaapari360/tally-integration',
  '/frameworks/unifysuite360',
  '/frameworks/ai-smartbot',
])('%s', (path) => {
  const page = onPage(path)

  it('links only to pages and anchors that exist', async () => {
    const hrefs = await page()
      .locator('main a, section:has(#contact-cta-heading) a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    const internal = [...new Set(hrefs.filter((href) => href.startsWith('/') || href.startsWith('#')))]
    expect(internal.length).toBeGreaterThan(0)
    for (const href of internal) {
      const [target = '', anchor] = href.split('#')
      const response = await page().request.get(baseUrl() + (target || path))
      expect(response.status(), href).toBe(200)
      if (anchor) expect(await response.text(), href).toContain(`id="${anchor}"`)
    }
  })
})

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { teamCopy } from '../copy/team.ts'
import { site } from '../site.config.ts'
import { blockPages, launchBrowser, mainText } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const openForBlock = blockPages(() => browser)

/** Opens `path` once for the tests of a describe block, and checks it logged no errors. */
function visit(path: string): () => Page {
  const opened = openForBlock(path)
  afterAll(() => expect(opened().errors).toEqual([]))
  return () => opened().page
}

const sectionNamed = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const hrefs = (page: Page, selector: string) =>
  page
    .locator(selector)
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
const closingLink = (page: Page, name: string) =>
  page.locator('section:has(#contact-cta-heading)').getByRole('link', { name, exact: true })

describe('/about', () => {
  const page = visit('/about')

  it('opens with its heading and the four headline figures', async () => {
    expect(await page().locator('h1').textContent()).toBe('About Axon Intelligence')
    const strip = sectionNamed(page(), `${site.name} at a glance`)
    expect(await strip.locator('dd').allTextContents()).toEqual(['60%', '40%', '99.9%', '20+'])
    const labels = await strip.locator('dt').allTextContents()
    expect(labels).toHaveLength(4)
    ;[/faster implementation/i, /cost reduction/i, /uptime/i, /years/i].forEach((label, index) =>
      expect(labels[index]).toMatch(label),
    )
  })

  it('tells the story under "Our Story", naming the former company', async () => {
    const story = sectionNamed(page(), 'Our Story')
    expect(await story.locator('h2').textContent()).toBe('Our Story')
    expect(await story.innerText()).toContain(`began as ${site.formerName}`)
  })

  it('leads on to the difference, approach and team pages', async () => {
    expect(await hrefs(page(), '#explore')).toEqual(['/why-axon/difference/', '/why-axon/approach/', '/team/'])
    for (const name of ['The Axon Difference', 'Our Approach', 'Our Team'])
      expect(
        await page()
          .getByRole('link', { name: `Learn More about ${name}` })
          .count(),
      ).toBe(1)
  })

  it('introduces the founder and CEO, linking to the team page', async () => {
    const leadership = page().locator('#leadership')
    expect(await leadership.locator('h3').textContent()).toBe(site.founder.name)
    expect(await leadership.innerText()).toContain(site.founder.role)
    expect(await leadership.getByRole('link', { name: 'Meet the Leadership Team' }).getAttribute('href')).toBe('/team/')
    expect(await closingLink(page(), 'Schedule a Consultation').getAttribute('href')).toBe('/contact/')
  })
})

describe('/team', () => {
  const page = visit('/team')

  it('opens with its heading and the mission', async () => {
    expect(await page().locator('h1').textContent()).toBe('Leadership Team')
    expect(await page().locator('#mission').innerText()).toMatch(/mission/i)
  })

  it('profiles the six leaders with their role, biography, expertise and education', async () => {
    const cards = page().locator('#leadership article')
    expect(await cards.count()).toBe(6)
    expect(await cards.locator('h3').allTextContents()).toEqual(site.leadership.map((person) => person.name))
    expect(site.leadership[0]).toMatchObject(site.founder)
    for (const [index, person] of site.leadership.entries()) {
      const card = cards.nth(index)
      const profile = teamCopy.profiles[person.id]
      const text = await card.innerText()
      for (const line of [person.role, profile.bio]) expect(text).toContain(line)
      expect(await card.locator('dt').allTextContents()).toEqual(['Expertise', 'Education'])
      const [expertise, education] = [card.locator('dd').first().locator('li'), card.locator('dd').last().locator('li')]
      expect(await expertise.allTextContents()).toEqual(profile.expertise)
      expect(await education.allTextContents()).toEqual(profile.education)
      expect(profile.expertise.length).toBeGreaterThanOrEqual(2)
      for (const degree of profile.education) expect(degree).toMatch(/^(B\.|M\.|MBA|Bachelor|Master)/)
    }
  })

  it('states the three values, excellence drawn from the top 3% of talent', async () => {
    const values = page().locator('#values')
    expect(await values.locator('h3').allTextContents()).toEqual([
      'Excellence',
      'Transparency and Partnership',
      'Long-Term Thinking',
    ])
    expect(await values.locator('li').first().innerText()).toContain('top 3%')
  })

  it('invites applications by e-mail and offers a consultation', async () => {
    expect(await page().getByRole('link', { name: 'Join Our Team' }).getAttribute('href')).toBe(
      `mailto:${site.email.careers}`,
    )
    expect(await closingLink(page(), 'Schedule a Consultation').getAttribute('href')).toBe('/contact/')
  })
})

describe('/careers', () => {
  const page = visit('/careers')

  it('invites graduates of top Indian engineering institutes', async () => {
    expect(await page().locator('h1').textContent()).toBe('Build the Systems Enterprises Run On')
    const text = await mainText(page())
    for (const institute of ['IIT', 'NIT']) expect(text).toContain(institute)
    const headings = await page().locator('main h2').allTextContents()
    for (const heading of ['What You Will Work On', 'What We Look For', 'How We Grow Engineers', 'How to Apply'])
      expect(headings).toContain(heading)
    expect(await page().locator('#apply ol > li').count()).toBeGreaterThanOrEqual(3)
  })

  it('takes applications by e-mail to the careers address, with the subject filled in', async () => {
    const mailtos = await page()
      .locator('main a[href^="mailto:"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(mailtos.length).toBeGreaterThan(0)
    for (const href of mailtos) {
      const url = new URL(href)
      expect(url.pathname).toBe(site.email.careers)
      expect(url.searchParams.get('subject')).toBe('Application: Graduate Engineer')
    }
    expect(await page().getByRole('link', { name: 'Apply by Email' }).count()).toBe(mailtos.length)
  })
})

describe('/our-work', () => {
  const page = visit('/our-work')

  it('lists the founder’s career, most recent first, over twenty years and more', async () => {
    expect(await page().locator('h1').textContent()).toBe('Our Work')
    const entries = page().locator('#experience ol > li')
    const count = await entries.count()
    expect(count).toBeGreaterThanOrEqual(4)
    expect(count).toBeLessThanOrEqual(6)
    const periods = await entries.locator('h3 + p').allTextContents()
    expect(periods[0]).toMatch(/Present$/)
    const startYears = periods.map((period) => Number(period.slice(0, 4)))
    expect(startYears).toEqual([...startYears].sort((a, b) => b - a))
    expect(new Date().getFullYear() - Math.min(...startYears)).toBeGreaterThanOrEqual(20)
    const text = await page().locator('#experience').innerText()
    for (const employer of [site.name, ...Object.values(site.employers)]) expect(text).toContain(employer)
    for (let index = 0; index < count; index++) {
      expect(await entries.nth(index).locator('h3').innerText()).not.toBe('')
      expect(await entries.nth(index).locator('ul > li').count()).toBeGreaterThanOrEqual(2)
    }
  })

  it('features the laboratory-systems case study', async () => {
    expect(await page().locator('#case-study h2').textContent()).toBe('Scaling Laboratory Systems Across 6 Countries')
    expect(
      await page().locator('#case-study').getByRole('link', { name: 'Read the Case Study' }).getAttribute('href'),
    ).toBe('/our-work/laboratory-systems-case-study/')
  })
})

describe('/our-work/laboratory-systems-case-study', () => {
  const page = visit('/our-work/laboratory-systems-case-study')

  it('opens with a way back, the heading and the four headline metrics', async () => {
    expect(await page().getByRole('link', { name: 'Back to Our Work' }).getAttribute('href')).toBe('/our-work/')
    expect(await page().locator('h1').textContent()).toBe('Scaling Laboratory Systems Across 6 Countries')
    const metrics = sectionNamed(page(), 'Results at a Glance')
    expect(await metrics.locator('dd').allTextContents()).toEqual(['2 to 20+', '6', '15 weeks', '99.9%'])
  })

  it('describes the client, the challenge and the solution phases', async () => {
    const client = await page().locator('#client').innerText()
    for (const figure of ['900+', '€6B+']) expect(client).toContain(figure)
    expect(await page().locator('#challenge li').count()).toBeGreaterThanOrEqual(3)
    const phases = await page().locator('#solution ol > li').count()
    expect(phases).toBeGreaterThanOrEqual(3)
    expect(phases).toBeLessThanOrEqual(4)
  })

  it('sets out a 15-week timeline whose stages follow on week by week', async () => {
    expect(await page().locator('#timeline h2').textContent()).toContain('15-Week')
    const ranges = await page().locator('#timeline ol > li > p:first-child').allTextContents()
    let nextWeek = 1
    for (const range of ranges) {
      const [, from, to] = /^Weeks (\d+)-(\d+)$/.exec(range) ?? []
      expect(Number(from)).toBe(nextWeek)
      nextWeek = Number(to) + 1
    }
    expect(nextWeek - 1).toBe(15)
  })

  it('reports the results and closes with a call to contact', async () => {
    expect(await page().locator('#results h3').count()).toBeGreaterThanOrEqual(3)
    expect(await closingLink(page(), 'Schedule a Consultation').getAttribute('href')).toBe('/contact/')
  })
})

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { site } from '../site.config.ts'
import { blockPages, launchBrowser, mainText } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const openForBlock = blockPages(() => browser)

/** Opens a page for the tests of one describe block. */
const usePage = (path: string, width = 1280): (() => Page) => {
  const opened = openForBlock(path, { width, height: 900 })
  return () => opened().page
}

const sectionTitled = (page: Page, heading: string | RegExp) =>
  page.locator('main section', { has: page.getByRole('heading', { level: 2, name: heading }) })

const industries = [
  {
    path: '/industries/manufacturing',
    h1: 'Integration for Manufacturing',
    sections: ['Manufacturing Use Cases We Deliver'],
    metrics: [
      ['70%', 'Less manual data entry'],
      ['95%', 'Fewer entry errors'],
      ['200+', 'Hours saved monthly'],
      ['5-10 years', 'ERP life extension'],
    ],
  },
  {
    path: '/industries/life-sciences-healthcare',
    h1: 'Integration for Life Sciences & Healthcare',
    sections: ['Life Sciences and Healthcare Use Cases', 'Built for Validated Environments'],
    metrics: [
      ['2 → 20+', 'Lab deployments scaled'],
      ['6', 'Countries'],
      ['15 weeks', 'Pilot to production'],
      ['99.9%', 'System uptime'],
    ],
  },
  {
    path: '/industries/financial-services',
    h1: 'Integration for Financial Services',
    sections: ['Compliance Built Into Every Data Flow'],
    metrics: [
      ['60-80%', 'Cycle time reduction'],
      ['Below 0.5%', 'Error rates'],
      ['99.9%', 'Uptime SLA'],
      ['6-12 months', 'Time to ROI'],
    ],
  },
]

describe.each(industries)('$path', ({ path, h1, sections, metrics }) => {
  const page = usePage(path)

  it('opens with its heading and a button to book a consultation', async () => {
    const hero = page().locator('main section').first()
    expect(await hero.locator('h1').textContent()).toBe(h1)
    expect(await hero.getByRole('link', { name: 'Schedule a Consultation' }).getAttribute('href')).toBe('/contact/')
  })

  it('lists four challenges and four solutions, each titled and described', async () => {
    for (const id of ['challenges', 'solutions']) {
      const items = page().locator(`#${id} li`)
      expect(await items.count()).toBe(4)
      for (const item of await items.all()) {
        expect((await item.locator('h3').textContent())?.trim()).toBeTruthy()
        expect((await item.locator('p').textContent())?.trim().length).toBeGreaterThan(40)
      }
    }
  })

  it('has its use-case or compliance sections, each item with the points it covers', async () => {
    for (const heading of sections) {
      const section = sectionTitled(page(), heading)
      expect(await section.count()).toBe(1)
      const items = section.locator(':scope > div > ul > li')
      expect(await items.count()).toBeGreaterThanOrEqual(3)
      for (const item of await items.all()) expect(await item.locator('ul li').count()).toBeGreaterThanOrEqual(3)
    }
  })

  it('shows four figures with what they measure', async () => {
    const figures = page().locator('#outcomes dl > div')
    const shown = await figures.evaluateAll((nodes) =>
      nodes.map((node) => [node.querySelector('dd')?.textContent, node.querySelector('dt')?.textContent]),
    )
    expect(shown).toEqual(metrics)
  })

  it('closes with a consultation call to action leading to /contact', async () => {
    const cta = page().locator('section:has(#contact-cta-heading)')
    expect(await cta.getByRole('link', { name: 'Schedule a Consultation' }).getAttribute('href')).toBe('/contact/')
  })
})

describe('/industries/life-sciences-healthcare compliance and proof', () => {
  const page = usePage('/industries/life-sciences-healthcare')

  it('covers GxP, 21 CFR Part 11 and GDPR/HIPAA-style data protection without claiming certification', async () => {
    const compliance = sectionTitled(page(), 'Built for Validated Environments')
    const titles = await compliance.locator('h3').allTextContents()
    expect(titles).toEqual(expect.arrayContaining(['GxP', '21 CFR Part 11', 'GDPR and HIPAA-Style Data Protection']))
    expect(await compliance.innerText()).toMatch(/do not hold or claim certifications/)
  })

  it('links to the laboratory-systems case study from its figures', async () => {
    const link = page().locator('#outcomes').getByRole('link', { name: 'Read the Case Study' })
    expect(await link.getAttribute('href')).toBe('/our-work/laboratory-systems-case-study/')
  })
})

describe('/industries/financial-services compliance', () => {
  const page = usePage('/industries/financial-services')

  it('explains audit trails, segregation of duties, data protection and reporting lineage', async () => {
    const compliance = sectionTitled(page(), 'Compliance Built Into Every Data Flow')
    expect(await compliance.locator('h3').allTextContents()).toEqual([
      'Complete Audit Trails',
      'Segregation of Duties',
      'Data Protection and Privacy',
      'Regulatory Reporting Lineage',
    ])
  })
})

const legalPages = [
  { path: '/privacy-policy', h1: 'Privacy Policy', updated: ['28 November 2026', '2026-11-28'] },
  { path: '/terms-of-service', h1: 'Terms of Service', updated: ['13 October 2025', '2025-10-13'] },
]

describe.each(legalPages)('$path', ({ path, h1, updated: [date, datetime] }) => {
  const page = usePage(path, 390)

  it(`is dated ${date} under its heading`, async () => {
    const hero = page().locator('main section').first()
    expect(await hero.locator('h1').textContent()).toBe(h1)
    expect(await hero.innerText()).toContain(`Last updated: ${date}`)
    expect(await hero.locator('time').getAttribute('datetime')).toBe(datetime)
  })

  it('numbers its sections and links each one from the table of contents', async () => {
    const contents = page().getByRole('navigation', { name: 'Contents' })
    const links = await contents
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href'), text: a.textContent })))
    expect(links.length).toBeGreaterThanOrEqual(10)
    for (const [index, link] of links.entries()) {
      expect(link.href).toMatch(/^#[a-z-]+$/)
      const target = page().locator(`${link.href}`)
      expect(await target.count()).toBe(1)
      expect(await target.locator('h2').textContent()).toBe(`${index + 1}. ${link.text}`)
    }
  })

  it('scrolls a section into view below the sticky header from the table of contents', async () => {
    const contents = page().getByRole('navigation', { name: 'Contents' })
    const last = contents.getByRole('link').last()
    const href = await last.getAttribute('href')
    await last.click()
    await expect
      .poll(() =>
        page()
          .locator(`${href} h2`)
          .evaluate((heading) => Math.round(heading.getBoundingClientRect().top)),
      )
      .toBeGreaterThanOrEqual(80)
    expect(
      page()
        .url()
        .endsWith(href ?? ''),
    ).toBe(true)
  })

  it('says the site is for people aged 18 or over', async () => {
    expect(await mainText(page())).toMatch(/aged 18 or over/)
  })
})

describe('/privacy-policy content', () => {
  const page = usePage('/privacy-policy')

  it('says who we are, with the former name', async () => {
    expect(await sectionTitled(page(), /Who We Are/).innerText()).toContain(
      `${site.name} (formerly ${site.formerName})`,
    )
  })

  it('lists the contact-form fields it collects, where the visit came from, and the server logs', async () => {
    const text = await sectionTitled(page(), /What We Collect/).innerText()
    expect(text).toMatch(/your name, e-mail address, company, role, phone number and message/)
    expect(text).toMatch(/the first page you opened on your visit; the website that linked you to it/)
    expect(text).toMatch(/utm_source, utm_medium, utm_campaign, utm_term and utm_content/)
    expect(text).toMatch(/Server logs/)
  })

  it('sets no cookies and says so, and says what the session note and the spam puzzle keep', async () => {
    const text = await sectionTitled(page(), /Cookies and Tracking/).innerText()
    expect(text).toMatch(/sets no cookies.*no advertising trackers/s)
    expect(text).toMatch(/session storage.*deleted when you close the tab.*nothing is kept from one visit to the next/s)
    expect(text).toMatch(/Instead of a third-party CAPTCHA.*proof of work.*sets no cookie/s)
    expect(await page().context().cookies()).toEqual([])
  })

  it('states how long enquiries are kept, in its text and in the summary beside its heading', async () => {
    expect(await sectionTitled(page(), /How Long We Keep It/).innerText()).toMatch(
      /Enquiries, with where the visit came from: .* closed is deleted automatically 12 months after/,
    )
    expect(await page().locator('main section').first().innerText()).toMatch(/Your enquiry\s+12 months/)
  })

  it('discloses its service providers and that it sells no data', async () => {
    const text = await sectionTitled(page(), /Service Providers/).innerText()
    expect(text).toMatch(/Hosting and database provider/)
    expect(text).toMatch(/E-mail delivery provider/)
    expect(await sectionTitled(page(), /Do Not Sell/).innerText()).toMatch(/do not sell or rent personal information/)
  })

  it('says where data is stored and processed, and how transfers are safeguarded', async () => {
    const text = await sectionTitled(page(), /Where Your Data Is Stored and Processed/).innerText()
    expect(text).toMatch(/India, Australia, New Zealand, Europe and North America/)
    expect(text).toMatch(/standard contractual clauses/)
  })

  it('lists the data rights, including a complaint to a supervisory authority', async () => {
    const rights = await sectionTitled(page(), /Your Rights/)
      .locator('li strong')
      .allTextContents()
    expect(rights).toEqual([
      'Access:',
      'Correction:',
      'Deletion:',
      'Objection and restriction:',
      'Portability:',
      'Complaint:',
    ])
  })

  it('says how to have one’s enquiries erased', async () => {
    const deletion = sectionTitled(page(), /Your Rights/).locator('li', { hasText: 'Deletion:' })
    expect(await deletion.innerText()).toMatch(/delete every enquiry sent from that address/)
    expect(await deletion.getByRole('link', { name: site.email.contact }).getAttribute('href')).toBe(
      `mailto:${site.email.contact}?subject=Data%20rights%20request`,
    )
  })

  it('gives a data-rights contact that opens an e-mail with a subject', async () => {
    const link = sectionTitled(page(), /Exercise Your Rights/).getByRole('link', { name: site.email.contact })
    expect(await link.getAttribute('href')).toBe(`mailto:${site.email.contact}?subject=Data%20rights%20request`)
  })
})

describe('/terms-of-service content', () => {
  const page = usePage('/terms-of-service')

  it('says Insights articles are general information, not professional advice', async () => {
    expect(await sectionTitled(page(), /Insights Articles/).innerText()).toMatch(/not professional advice/)
  })

  it('links to the Privacy Policy and names the governing law', async () => {
    expect(
      await sectionTitled(page(), /^\d+\. Privacy$/)
        .getByRole('link', { name: 'Privacy Policy' })
        .getAttribute('href'),
    ).toBe('/privacy-policy/')
    expect(await sectionTitled(page(), /Governing Law/).innerText()).toContain(`the laws of ${site.legal.governingLaw}`)
  })

  it('gives a contact address for questions', async () => {
    const link = sectionTitled(page(), /Contact Us/).getByRole('link', { name: site.email.contact })
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^mailto:${site.email.contact}\\?subject=`))
  })
})

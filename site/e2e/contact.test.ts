import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { localServiceRoleKey } from '../../supabase/local/index.ts'
import { createServiceClient } from '../lib/supabase/service.ts'
import { site } from '../site.config.ts'
import { axeViolations, baseUrl, hydrated, launchBrowser, mainText, recordErrors, sitePath } from './browser.ts'

// The site was built against the tests' stand-in, which serves the contact-form function.
const functionUrl = `${inject('supabaseUrl')}/functions/v1/contact-form`
const service = createServiceClient({ url: inject('supabaseUrl'), key: localServiceRoleKey })

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())
beforeEach(async () => {
  await service.from('contact_enquiries').delete().not('id', 'is', null)
  await service.from('contact_rate_limits').delete().gte('id', 0)
})

async function storedEnquiries() {
  const { data, error } = await service.from('contact_enquiries').select('name, email, message, flagged_reason')
  if (error) throw new Error(error.message)
  return data
}

/** Where each stored enquiry came from, as the inbox shows it. */
async function storedOrigins() {
  const { data, error } = await service
    .from('contact_enquiries')
    .select(
      'flagged_reason, page_path, landing_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content',
    )
  if (error) throw new Error(error.message)
  return data
}

// Enough visits that an enquiry lost now and then would show, few enough to keep the suite quick; each
// loop forgets the attempts in between, as together they pass the rate limit for one address.
const visits = 3
const forgetAttempts = () => service.from('contact_rate_limits').delete().gte('id', 0).throwOnError()

/** Holds the page's calls to the function until `hold` resolves, so the sending state can be seen. */
async function holdRequests(page: Page, hold: Promise<void>) {
  await page.route(functionUrl, async (route) => {
    await hold
    await route.continue()
  })
}

const visitor = {
  Name: 'Priya Raman',
  Company: 'Example Manufacturing',
  Email: 'priya@example.com',
  'How can we help?': 'Three ERPs after two acquisitions; we need one order-to-cash flow.',
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: false }).first().fill(value)
}

// A person takes more than three seconds to fill in the form; the function flags faster senders as
// scripts. The page's clock is Playwright's, so the test moves it on rather than waiting.
const likeAPerson = (page: Page) => page.clock.fastForward(40_000)

/** Opens the contact page with a clock the test controls, by default the real time. */
async function openContact(options: BrowserContextOptions = {}, clockTime = Date.now()) {
  const context = await browser.newContext({ baseURL: baseUrl(), ...options })
  await context.clock.install({ time: clockTime })
  const page = await context.newPage()
  const errors = await recordErrors(page)
  await page.goto('/contact')
  // The form works before it hydrates, but then the browser posts it: wait for the page to take over.
  if (options.javaScriptEnabled === false) await page.locator('form').waitFor()
  else await hydrated(page.locator('form'))
  return { page, errors }
}

describe('the contact page', () => {
  it('shows the form with its labelled fields, the next steps and the other ways to reach the firm', async () => {
    const { page, errors } = await openContact()
    try {
      const field = (label: string) => page.getByLabel(label, { exact: false }).first()
      const shape = async (label: string) =>
        field(label).evaluate((element: HTMLInputElement) => ({
          type: element.type,
          required: element.required,
          placeholder: element.placeholder,
        }))
      expect(await shape('Name')).toEqual({ type: 'text', required: true, placeholder: 'Your name' })
      expect(await shape('Company')).toEqual({ type: 'text', required: true, placeholder: 'Company name' })
      expect(await shape('Email')).toEqual({ type: 'email', required: true, placeholder: 'name@company.com' })
      expect(await shape('Phone')).toEqual({ type: 'tel', required: false, placeholder: '+1 (555) 000-0000' })
      expect(await shape('Your Role')).toEqual({
        type: 'text',
        required: false,
        placeholder: 'e.g., CIO, VP of Operations',
      })
      expect(await shape('How can we help?')).toEqual({
        type: 'textarea',
        required: true,
        placeholder: 'Tell us about your integration challenges...',
      })
      expect(await field('How can we help?').getAttribute('rows')).toBe('6')
      const asterisks = await page
        .locator('form label')
        .evaluateAll((labels) =>
          labels
            .filter((label) => label.textContent?.trim().endsWith('*'))
            .map((label) => label.textContent?.replace('*', '').trim()),
        )
      expect(asterisks).toEqual(['Name', 'Company', 'Email', 'How can we help?'])
      const steps = page
        .getByRole('heading', { name: 'What happens next?' })
        .locator('xpath=following-sibling::ol[1]/li')
      expect(await steps.count()).toBe(4)
      const text = await mainText(page)
      for (const phrase of [
        'within 24 hours',
        '30-minute consultation',
        'Available upon consultation request',
        'India, Australia, New Zealand, Europe and North America',
        `Why Choose ${site.name}?`,
      ])
        expect(text).toContain(phrase)
      expect(await page.locator(`main a[href="mailto:${site.email.contact}"]`).count()).toBeGreaterThan(0)
      // The toasts' live region is in the page as soon as the visitor starts on the form, before any toast.
      await page.getByLabel('Name', { exact: false }).first().focus()
      await page.getByRole('region', { name: /^Notifications/ }).waitFor({ state: 'attached' })
      expect(await page.getByRole('region', { name: /^Notifications/ }).count()).toBe(1)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('sends an enquiry: Sending... while it travels, then a toast with the server message, and a confirmation that stays until the visitor writes another', async () => {
    const { page, errors } = await openContact()
    try {
      let release = () => {}
      await holdRequests(page, new Promise<void>((resolve) => (release = resolve)))
      await fill(page, visitor)
      await likeAPerson(page)
      await page.getByRole('button', { name: 'Send Message' }).click()
      const sending = page.getByRole('button', { name: 'Sending...' })
      await sending.waitFor()
      expect(await sending.isDisabled()).toBe(true)
      release()
      const toast = page.locator('[data-sonner-toast]')
      await toast.waitFor()
      expect(await toast.innerText()).toMatch(
        /Message sent successfully!\s+Thank you, Priya\. A senior architect will reply within 24 hours/,
      )
      // The confirmation takes the form's place, with focus on it, and outlasts the toast.
      const confirmed = page.getByRole('heading', { name: 'Thank you, Priya Raman: your message is on its way' })
      await confirmed.waitFor()
      expect(await confirmed.evaluate((heading) => heading === document.activeElement)).toBe(true)
      expect(await page.locator('form[method="post"]').count()).toBe(0)
      expect(await page.getByRole('heading', { name: 'What happens next', exact: true }).count()).toBe(1)
      await page.clock.fastForward(10_000)
      await expect.poll(() => toast.count()).toBe(0)
      expect(await confirmed.isVisible()).toBe(true)
      expect(await storedEnquiries()).toEqual([
        { name: 'Priya Raman', email: 'priya@example.com', message: visitor['How can we help?'], flagged_reason: null },
      ])
      expect(await axeViolations(page)).toEqual([])

      // Another message starts from an empty form, with the cursor in its first field.
      await page.getByRole('button', { name: 'Send another message' }).click()
      const name = page.getByLabel('Name', { exact: false }).first()
      await name.waitFor()
      expect(await name.evaluate((field) => field === document.activeElement)).toBe(true)
      expect(await name.inputValue()).toBe('')
      expect(await page.getByLabel('How can we help?').inputValue()).toBe('')
      expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('keeps the form when the server refuses it, and says what to fix', async () => {
    const { page } = await openContact()
    try {
      await fill(page, { ...visitor, Phone: 'ask reception' })
      await likeAPerson(page)
      await page.getByRole('button', { name: 'Send Message' }).click()
      const toast = page.locator('[data-sonner-toast]')
      await toast.waitFor()
      expect(await toast.innerText()).toMatch(/Error sending message\s+Some fields need your attention/)
      const phone = page.getByLabel('Phone')
      expect(await phone.inputValue()).toBe('ask reception')
      expect(await page.getByLabel('Name', { exact: false }).first().inputValue()).toBe('Priya Raman')
      expect(await phone.getAttribute('aria-invalid')).toBe('true')
      expect(await page.locator(`#${await phone.getAttribute('aria-describedby')}`).innerText()).toBe(
        'Enter a phone number using digits, spaces and + ( ) - only.',
      )
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('phone')
      expect(await storedEnquiries()).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('keeps the form when the network fails, and offers the e-mail address', async () => {
    const { page } = await openContact()
    try {
      await page.route(functionUrl, (route) => route.abort('internetdisconnected'))
      await fill(page, visitor)
      await page.getByRole('button', { name: 'Send Message' }).click()
      const toast = page.locator('[data-sonner-toast]')
      await toast.waitFor()
      expect(await toast.innerText()).toMatch(
        new RegExp(`^Error\\s+Please try again or email us directly at ${site.email.contact.replace(/\./g, '\\.')}`),
      )
      expect(await page.getByLabel('How can we help?').inputValue()).toBe(visitor['How can we help?'])
    } finally {
      await page.context().close()
    }
  })

  it('works without JavaScript: the form posts, sends no fill time and no proof of work, and the visitor lands on a thank-you page with the enquiry stored, flagged for review', async () => {
    for (let visit = 1; visit <= visits; visit++) {
      await forgetAttempts()
      const { page } = await openContact({ javaScriptEnabled: false })
      try {
        await fill(page, visitor)
        const [landed] = await Promise.all([
          page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/contact/thank-you')),
          page.getByRole('button', { name: 'Send Message' }).click(),
        ])
        // The function's 303 leads straight to the page's address: no second redirect from the host.
        expect([new URL(landed.url()).pathname, landed.status()]).toEqual(['/contact/thank-you/', 200])
        const posted = landed.request().redirectedFrom()
        expect([posted?.method(), (await posted?.response())?.status(), posted?.redirectedFrom()]).toEqual([
          'POST',
          303,
          null,
        ])
        expect(await page.locator('h1').innerText()).toBe('Thank you: your message is on its way')
      } finally {
        await page.context().close()
      }
    }
    // Without JavaScript there is no proof of work, so staff review the enquiry before it counts as
    // new; and nothing of the visit travels with it. (The browser's Referer names only the site, as it
    // does for any post to another origin, here the API's.)
    expect(await storedEnquiries()).toEqual(
      Array.from({ length: visits }, () =>
        expect.objectContaining({ name: 'Priya Raman', flagged_reason: 'challenge_missing' }),
      ),
    )
    expect(await storedOrigins()).toEqual(
      Array.from({ length: visits }, () =>
        expect.objectContaining({ landing_path: null, referrer: null, utm_source: null }),
      ),
    )
  })

  it('stores the enquiry of a visitor whose device clock runs a minute fast and who takes 40 seconds over the form', async () => {
    for (let visit = 1; visit <= visits; visit++) {
      await forgetAttempts()
      const { page, errors } = await openContact({}, Date.now() + 60_000)
      try {
        await fill(page, visitor)
        await likeAPerson(page)
        await page.getByRole('button', { name: 'Send Message' }).click()
        await page.locator('[data-sonner-toast]').waitFor()
        expect(await page.locator('[data-sonner-toast]').innerText()).toMatch(/^Message sent successfully!/)
        expect(errors).toEqual([])
      } finally {
        await page.context().close()
      }
    }
    expect(await storedEnquiries()).toEqual(
      Array.from({ length: visits }, () => expect.objectContaining({ name: 'Priya Raman', flagged_reason: null })),
    )
  })
})

describe('where an enquiry comes from, and the proof of work sent with it', () => {
  const article = '/insights/integration-maturity-model'
  const challengeUrl = `${functionUrl}/challenge`

  /** A visit in a tab of its own, the way a visitor's browser keeps it (sessionStorage is per tab). */
  async function startVisit() {
    const context = await browser.newContext({ baseURL: baseUrl() })
    await context.clock.install({ time: Date.now() })
    const page = await context.newPage()
    const errors = await recordErrors(page)
    const challenges: string[] = []
    page.on('request', (request) => {
      if (request.url() === challengeUrl) challenges.push(sitePath(page.url()))
    })
    return { page, errors, challenges }
  }

  it('sends the landing article with its campaign tags, the page the form was opened from, the referring site, and a solved challenge asked for only once the visitor turned to the form', async () => {
    const { page, errors, challenges } = await startVisit()
    try {
      // From a search result to an article of the newsletter's autumn campaign, then on to the form.
      await page.goto(`${article}?utm_source=newsletter&utm_campaign=autumn`, {
        referer: 'https://www.google.com/search?q=integration+maturity',
      })
      await page.locator('body section:not(footer section)').last().locator('a[href="/contact/"]').first().click()
      await page.waitForURL((url) => sitePath(url) === '/contact')
      await hydrated(page.locator('form'))
      // Reading the page costs the visitor nothing: no challenge until they start on the form.
      await page.waitForLoadState('networkidle')
      expect(challenges).toEqual([])
      const asked = page.waitForRequest(challengeUrl)
      await page.getByLabel('Name', { exact: false }).first().focus()
      await asked
      expect(challenges).toEqual(['/contact'])
      await fill(page, visitor)
      await likeAPerson(page)
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.getByRole('heading', { name: 'Thank you, Priya Raman: your message is on its way' }).waitFor()
      expect(challenges).toHaveLength(1)
      expect(await storedOrigins()).toEqual([
        {
          flagged_reason: null,
          page_path: article,
          landing_path: `${article}?utm_source=newsletter&utm_campaign=autumn`,
          referrer: 'https://www.google.com',
          utm_source: 'newsletter',
          utm_medium: null,
          utm_campaign: 'autumn',
          utm_term: null,
          utm_content: null,
        },
      ])
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('counts an enquiry from a visitor who came straight to the form against the form, with no referrer or tags', async () => {
    const { page, errors } = await startVisit()
    try {
      await page.goto('/contact')
      await hydrated(page.locator('form'))
      await fill(page, visitor)
      await likeAPerson(page)
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.locator('[data-sonner-toast]').waitFor()
      expect(await storedOrigins()).toEqual([
        expect.objectContaining({
          flagged_reason: null,
          page_path: '/contact',
          landing_path: '/contact',
          referrer: null,
        }),
      ])
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('says Checking... while the proof of work is still on its way, then sends the enquiry with it', async () => {
    const { page } = await startVisit()
    try {
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(challengeUrl, async (route) => {
        await held
        await route.continue()
      })
      await page.goto('/contact')
      await hydrated(page.locator('form'))
      await fill(page, visitor)
      await likeAPerson(page)
      await page.getByRole('button', { name: 'Send Message' }).click()
      const checking = page.getByRole('button', { name: 'Checking...' })
      await checking.waitFor()
      expect(await checking.isDisabled()).toBe(true)
      release()
      await page.locator('[data-sonner-toast]').waitFor()
      expect(await page.locator('[data-sonner-toast]').innerText()).toMatch(/^Message sent successfully!/)
      expect(await storedEnquiries()).toEqual([expect.objectContaining({ flagged_reason: null })])
    } finally {
      await page.context().close()
    }
  })

  it('sends the enquiry without a proof of work when the challenge cannot be had, after a few seconds at most, and it is kept, flagged', async () => {
    const { page } = await startVisit()
    try {
      // The challenge never arrives: the visitor waits five seconds, no longer.
      await page.route(challengeUrl, () => {})
      await page.goto('/contact')
      await hydrated(page.locator('form'))
      await fill(page, visitor)
      await likeAPerson(page)
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.getByRole('button', { name: 'Checking...' }).waitFor()
      await page.clock.fastForward(5_000)
      await page.locator('[data-sonner-toast]').waitFor()
      expect(await page.locator('[data-sonner-toast]').innerText()).toMatch(/^Message sent successfully!/)

      // The challenge cannot be fetched at all: the enquiry goes at once.
      await page.unroute(challengeUrl)
      await page.route(challengeUrl, (route) => route.abort('connectionrefused'))
      await page.getByRole('button', { name: 'Send another message' }).click()
      await fill(page, { ...visitor, Name: 'Sam Lee' })
      await likeAPerson(page)
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.getByRole('heading', { name: 'Thank you, Sam Lee: your message is on its way' }).waitFor()
      const stored = await storedEnquiries()
      expect(stored.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        expect.objectContaining({ name: 'Priya Raman', flagged_reason: 'challenge_missing' }),
        expect.objectContaining({ name: 'Sam Lee', flagged_reason: 'challenge_missing' }),
      ])
    } finally {
      await page.context().close()
    }
  })
})

// An enquiry's whole way, as people and machines meet it: a visitor from a newsletter reads an
// article and books a consultation; the firm's CRM receives it signed, even though it was down the
// first time; staff find it in the inbox with where it came from, work it to Closed, export it and
// erase it on request. And an enquiry sent without the form's proof of work waits, flagged, until
// staff find it genuine; only then do the e-mail and the hand-off go out.
import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startReceiver, type Receiver } from '../../supabase/functions/_shared/enquiries/__fixtures__/receiver.ts'
import { enquiryCopy, eraseCopy, inboxCopy } from '../copy/admin-enquiries.ts'
import { adminBackend, adminBackendUrl, giveFileAdminBackend, openAdmin } from './admin-browser.ts'
import { hydrated, launchBrowser } from './browser.ts'

const webhookSecret = 'whsec-journey-test-secret'
let webhook: Receiver
let mail: Receiver

let browser: Browser
// Before the backend starts (hooks run in the order they are given), so its functions know where to send.
beforeAll(async () => {
  ;[webhook, mail] = await Promise.all([startReceiver(), startReceiver()])
  browser = await launchBrowser()
}, 60_000)
giveFileAdminBackend(() => ({
  ENQUIRY_WEBHOOK_URL: webhook.url,
  ENQUIRY_WEBHOOK_SECRET: webhookSecret,
  RESEND_API_KEY: 're_journey_test',
  RESEND_API_URL: new URL('/', mail.url).href,
  CONTACT_NOTIFY_FROM: 'Website <website@axon.test>',
  CONTACT_NOTIFY_TO: 'consultations@axon.test',
}))

afterAll(async () => {
  await browser?.close()
  await Promise.all([webhook?.close(), mail?.close()])
})

/** The webhook's deliveries of one enquiry, each checked as the README tells a receiver to check it. */
function deliveriesOf(id: string) {
  return webhook.received
    .filter((request) => request.headers['x-axon-delivery'] === id)
    .map(({ headers, body }) => {
      const timestamp = String(headers['x-axon-timestamp'])
      const expected = createHmac('sha256', webhookSecret).update(`${timestamp}.${body}`).digest('hex')
      return {
        signed: headers['x-axon-signature'] === `v1=${expected}`,
        payload: JSON.parse(body) as Record<string, unknown>,
      }
    })
}

const mailsAbout = (name: string) => mail.received.filter((request) => request.body.includes(name))

async function storedEnquiry(name: string) {
  const { data, error } = await adminBackend()
    .from('contact_enquiries')
    .select('id, status, notes, flagged_reason, review, landing_path, utm_source, notified_at, handed_off_at')
    .eq('name', name)
    .maybeSingle()
  if (error) throw new Error(error.message)
  return data
}

const visitor = {
  Name: 'Noor Haddad',
  Company: 'Haddad Logistics',
  Email: 'noor@haddad.example',
  'How can we help?': 'Our warehouse system and our ERP disagree about stock every Monday. Can you help?',
}

async function fillForm(page: Page) {
  for (const [label, value] of Object.entries(visitor))
    await page.getByLabel(label, { exact: false }).first().fill(value)
}

describe('an enquiry from a newsletter reader', () => {
  const article = '/insights/integration-maturity-model'
  let id = ''

  it('is stored with where the visit came from, and handed to the CRM once, signed, though it failed at first', async () => {
    webhook.answerWith(503)
    const { page, errors } = await openAdmin(browser, `${article}?utm_source=newsletter&utm_campaign=autumn`)
    try {
      await page.locator('a[href="/contact/"]').last().click()
      await page.waitForURL(/\/contact\/?$/)
      await hydrated(page.locator('form'))
      await fillForm(page)
      // A person takes more than a few seconds over the form; anything quicker is flagged as a script.
      await new Promise((resolve) => setTimeout(resolve, 3_500))
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.getByRole('heading', { name: /^Thank you, Noor Haddad/ }).waitFor()
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
    const stored = await storedEnquiry('Noor Haddad')
    expect(stored).toMatchObject({
      status: 'new',
      flagged_reason: null,
      landing_path: `${article}?utm_source=newsletter&utm_campaign=autumn`,
      utm_source: 'newsletter',
    })
    id = stored!.id
    // The first try met a 503; the retry a moment later was taken. Both signed, one enquiry.
    await expect.poll(() => deliveriesOf(id).length, { timeout: 20_000 }).toBe(2)
    expect(deliveriesOf(id).map((delivery) => delivery.signed)).toEqual([true, true])
    expect(deliveriesOf(id)[1]!.payload).toMatchObject({
      type: 'enquiry.created',
      id,
      name: 'Noor Haddad',
      landing_path: `${article}?utm_source=newsletter&utm_campaign=autumn`,
      utm: expect.objectContaining({ source: 'newsletter', campaign: 'autumn' }),
    })
    await expect.poll(async () => (await storedEnquiry('Noor Haddad'))?.handed_off_at).toEqual(expect.any(String))
    await expect.poll(() => mailsAbout('Noor Haddad').length).toBe(1)
  })

  it('is worked by staff from New to Closed with a note, exported, and erased on request', async () => {
    const { page, errors } = await openAdmin(browser, '/admin/enquiries', { as: 'staff' })
    try {
      await page.getByRole('link', { name: inboxCopy.open('Noor Haddad', 'Haddad Logistics') }).click()
      await page.getByRole('heading', { level: 1, name: /Noor Haddad/ }).waitFor()
      const origin = await page.getByRole('region', { name: enquiryCopy.origin.heading }).innerText()
      for (const part of [article, 'newsletter', 'autumn']) expect(origin).toContain(part)

      const statuses = page.getByRole('group', { name: enquiryCopy.status.label })
      await statuses.getByRole('button', { name: 'In progress' }).click()
      await expect.poll(async () => (await storedEnquiry('Noor Haddad'))?.status).toBe('in_progress')
      await page.getByRole('textbox', { name: enquiryCopy.notes.label }).fill('Call booked for Thursday 10:00.')
      await page.getByRole('button', { name: enquiryCopy.notes.save }).click()
      await expect.poll(async () => (await storedEnquiry('Noor Haddad'))?.notes).toBe('Call booked for Thursday 10:00.')
      await statuses.getByRole('button', { name: 'Closed' }).click()
      await expect.poll(async () => (await storedEnquiry('Noor Haddad'))?.status).toBe('closed')

      await page.goto('/admin/enquiries?filter=closed')
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: inboxCopy.export.button }).click(),
      ])
      const csv = readFileSync(await download.path(), 'utf8')
      expect(csv).toContain('Noor Haddad')
      expect(csv).toContain(`${article}?utm_source=newsletter&utm_campaign=autumn`)

      await page.goto('/admin/enquiries/erase')
      await page.getByRole('textbox', { name: eraseCopy.label }).fill('NOOR@haddad.example')
      await page.keyboard.press('Enter')
      await page.getByRole('group', { name: eraseCopy.confirm(1, 'NOOR@haddad.example') }).waitFor()
      await page.getByRole('button', { name: eraseCopy.erase(1) }).click()
      await page
        .getByRole('status')
        .filter({ hasText: /Erased/ })
        .waitFor()
      expect(await storedEnquiry('Noor Haddad')).toBeNull()
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})

describe('an enquiry sent without the proof of work', () => {
  it('waits flagged, told to nobody, until staff find it genuine; then the e-mail and the hand-off go out', async () => {
    const sent = await fetch(`${adminBackendUrl()}/functions/v1/contact-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(adminBackendUrl()).origin },
      body: JSON.stringify({
        name: 'Omar Script',
        email: 'omar@script.example',
        company: 'Script & Sons',
        message: 'Sent by a program that did not solve the challenge.',
      }),
    })
    expect(sent.status).toBe(200)
    const flagged = await storedEnquiry('Omar Script')
    expect(flagged).toMatchObject({ flagged_reason: 'challenge_missing', review: null, notified_at: null })
    const id = flagged!.id
    // Nothing goes out for a flagged enquiry, however long one waits.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(deliveriesOf(id)).toEqual([])
    expect(mailsAbout('Omar Script')).toEqual([])

    const { page, errors } = await openAdmin(browser, `/admin/enquiries/enquiry?id=${id}`, { as: 'staff' })
    try {
      await page.getByRole('heading', { level: 2, name: enquiryCopy.review.heading }).waitFor()
      await page.getByRole('button', { name: enquiryCopy.review.genuine }).click()
      await expect.poll(() => mailsAbout('Omar Script').length, { timeout: 20_000 }).toBe(1)
      await expect.poll(() => deliveriesOf(id).length, { timeout: 20_000 }).toBe(1)
      expect(deliveriesOf(id)[0]!.signed).toBe(true)
      await expect
        .poll(async () => await storedEnquiry('Omar Script'))
        .toMatchObject({ review: 'genuine', status: 'new', notified_at: expect.any(String) })
      expect(errors.filter((error) => !error.includes('enquiry-delivery'))).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})

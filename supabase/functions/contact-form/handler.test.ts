import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startLocalSupabase, type LocalSupabase } from '../../local/index.ts'
import { fieldLimits } from './fields.ts'
import { createContactForm, type ContactFormOptions } from './handler.ts'
import type { Notifier } from './notify.ts'
import { supabaseEnquiryStore } from './store.ts'

let supabase: LocalSupabase
beforeAll(async () => {
  supabase = await startLocalSupabase({ port: false })
})
afterAll(() => supabase?.stop())
beforeEach(async () => {
  await supabase.db.exec('delete from public.contact_enquiries; delete from public.contact_rate_limits;')
})

const site = 'http://127.0.0.1:3000'
const start = Date.parse('2026-11-23T10:00:00Z')
let clock = start

function handler(overrides: Partial<ContactFormOptions> = {}) {
  return createContactForm({
    store: supabaseEnquiryStore(supabase.url, supabase.serviceRoleKey, supabase.fetch),
    allowedOrigins: ['http://127.0.0.1:*'],
    siteUrl: site,
    hashSecret: 'test-secret',
    now: () => clock,
    log: () => {},
    ...overrides,
  })
}

const valid = () => ({
  name: 'Priya Raman',
  email: 'priya@example.com',
  company: 'Example Manufacturing',
  role: 'CIO',
  phone: '+61 2 5550 1234',
  message: 'We run three ERPs after two acquisitions and want one order-to-cash flow.',
  website: '',
  started_at: clock - 60_000,
})

function post(body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return new Request('http://127.0.0.1:54321/functions/v1/contact-form', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site, 'x-forwarded-for': '203.0.113.7', ...headers },
    body: text,
  })
}

const storedEnquiries = async () => (await supabase.db.query<Record<string, unknown>>('select * from public.contact_enquiries order by created_at')).rows

describe('a valid enquiry', () => {
  it('is stored and answered with a message for the visitor', async () => {
    clock = start
    const response = await handler()(post({ ...valid(), unexpected: 'ignored' }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: expect.stringMatching(/^Thank you, Priya\. .*within 24 hours/) })
    expect(response.headers.get('access-control-allow-origin')).toBe(site)
    const [row] = await storedEnquiries()
    expect(row).toMatchObject({ name: 'Priya Raman', email: 'priya@example.com', company: 'Example Manufacturing', role: 'CIO', phone: '+61 2 5550 1234', notified_at: null })
    expect(row).not.toHaveProperty('unexpected')
    expect(String(row?.ip_hash)).toMatch(/^[0-9a-f]{64}$/)
  })

  it('is served through the API gateway without a key, as verify_jwt = false allows', async () => {
    const response = await supabase.fetch(post(valid()))
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(site)
    expect(await storedEnquiries()).toHaveLength(1)
  })
})

describe('an invalid enquiry', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['name', { name: '  ' }, 'Enter your name.'],
    ['company', { company: undefined }, 'Enter your company.'],
    ['email', { email: 'priya.example.com' }, 'Enter an e-mail address like name@company.com.'],
    ['email', { email: `${'a'.repeat(250)}@example.com` }, 'Keep your e-mail address to 254 characters or fewer.'],
    ['message', { message: '' }, 'Enter your message.'],
    ['phone', { phone: 'call me maybe' }, 'Enter a phone number using digits, spaces and + ( ) - only.'],
    ...(['name', 'company', 'role', 'message'] as const).map((field): [string, Record<string, unknown>, string] => [field, { [field]: 'x'.repeat(fieldLimits[field] + 1) }, `to ${fieldLimits[field]} characters or fewer`]),
  ]
  it.each(cases)('%s: %j is refused with 400 and a message for that field, and nothing is stored', async (field, change, message) => {
    const response = await handler()(post({ ...valid(), ...change }))
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; fields: Record<string, string> }
    expect(body.error).toMatch(/check the highlighted entries/)
    expect(Object.keys(body.fields)).toEqual([field])
    expect(body.fields[field]).toContain(message)
    expect(await storedEnquiries()).toEqual([])
  })

  it('reports every invalid field at once', async () => {
    const body = (await (await handler()(post({ started_at: clock - 60_000 }))).json()) as { fields: Record<string, string> }
    expect(Object.keys(body.fields).sort()).toEqual(['company', 'email', 'message', 'name'])
  })

  it('refuses a body over 32 KB with 413, a non-object with 400, another content type with 415 and GET with 405', async () => {
    const send = handler()
    expect((await send(post({ ...valid(), message: 'x'.repeat(40_000) }))).status).toBe(413)
    const notObject = await send(post('["a"]'))
    expect([notObject.status, ((await notObject.json()) as { error: string }).error]).toEqual([400, expect.stringContaining('JSON object')])
    expect((await send(post('name=x', { 'content-type': 'text/plain' }))).status).toBe(415)
    expect((await send(new Request('http://127.0.0.1:54321/functions/v1/contact-form'))).status).toBe(405)
    expect(await storedEnquiries()).toEqual([])
  })
})

describe('automated submissions', () => {
  it.each([
    ['the honeypot is filled in', { website: 'https://spam.example' }],
    ['the form was filled in under three seconds', { started_at: start - 1000 }],
    ['the form start time is missing', { started_at: undefined }],
  ])('get a normal-looking 200 when %s, and are not stored', async (_, change) => {
    clock = start
    const response = await handler()(post({ ...valid(), ...change }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: expect.stringMatching(/^Thank you, Priya\./) })
    expect(await storedEnquiries()).toEqual([])
  })
})

describe('the rate limit', () => {
  it('allows five enquiries from one address in ten minutes, then answers 429 with Retry-After until the window passes', async () => {
    clock = start
    const send = handler()
    for (let index = 0; index < 5; index++) {
      clock = start + index * 1000
      expect((await send(post({ ...valid(), email: `person${index}@example.com` }))).status).toBe(200)
    }
    clock = start + 60_000
    const refused = await send(post({ ...valid(), email: 'another@example.com' }))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBe(540)
    expect(((await refused.json()) as { error: string }).error).toMatch(/wait 9 minutes/)
    expect(await storedEnquiries()).toHaveLength(5)
    clock = start + 10 * 60_000 + 1000
    expect((await send(post({ ...valid(), email: 'later@example.com' }))).status).toBe(200)
  })

  it('also limits one e-mail address sending from many addresses', async () => {
    clock = start
    const send = handler()
    for (let index = 0; index < 5; index++) expect((await send(post(valid(), { 'x-forwarded-for': `198.51.100.${index}` }))).status).toBe(200)
    expect((await send(post(valid(), { 'x-forwarded-for': '198.51.100.99' }))).status).toBe(429)
  })
})

describe('the notification', () => {
  it('is sent after the enquiry is stored, and the time is recorded', async () => {
    clock = start
    const seenRows: number[] = []
    const notify: Notifier = async () => {
      seenRows.push((await storedEnquiries()).length)
    }
    expect((await handler({ notify })(post(valid()))).status).toBe(200)
    expect(seenRows).toEqual([1])
    const [row] = await storedEnquiries()
    expect(row?.notified_at).toBeInstanceOf(Date)
    expect(row?.notification_error).toBeNull()
  })

  it('failing never loses the enquiry: the visitor is thanked, the failure is logged and recorded', async () => {
    clock = start
    const logged: string[] = []
    const notify: Notifier = () => Promise.reject(new Error('The e-mail service answered 503'))
    const response = await handler({ notify, log: (line) => logged.push(line) })(post(valid()))
    expect(response.status).toBe(200)
    const [row] = await storedEnquiries()
    expect(row).toMatchObject({ name: 'Priya Raman', notified_at: null, notification_error: 'The e-mail service answered 503' })
    expect(logged).toEqual([expect.stringMatching(/is stored but the notification failed: The e-mail service answered 503/)])
  })
})

describe('the site and the form without JavaScript', () => {
  it('answers the preflight of an allowed origin only', async () => {
    const send = handler()
    const preflight = (origin: string) => send(new Request('http://127.0.0.1:54321/functions/v1/contact-form', { method: 'OPTIONS', headers: { origin } }))
    const allowed = await preflight('http://127.0.0.1:4173')
    expect([allowed.status, allowed.headers.get('access-control-allow-origin')]).toEqual([204, 'http://127.0.0.1:4173'])
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull()
    expect((await send(post(valid(), { origin: 'https://evil.example' }))).status).toBe(403)
    expect(await storedEnquiries()).toEqual([])
  })

  it('sends a form post back to the site: the thank-you page, or the not-sent page with the reason', async () => {
    clock = start
    const send = handler()
    const form = (fields: Record<string, unknown>) =>
      post(new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value ?? '')])).toString(), { 'content-type': 'application/x-www-form-urlencoded' })
    const sent = await send(form(valid()))
    expect([sent.status, sent.headers.get('location')]).toEqual([303, `${site}/contact/thank-you`])
    expect(await storedEnquiries()).toHaveLength(1)
    const invalid = await send(form({ ...valid(), email: 'nope' }))
    expect([invalid.status, invalid.headers.get('location')]).toEqual([303, `${site}/contact/not-sent?reason=invalid`])
  })
})

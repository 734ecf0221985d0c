import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { notificationText, type Notifier } from '../_shared/enquiries/notify.ts'
import { findUnsafeCharacter } from '../../../site/lib/text/index.ts'
import { startLocalSupabase, type LocalSupabase } from '../../local/index.ts'
import { altchaField, signedSolution } from './__fixtures__/altcha.ts'
import { challenge } from './__fixtures__/form.ts'
import { fieldLimits } from './fields.ts'
import { createContactForm, type ContactFormOptions } from './handler.ts'
import { supabaseEnquiryStore } from './store.ts'

let supabase: LocalSupabase
beforeAll(async () => {
  supabase = await startLocalSupabase({ port: false })
})
afterAll(() => supabase?.stop())
beforeEach(async () => {
  await supabase.db.exec(
    'delete from public.contact_enquiries; delete from public.contact_rate_limits; delete from public.contact_challenges_used;',
  )
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
    challenge,
    now: () => clock,
    sleep: async () => {},
    log: () => {},
    ...overrides,
  })
}

/** A fresh solution of a challenge the function signed, as the page sends it. */
const solved = () => altchaField(signedSolution(challenge.key, clock + challenge.ttlMs))

const valid = () => ({
  name: 'Priya Raman',
  email: 'priya@example.com',
  company: 'Example Manufacturing',
  role: 'CIO',
  phone: '+61 2 5550 1234',
  message: 'We run three ERPs after two acquisitions and want one order-to-cash flow.',
  website: '',
  fill_ms: 40_000,
  altcha: solved(),
})

/** The enquiry exactly as the spec describes it, as a caller without the site's page sends it: no honeypot, no fill time. */
const specPayload = () => ({
  name: 'Priya Raman',
  email: 'priya@example.com',
  company: 'Example Manufacturing',
  role: 'CIO',
  phone: '+61 2 5550 1234',
  message: 'One order-to-cash flow, please.',
})

const asForm = (fields: Record<string, unknown>) =>
  post(new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value ?? '')])).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
  })

/** Background work the handler hands over, kept so a test can wait for it as the runtime would. */
function background() {
  const tasks: Promise<unknown>[] = []
  return { waitUntil: (task: Promise<unknown>) => void tasks.push(task), settled: () => Promise.all(tasks) }
}

function deferred() {
  let resolve = () => {}
  let reject: (error: Error) => void = () => {}
  const promise = new Promise<void>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise
    reject = rejectPromise
  })
  return { promise, resolve, reject }
}

function post(body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return new Request('http://127.0.0.1:54321/functions/v1/contact-form', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site, 'cf-connecting-ip': '203.0.113.7', ...headers },
    body: text,
  })
}

const storedEnquiries = async () =>
  (await supabase.db.query<Record<string, unknown>>('select * from public.contact_enquiries order by created_at')).rows

describe('a valid enquiry', () => {
  it('is stored and answered with a message for the visitor', async () => {
    clock = start
    const response = await handler()(post({ ...valid(), unexpected: 'ignored' }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: expect.stringMatching(/^Thank you, Priya\. .*within 24 hours/) })
    expect(response.headers.get('access-control-allow-origin')).toBe(site)
    const [row] = await storedEnquiries()
    expect(row).toMatchObject({
      name: 'Priya Raman',
      email: 'priya@example.com',
      company: 'Example Manufacturing',
      role: 'CIO',
      phone: '+61 2 5550 1234',
      notified_at: null,
    })
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
    ...(['name', 'company', 'role', 'message'] as const).map((field): [string, Record<string, unknown>, string] => [
      field,
      { [field]: 'x'.repeat(fieldLimits[field] + 1) },
      `to ${fieldLimits[field]} characters or fewer`,
    ]),
  ]
  it.each(cases)(
    '%s: %j is refused with 400 and a message for that field, and nothing is stored',
    async (field, change, message) => {
      const response = await handler()(post({ ...valid(), ...change }))
      expect(response.status).toBe(400)
      const body = (await response.json()) as { error: string; fields: Record<string, string> }
      expect(body.error).toMatch(/check the highlighted entries/)
      expect(Object.keys(body.fields)).toEqual([field])
      expect(body.fields[field]).toContain(message)
      expect(await storedEnquiries()).toEqual([])
    },
  )

  it('reports every invalid field at once', async () => {
    const body = (await (await handler()(post({ fill_ms: 40_000 }))).json()) as { fields: Record<string, string> }
    expect(Object.keys(body.fields).sort()).toEqual(['company', 'email', 'message', 'name'])
  })

  it('refuses a body over 32 KB with 413, a non-object with 400, another content type with 415 and GET with 405', async () => {
    const send = handler()
    expect((await send(post({ ...valid(), message: 'x'.repeat(40_000) }))).status).toBe(413)
    const notObject = await send(post('["a"]'))
    expect([notObject.status, ((await notObject.json()) as { error: string }).error]).toEqual([
      400,
      expect.stringContaining('JSON object'),
    ])
    expect((await send(post('name=x', { 'content-type': 'text/plain' }))).status).toBe(415)
    expect((await send(new Request('http://127.0.0.1:54321/functions/v1/contact-form'))).status).toBe(405)
    expect(await storedEnquiries()).toEqual([])
  })
})

describe('the time spent filling in the form', () => {
  it('is measured by the page, so a visitor whose device clock runs a minute fast has the enquiry stored', async () => {
    clock = start
    const notified: string[] = []
    const tasks = background()
    // What a page on a fast clock sent before: its own clock reading, now ignored, beside the measured time.
    const fastClockStart = start + 60_000 - 40_000
    const response = await handler({
      notify: async (enquiry) => void notified.push(enquiry.name),
      waitUntil: tasks.waitUntil,
    })(post({ ...valid(), fill_ms: 40_000, started_at: fastClockStart }))
    expect(response.status).toBe(200)
    await tasks.settled()
    expect(await storedEnquiries()).toEqual([expect.objectContaining({ name: 'Priya Raman', flagged_reason: null })])
    expect(notified).toEqual(['Priya Raman'])
  })

  it("is not required: the spec's JSON payload with a solved challenge is stored and notified like any other enquiry", async () => {
    const notified: string[] = []
    const tasks = background()
    const response = await handler({
      notify: async (enquiry) => void notified.push(enquiry.name),
      waitUntil: tasks.waitUntil,
    })(post({ ...specPayload(), altcha: solved() }))
    expect([response.status, await response.json()]).toEqual([
      200,
      { message: expect.stringMatching(/^Thank you, Priya\./) },
    ])
    await tasks.settled()
    expect(await storedEnquiries()).toEqual([
      expect.objectContaining({ ...specPayload(), flagged_reason: null, notified_at: expect.any(Date) }),
    ])
    expect(notified).toEqual(['Priya Raman'])
  })

  it('is not required of a form posted without JavaScript, which is stored and thanked, flagged only for its missing challenge', async () => {
    const sent = await handler()(asForm({ ...specPayload(), website: '' }))
    expect([sent.status, sent.headers.get('location')]).toEqual([303, `${site}/contact/thank-you/`])
    expect(await storedEnquiries()).toEqual([
      expect.objectContaining({ name: 'Priya Raman', flagged_reason: 'challenge_missing' }),
    ])
  })
})

describe('suspected automation', () => {
  it.each([
    ['the honeypot is filled in', { website: 'https://spam.example' }, 'honeypot_filled'],
    ['the page measured under three seconds', { fill_ms: 1200 }, 'filled_too_fast'],
    ['a form post says under three seconds', { fill_ms: '900' }, 'filled_too_fast'],
  ])('is stored and flagged when %s, answered as a person would be, and not notified', async (_, change, reason) => {
    clock = start
    const notified: string[] = []
    const tasks = background()
    const response = await handler({
      notify: async (enquiry) => void notified.push(enquiry.name),
      waitUntil: tasks.waitUntil,
    })(post({ ...valid(), ...change }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: expect.stringMatching(/^Thank you, Priya\./) })
    await tasks.settled()
    expect(await storedEnquiries()).toEqual([
      expect.objectContaining({
        name: 'Priya Raman',
        message: valid().message,
        flagged_reason: reason,
        notified_at: null,
      }),
    ])
    expect(notified).toEqual([])
  })

  it('is flagged when posted without JavaScript too (the honeypot before the missing challenge), and the visitor lands on the thank-you page', async () => {
    const sent = await handler()(asForm({ ...specPayload(), website: 'https://spam.example' }))
    expect([sent.status, sent.headers.get('location')]).toEqual([303, `${site}/contact/thank-you/`])
    expect(await storedEnquiries()).toEqual([expect.objectContaining({ flagged_reason: 'honeypot_filled' })])
  })

  it('is refused like any enquiry when a field is invalid, since only a stored enquiry is answered with thanks', async () => {
    const response = await handler()(post({ ...valid(), website: 'https://spam.example', email: 'nope' }))
    expect(response.status).toBe(400)
    const form = await handler()(asForm({ ...valid(), website: 'https://spam.example', email: 'nope' }))
    expect(form.headers.get('location')).toBe(`${site}/contact/not-sent/?reason=invalid`)
    expect(await storedEnquiries()).toEqual([])
  })

  it('is not suspected from a fill time that is not a number', async () => {
    expect((await handler()(post({ ...valid(), fill_ms: 'soon' }))).status).toBe(200)
    expect(await storedEnquiries()).toEqual([expect.objectContaining({ flagged_reason: null })])
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
    for (let index = 0; index < 5; index++)
      expect((await send(post(valid(), { 'cf-connecting-ip': `198.51.100.${index}` }))).status).toBe(200)
    expect((await send(post(valid(), { 'cf-connecting-ip': '198.51.100.99' }))).status).toBe(429)
  })

  it('keys on the address the platform vouches for, whatever X-Forwarded-For claims', async () => {
    clock = start
    const send = handler()
    for (let index = 0; index < 5; index++) {
      const forged = { 'x-forwarded-for': `192.0.2.${index}, 203.0.113.7` }
      expect((await send(post({ ...valid(), email: `person${index}@example.com` }, forged))).status).toBe(200)
    }
    const refused = await send(post({ ...valid(), email: 'another@example.com' }, { 'x-forwarded-for': '192.0.2.99' }))
    expect(refused.status).toBe(429)
  })

  it('puts every caller without a vouched-for address under one shared limit', async () => {
    clock = start
    const send = handler()
    const anonymous = (email: string) => {
      const request = post({ ...valid(), email })
      request.headers.delete('cf-connecting-ip')
      return request
    }
    for (let index = 0; index < 5; index++)
      expect((await send(anonymous(`person${index}@example.com`))).status).toBe(200)
    expect((await send(anonymous('another@example.com'))).status).toBe(429)
  })
})

describe('the notification', () => {
  it('is sent after the enquiry is stored, and the time is recorded', async () => {
    clock = start
    const seenRows: number[] = []
    const notify: Notifier = async () => {
      seenRows.push((await storedEnquiries()).length)
    }
    const tasks = background()
    expect((await handler({ notify, waitUntil: tasks.waitUntil })(post(valid()))).status).toBe(200)
    await tasks.settled()
    expect(seenRows).toEqual([1])
    const [row] = await storedEnquiries()
    expect(row?.notified_at).toBeInstanceOf(Date)
    expect(row?.notification_error).toBeNull()
  })

  it('is never waited for: the visitor is answered while the e-mail service hangs, and its later success is recorded', async () => {
    clock = start
    const mail = deferred()
    const tasks = background()
    const response = await handler({ notify: () => mail.promise, waitUntil: tasks.waitUntil })(post(valid()))
    expect(response.status).toBe(200)
    expect(await storedEnquiries()).toEqual([
      expect.objectContaining({ name: 'Priya Raman', notified_at: null, notification_error: null }),
    ])
    clock = start + 5000
    mail.resolve()
    await tasks.settled()
    expect(await storedEnquiries()).toEqual([
      expect.objectContaining({ notified_at: new Date(start + 5000), notification_error: null }),
    ])
  })

  it('failing later never loses the enquiry: the visitor is thanked, each try is logged and recorded, and the next is scheduled', async () => {
    clock = start
    const logged: string[] = []
    const mail = deferred()
    const tasks = background()
    const response = await handler({
      notify: () => mail.promise,
      waitUntil: tasks.waitUntil,
      log: (line) => logged.push(line),
    })(post(valid()))
    expect(response.status).toBe(200)
    mail.reject(new Error('The e-mail service answered 503'))
    await tasks.settled()
    const [row] = await storedEnquiries()
    expect(row).toMatchObject({
      name: 'Priya Raman',
      notified_at: null,
      notification_error: 'The e-mail service answered 503',
      notification_attempts: 3,
      notification_due_at: new Date(start + 60_000),
    })
    expect(logged).toEqual([
      expect.stringMatching(/is stored but the notification failed: The e-mail service answered 503 \(try 1 of 10/),
      expect.stringMatching(/\(try 2 of 10; trying again shortly\)/),
      expect.stringMatching(/\(try 3 of 10; next at 2026-11-23T10:01:00.000Z\)/),
    ])
  })
})

describe('characters that change how text is shown', () => {
  const refused = [
    '\u0000',
    '\ud800',
    '\udfff',
    '\u001b',
    '\u0007',
    '\u007f',
    '\u0085',
    '\u009b',
    '\u202e',
    '\u2066',
    '\t',
    '\n',
  ]
  const shortFields = {
    name: 'Priya Raman',
    email: 'priya@example.com',
    company: 'Example Manufacturing',
    role: 'CIO',
    phone: '+61 2 5550 1234',
  } as const
  const cases = Object.entries(shortFields).flatMap(([field, value]) =>
    refused.map((char): [string, string, string] => [
      field,
      `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
      `${value.slice(0, 2)}${char}${value.slice(2)}`,
    ]),
  )

  it.each(cases)('in the %s, %s is refused with 400 and a message saying what to do', async (field, _, value) => {
    const response = await handler()(post({ ...valid(), [field]: value }))
    expect(response.status).toBe(400)
    const body = (await response.json()) as { fields: Record<string, string> }
    expect(body.fields).toEqual({
      [field]: expect.stringMatching(/contains .+, which we cannot accept\. Please type it again/),
    })
    expect(await storedEnquiries()).toEqual([])
  })

  it.each([
    ['NUL', '\u0000', /a control character \(U\+0000\)/],
    ['half a surrogate pair', '\ud800', /without its other half \(U\+D800\)/],
  ])('in the message, %s cannot be stored and is refused with 400', async (_, char, description) => {
    const response = await handler()(
      post(
        `{"name":"Priya Raman","email":"priya@example.com","company":"Example","message":"Hello ${JSON.stringify(char).slice(1, -1)} there","fill_ms":40000}`,
      ),
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      message: expect.stringMatching(description),
    })
    expect(await storedEnquiries()).toEqual([])
  })

  it('answers a form post with a NUL with the not-sent page for a field, not an error on our side', async () => {
    const sent = await handler()(
      post('name=Priya%00Raman&email=priya%40example.com&company=Example&message=Hello', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    )
    expect(sent.headers.get('location')).toBe(`${site}/contact/not-sent/?reason=invalid`)
  })

  it('are removed from the message, which keeps its tabs and line breaks, and none reaches the notification', async () => {
    const mailed: string[] = []
    const tasks = background()
    const message = 'Line one\r\n\tindented \u001b[2Kescape\u0085 and \u202egnp.exe\u202c\u2069 end\u007f'
    const send = handler({
      notify: async (enquiry) => void mailed.push(notificationText(enquiry)),
      waitUntil: tasks.waitUntil,
    })
    expect((await send(post({ ...valid(), message }))).status).toBe(200)
    await tasks.settled()
    expect(await storedEnquiries()).toEqual([
      expect.objectContaining({ message: 'Line one\n\tindented [2Kescape and gnp.exe end' }),
    ])
    expect(mailed).toHaveLength(1)
    expect(findUnsafeCharacter(mailed[0] ?? '', { allowNewlines: true })).toBeUndefined()
  })
})

describe('the site and the form without JavaScript', () => {
  it('answers the preflight of an allowed origin only', async () => {
    const send = handler()
    const preflight = (origin: string) =>
      send(new Request('http://127.0.0.1:54321/functions/v1/contact-form', { method: 'OPTIONS', headers: { origin } }))
    const allowed = await preflight('http://127.0.0.1:4173')
    expect([allowed.status, allowed.headers.get('access-control-allow-origin')]).toEqual([204, 'http://127.0.0.1:4173'])
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull()
    expect((await send(post(valid(), { origin: 'https://evil.example' }))).status).toBe(403)
    expect(await storedEnquiries()).toEqual([])
  })

  it('sends a form post back to the site: the thank-you page, or the not-sent page with the reason', async () => {
    clock = start
    const send = handler()
    const sent = await send(asForm(valid()))
    expect([sent.status, sent.headers.get('location')]).toEqual([303, `${site}/contact/thank-you/`])
    expect(await storedEnquiries()).toHaveLength(1)
    const invalid = await send(asForm({ ...valid(), email: 'nope' }))
    expect([invalid.status, invalid.headers.get('location')]).toEqual([303, `${site}/contact/not-sent/?reason=invalid`])
  })
})

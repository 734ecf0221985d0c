import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startReceiver, type Receiver } from '../_shared/enquiries/__fixtures__/receiver.ts'
import { startLocalSupabase, type LocalSupabase } from '../../local/index.ts'
import { clientFor } from '../../local/test-support.ts'
import enquiryDelivery, { messages } from './handler.ts'

let supabase: LocalSupabase
let mail: Receiver
let webhook: Receiver
let staffToken: string
let readerToken: string
const day = 86_400_000

async function sessionOf(email: string, password: string, staffOf?: string) {
  await supabase.createUser({ email, password }, staffOf ? { staffOf } : {})
  const { data, error } = await clientFor(supabase, supabase.publishableKey).auth.signInWithPassword({
    email,
    password,
  })
  if (error) throw error
  return data.session.access_token
}

beforeAll(async () => {
  supabase = await startLocalSupabase({ port: false, functions: {} })
  ;[mail, webhook] = await Promise.all([startReceiver(), startReceiver()])
  staffToken = await sessionOf('editor@example.com', 'editor-password-1', 'axon')
  readerToken = await sessionOf('reader@example.com', 'reader-password-1')
})
afterAll(async () => {
  await Promise.all([mail?.close(), webhook?.close()])
  await supabase?.stop()
})
beforeEach(async () => {
  await supabase.db.exec('delete from public.contact_enquiries; delete from public.contact_challenges_used;')
  for (const receiver of [mail, webhook]) {
    receiver.received.length = 0
    receiver.answerWith()
  }
})

/** The function as deployed, with the e-mail service and the webhook set up, and these secrets besides. */
function deployed(secrets: Record<string, string> = {}) {
  const environment: Record<string, string> = {
    SUPABASE_URL: supabase.url,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: supabase.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: supabase.secretKey }),
    RESEND_API_KEY: 're_test',
    RESEND_API_URL: mail.url,
    CONTACT_NOTIFY_FROM: 'Website <website@axon.test>',
    CONTACT_NOTIFY_TO: 'team@axon.test',
    ENQUIRY_WEBHOOK_URL: webhook.url,
    ENQUIRY_WEBHOOK_SECRET: 'whsec-test',
    SITE_URL: 'https://www.axon.example',
    ...secrets,
  }
  // The API in-process; the e-mail service and the webhook over the network.
  const routed: typeof fetch = (input, init) => {
    const request = new Request(input, init)
    return request.url.startsWith(supabase.url) ? supabase.fetch(request) : fetch(request)
  }
  return enquiryDelivery({ get: (name) => environment[name], fetch: routed })
}

/** A call as supabase-js makes it for a signed-in user: the publishable key, and the session as the bearer token. */
const call = (token: string | undefined, body: unknown = {}, secrets?: Record<string, string>) =>
  deployed(secrets)(
    new Request('http://127.0.0.1:54321/functions/v1/enquiry-delivery', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: supabase.publishableKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }),
  )

/** The upkeep's call, as the scheduled workflow makes it: the secret key in the apikey header. */
const upkeep = (secrets?: Record<string, string>, key = supabase.secretKey) =>
  deployed(secrets)(
    new Request('http://127.0.0.1:54321/functions/v1/enquiry-delivery', {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: key },
      body: '{}',
    }),
  )

/** Inserts an enquiry as the contact form would have left it, with `fields` (SQL values) changed. */
async function insertEnquiry(fields: Record<string, unknown> = {}): Promise<string> {
  const row = { name: 'Priya Raman', email: 'priya@example.com', company: 'Example', message: 'Hello.', ...fields }
  const names = Object.keys(row)
  const { rows } = await supabase.db.query<{ id: string }>(
    `insert into public.contact_enquiries (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(row),
  )
  return rows[0]?.id ?? ''
}

const enquiryRow = async (id: string) =>
  (await supabase.db.query<Record<string, unknown>>('select * from public.contact_enquiries where id = $1', [id]))
    .rows[0]

describe("staff's send again", () => {
  it('sends what is not yet done, answers how each went, and records it', async () => {
    const id = await insertEnquiry({
      notification_attempts: 10,
      notification_error: 'The e-mail service answered 503',
      handoff_attempts: 3,
      handoff_error: 'The webhook answered 500',
      handoff_due_at: new Date(Date.now() + 60_000),
    })
    const response = await call(staffToken, { enquiry: id })
    expect([response.status, await response.json()]).toEqual([
      200,
      {
        enquiry: id,
        notification: { ok: true, at: expect.any(String) },
        handoff: { ok: true, at: expect.any(String) },
      },
    ])
    expect([mail.received.length, webhook.received.length]).toEqual([1, 1])
    expect(await enquiryRow(id)).toMatchObject({
      notified_at: expect.any(Date),
      notification_attempts: 11,
      notification_error: null,
      handed_off_at: expect.any(Date),
      handoff_attempts: 4,
      handoff_due_at: null,
    })
    // Nothing is left to send: a second call sends nothing.
    expect(await (await call(staffToken, { enquiry: id })).json()).toEqual({
      enquiry: id,
      notification: null,
      handoff: null,
    })
    expect([mail.received.length, webhook.received.length]).toEqual([1, 1])
  })

  it('answers a failure with the error and when the next try is due', async () => {
    const id = await insertEnquiry({ notified_at: new Date(), handoff_attempts: 4 })
    webhook.answerWith(502)
    const answer = await (await call(staffToken, { enquiry: id })).json()
    expect(answer).toEqual({
      enquiry: id,
      notification: null,
      handoff: {
        ok: false,
        error: 'The webhook answered 502: receiver unavailable',
        attempts: 5,
        nextAttemptAt: expect.any(String),
      },
    })
    // Five tries failed: the next is 30 minutes on.
    const due = (await enquiryRow(id))?.handoff_due_at as Date
    expect(due.getTime() - Date.now()).toBeGreaterThan(29 * 60_000)
    expect(due.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000)
  })

  it('sends a flagged enquiry only once staff have marked it genuine, and then exactly once', async () => {
    const id = await insertEnquiry({ flagged_reason: 'challenge_missing' })
    const refused = await call(staffToken, { enquiry: id })
    expect([refused.status, await refused.json()]).toEqual([409, { error: messages.flagged }])
    expect(await (await upkeep()).json()).toMatchObject({ notifications: { sent: 0 }, handoffs: { sent: 0 } })
    expect(webhook.received).toEqual([])

    // Staff mark it genuine in the inbox: the database makes both deliveries due now.
    const staff = clientFor(supabase, supabase.publishableKey)
    await staff.auth.signInWithPassword({ email: 'editor@example.com', password: 'editor-password-1' })
    const { error } = await staff.from('contact_enquiries').update({ review: 'genuine' }).eq('id', id)
    expect(error).toBeNull()
    expect(await enquiryRow(id)).toMatchObject({
      notification_due_at: expect.any(Date),
      handoff_due_at: expect.any(Date),
    })
    const sent = await (await call(staffToken, { enquiry: id })).json()
    expect(sent).toMatchObject({ notification: { ok: true }, handoff: { ok: true } })
    expect(await (await upkeep()).json()).toMatchObject({ notifications: { sent: 0 }, handoffs: { sent: 0 } })
    expect(webhook.received).toHaveLength(1)
    expect(webhook.received[0]?.headers['x-axon-delivery']).toBe(id)
  })

  it.each([
    ['no token', 401, undefined, messages.signIn],
    ['the publishable key', 401, 'publishable', messages.signIn],
    [
      'a forged session',
      401,
      'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYXV0aGVudGljYXRlZCIsInN1YiI6IngifQ.c2ln',
      messages.signIn,
    ],
    ['a signed-in user who is not staff', 403, 'reader', messages.notStaff],
  ])('refuses %s with %i and sends nothing', async (_, status, who, error) => {
    const id = await insertEnquiry()
    const token = who === 'publishable' ? supabase.publishableKey : who === 'reader' ? readerToken : who
    const response = await call(token, { enquiry: id })
    expect([response.status, await response.json()]).toEqual([status, { error }])
    expect([mail.received, webhook.received]).toEqual([[], []])
  })

  it('answers 404 for an unknown enquiry and 400 for a request it cannot read', async () => {
    expect((await call(staffToken, { enquiry: '00000000-0000-4000-8000-000000000000' })).status).toBe(404)
    expect((await call(staffToken, { enquiry: 'not-an-id' })).status).toBe(404)
    expect((await call(staffToken, { enquiry: 42 })).status).toBe(400)
    expect((await call(staffToken, {})).status).toBe(400)
  })
})

describe('the scheduled upkeep, with the secret key', () => {
  it('is run for the secret key or the legacy service_role key, and for no other key', async () => {
    expect((await upkeep()).status).toBe(200)
    expect((await upkeep({ SUPABASE_SERVICE_ROLE_KEY: supabase.serviceRoleKey }, supabase.serviceRoleKey)).status).toBe(
      200,
    )
    expect((await upkeep(undefined, supabase.publishableKey)).status).toBe(401)
    expect((await upkeep(undefined, 'sb_secret_guessed')).status).toBe(401)
  })

  it('sends every delivery that is due, and none that is not', async () => {
    const due = await insertEnquiry({
      notification_due_at: new Date(Date.now() - 1000),
      handoff_due_at: new Date(Date.now() - 1000),
    })
    const later = await insertEnquiry({
      notification_due_at: new Date(Date.now() + 60_000),
      handoff_due_at: new Date(Date.now() + 60_000),
    })
    mail.answerWith(500)
    const response = await upkeep()
    expect([response.status, await response.json()]).toEqual([
      200,
      {
        notifications: { sent: 0, failed: 1, busy: 0 },
        handoffs: { sent: 1, failed: 0, busy: 0 },
        deleted: { closed: 0, spam: 0, challenges: 0 },
      },
    ])
    expect(webhook.received.map((request) => request.headers['x-axon-delivery'])).toEqual([due])
    expect(await enquiryRow(due)).toMatchObject({ notification_attempts: 1, notification_due_at: expect.any(Date) })
    expect(await enquiryRow(later)).toMatchObject({ notification_attempts: 0, handoff_attempts: 0 })
  })

  it('deletes closed enquiries and spam past the retention period, and expired challenge solutions, and nothing else', async () => {
    const old = new Date(Date.now() - 400 * day)
    const recent = new Date(Date.now() - 300 * day)
    const kept = {
      closedRecently: await insertEnquiry({ status: 'closed', status_changed_at: recent, created_at: old }),
      openAndOld: await insertEnquiry({ status: 'in_progress', status_changed_at: old, created_at: old }),
      recentSpam: await insertEnquiry({ flagged_reason: 'honeypot_filled', review: 'spam', created_at: recent }),
      flaggedUnreviewed: await insertEnquiry({ flagged_reason: 'filled_too_fast', created_at: old }),
    }
    await insertEnquiry({ status: 'closed', status_changed_at: old, created_at: old })
    await insertEnquiry({ flagged_reason: 'honeypot_filled', review: 'spam', created_at: old })
    await supabase.db.query(
      `insert into public.contact_challenges_used (signature, expires_at) values ('expired', now() - interval '1 minute'), ('current', now() + interval '5 minutes')`,
    )
    const response = await upkeep()
    expect(await response.json()).toMatchObject({ deleted: { closed: 1, spam: 1, challenges: 1 } })
    const { rows } = await supabase.db.query<{ id: string }>('select id from public.contact_enquiries')
    expect(rows.map((row) => row.id).sort()).toEqual(Object.values(kept).sort())
    const challenges = await supabase.db.query<{ signature: string }>(
      'select signature from public.contact_challenges_used',
    )
    expect(challenges.rows).toEqual([{ signature: 'current' }])

    // A shorter period, set as a function secret, reaches further back.
    expect(await (await upkeep({ ENQUIRY_RETENTION_DAYS: '200' })).json()).toMatchObject({
      deleted: { closed: 1, spam: 1, challenges: 0 },
    })
  })

  it('deletes nothing and says why when the retention setting is not a number of days', async () => {
    await insertEnquiry({ status: 'closed', status_changed_at: new Date(Date.now() - 400 * day) })
    const response = await upkeep({ ENQUIRY_RETENTION_DAYS: 'a year' })
    expect([response.status, await response.json()]).toEqual([
      503,
      { error: expect.stringContaining('ENQUIRY_RETENTION_DAYS must be a whole number of days') },
    ])
    expect((await supabase.db.query('select id from public.contact_enquiries')).rows).toHaveLength(1)
  })
})

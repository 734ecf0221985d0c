import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startReceiver, type Receiver } from '../_shared/enquiries/__fixtures__/receiver.ts'
import { webhookHandOff } from '../_shared/enquiries/webhook.ts'
import { background, enquiry, post, site, startForm } from './__fixtures__/form.ts'

// What follows a stored enquiry in the background: the notification e-mail and the hand-off to the
// firm's tools, each tried three times within seconds, then left to the scheduled upkeep.
let harness: Awaited<ReturnType<typeof startForm>>
let receiver: Receiver
beforeAll(async () => {
  harness = await startForm()
  receiver = await startReceiver()
})
afterAll(async () => {
  await receiver?.close()
  await harness?.supabase.stop()
})
beforeEach(async () => {
  await harness.reset()
  receiver.received.length = 0
  receiver.answerWith()
})

/** A notifier that fails the first `failures` times. */
function flakyNotifier(failures: number) {
  const calls: string[] = []
  return {
    calls,
    notify: async (stored: { id: string }) => {
      calls.push(stored.id)
      if (calls.length <= failures) throw new Error(`The e-mail service answered 503 (call ${calls.length})`)
    },
  }
}

describe('the notification', () => {
  it('that fails twice and then goes through is recorded as notified after 3 tries, with each failure in the history', async () => {
    const tasks = background()
    const waits: number[] = []
    const mail = flakyNotifier(2)
    const form = harness.form({
      notify: mail.notify,
      waitUntil: tasks.waitUntil,
      sleep: async (ms) => void waits.push(ms),
    })
    expect((await form(post(enquiry({ altcha: harness.solved() })))).status).toBe(200)
    await tasks.settled()
    expect(waits).toEqual([2000, 8000])
    expect(await harness.stored()).toEqual([
      expect.objectContaining({
        notified_at: new Date(harness.clock.now),
        notification_attempts: 3,
        notification_error: null,
        notification_due_at: null,
      }),
    ])
    expect(await harness.events()).toEqual([
      { kind: 'notification_failed', detail: { attempt: 1, error: 'The e-mail service answered 503 (call 1)' } },
      { kind: 'notification_failed', detail: { attempt: 2, error: 'The e-mail service answered 503 (call 2)' } },
      { kind: 'notified', detail: {} },
    ])
  })

  it('that keeps failing is left to the upkeep: due a minute later, with the last error shown', async () => {
    const tasks = background()
    const form = harness.form({ notify: flakyNotifier(99).notify, waitUntil: tasks.waitUntil })
    await form(post(enquiry({ altcha: harness.solved() })))
    await tasks.settled()
    expect(await harness.stored()).toEqual([
      expect.objectContaining({
        notified_at: null,
        notification_attempts: 3,
        notification_error: 'The e-mail service answered 503 (call 3)',
        notification_due_at: new Date(harness.clock.now + 60_000),
      }),
    ])
  })

  it('never keeps the visitor waiting: the answer comes while the tries are still waiting their turn', async () => {
    const tasks = background()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const form = harness.form({ notify: flakyNotifier(99).notify, waitUntil: tasks.waitUntil, sleep: () => held })
    const response = await form(post(enquiry({ altcha: harness.solved() })))
    expect(response.status).toBe(200)
    // The enquiry is stored with its notification taken, due two minutes on if this runtime stopped here.
    expect(await harness.stored()).toEqual([
      expect.objectContaining({ notification_due_at: new Date(harness.clock.now + 120_000) }),
    ])
    release()
    await tasks.settled()
    expect((await harness.stored())[0]?.notification_attempts).toBe(3)
  })
})

describe('the hand-off webhook', () => {
  it('POSTs each genuine enquiry once it is taken, even when the receiver fails the first time', async () => {
    const tasks = background()
    receiver.answerWith(503)
    const form = harness.form({
      handOff: webhookHandOff({ url: receiver.url, secret: 'whsec-test', siteUrl: site, now: () => harness.clock.now }),
      waitUntil: tasks.waitUntil,
    })
    const visit = {
      page_path: '/contact',
      landing_path: '/insights/api-first-integration?utm_source=google',
      utm_source: 'google',
    }
    await form(post(enquiry({ altcha: harness.solved(), ...visit })))
    await tasks.settled()
    const [row] = await harness.stored()
    expect(receiver.received).toHaveLength(2)
    const [first, second] = receiver.received
    expect(first?.body).toBe(second?.body)
    expect(JSON.parse(second?.body ?? '')).toEqual({
      type: 'enquiry.created',
      version: 1,
      id: row?.id,
      created_at: (row?.created_at as Date).toISOString(),
      name: 'Priya Raman',
      company: 'Example Manufacturing',
      role: null,
      email: 'priya@example.com',
      phone: null,
      message: 'One order-to-cash flow, please.',
      page_path: '/contact',
      landing_path: '/insights/api-first-integration?utm_source=google',
      referrer: null,
      utm: { source: 'google', medium: null, campaign: null, term: null, content: null },
      inbox_url: `${site}/admin/enquiries/enquiry/?id=${row?.id}`,
    })
    expect(second?.headers).toMatchObject({
      'content-type': 'application/json',
      'x-axon-delivery': row?.id,
      'x-axon-timestamp': String(Math.floor(harness.clock.now / 1000)),
      'x-axon-signature': expect.stringMatching(/^v1=[0-9a-f]{64}$/),
    })
    expect(row).toMatchObject({ handed_off_at: expect.any(Date), handoff_attempts: 2, handoff_due_at: null })
    expect((await harness.events()).map((event) => event.kind)).toEqual(['handoff_failed', 'handed_off'])
  })

  it('sends nothing for a flagged enquiry', async () => {
    const tasks = background()
    const form = harness.form({
      handOff: webhookHandOff({ url: receiver.url, secret: 'whsec-test', siteUrl: site }),
      waitUntil: tasks.waitUntil,
    })
    await form(post(enquiry({ altcha: harness.solved(), website: 'https://spam.example' })))
    await tasks.settled()
    expect(receiver.received).toEqual([])
    expect(await harness.stored()).toEqual([
      expect.objectContaining({ flagged_reason: 'honeypot_filled', handoff_due_at: null, handoff_attempts: 0 }),
    ])
  })
})

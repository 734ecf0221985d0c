import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { altchaField, signedSolution, solve } from './__fixtures__/altcha.ts'
import { background, challenge, enquiry, post, site, startForm } from './__fixtures__/form.ts'
import { challengeDefaults } from './challenge.ts'
import type { ChallengeOffer } from './contract.ts'
import { supabaseEnquiryStore } from './store.ts'

let harness: Awaited<ReturnType<typeof startForm>>
beforeAll(async () => {
  harness = await startForm()
})
afterAll(() => harness?.supabase.stop())
beforeEach(() => harness.reset())

const ask = (headers: Record<string, string> = { origin: site }) =>
  new Request('http://127.0.0.1:54321/functions/v1/contact-form/challenge', { headers })

const count = async (table: string) =>
  (await harness.supabase.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]?.n

describe('the challenge', () => {
  it('is offered at GET …/challenge as ALTCHA describes it, signed, expiring, for the site only, and never cached', async () => {
    const response = await harness.form()(ask())
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(site)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const offer = (await response.json()) as ChallengeOffer
    const expires = Math.floor((harness.clock.now + challenge.ttlMs) / 1000)
    expect(offer).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: challenge.maxNumber,
      salt: expect.stringMatching(new RegExp(`^[0-9a-f]{24}\\?expires=${expires}&$`)),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    const other = await harness.form()(ask({ origin: 'https://evil.example' }))
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('is answered quickly and writes nothing to the database', async () => {
    const form = harness.form()
    const started = performance.now()
    const offers = await Promise.all(Array.from({ length: 50 }, () => form(ask()).then((r) => r.json())))
    expect(performance.now() - started).toBeLessThan(2000)
    expect(new Set(offers.map((offer) => (offer as ChallengeOffer).challenge)).size).toBe(50)
    for (const table of ['contact_challenges_used', 'contact_rate_limits', 'contact_enquiries'])
      expect(await count(table)).toBe(0)
  })

  it('solved by brute force with the real settings is accepted: the enquiry is not flagged, and is notified', async () => {
    const tasks = background()
    const notified: string[] = []
    const form = harness.form({
      challenge: { ...challengeDefaults, key: 'another-key' },
      notify: async (stored) => void notified.push(stored.name),
      waitUntil: tasks.waitUntil,
    })
    const offer = (await (await form(ask())).json()) as ChallengeOffer
    expect(offer.maxnumber).toBe(100_000)
    const response = await form(post(enquiry({ altcha: altchaField(solve(offer)) })))
    expect(response.status).toBe(200)
    await tasks.settled()
    expect(await harness.stored()).toEqual([expect.objectContaining({ flagged_reason: null })])
    expect(notified).toEqual(['Priya Raman'])
    expect(await count('contact_challenges_used')).toBe(1)
  })
})

describe('a solution that does not hold', () => {
  const now = () => harness.clock.now
  const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')
  const signed = () => signedSolution(challenge.key, now() + challenge.ttlMs)
  const cases: [string, () => unknown, string][] = [
    ['absent', () => undefined, 'challenge_missing'],
    ['empty', () => '', 'challenge_missing'],
    ['not base64 JSON', () => 'not-a-solution', 'challenge_invalid'],
    ['with the wrong number', () => base64({ ...signed(), number: 43 }), 'challenge_invalid'],
    ['signed with another key', () => altchaField(signedSolution('another-key', now() + 60_000)), 'challenge_invalid'],
    ['with a forged signature', () => base64({ ...signed(), signature: 'ab'.repeat(32) }), 'challenge_invalid'],
    [
      'with digits moved from the number into the salt',
      () => {
        const solution = signedSolution(challenge.key, now() + 60_000, 420)
        return base64({ ...solution, salt: `${solution.salt}4`, number: 20 })
      },
      'challenge_invalid',
    ],
    ['past its expiry', () => altchaField(signedSolution(challenge.key, now() - 1000)), 'challenge_expired'],
  ]

  it.each(cases)(
    '%s: the enquiry is stored, flagged with the reason, thanked and not notified',
    async (_, altcha, reason) => {
      const tasks = background()
      const notified: string[] = []
      const form = harness.form({
        notify: async (stored) => void notified.push(stored.name),
        waitUntil: tasks.waitUntil,
      })
      const response = await form(post(enquiry({ altcha: altcha() })))
      expect([response.status, await response.json()]).toEqual([200, { message: expect.stringMatching(/^Thank you/) }])
      await tasks.settled()
      expect(await harness.stored()).toEqual([
        expect.objectContaining({ flagged_reason: reason, notified_at: null, notification_due_at: null }),
      ])
      expect(notified).toEqual([])
    },
  )

  it('used a second time: the first enquiry is accepted, the second stored and flagged challenge_reused', async () => {
    const altcha = harness.solved()
    const form = harness.form()
    expect((await form(post(enquiry({ altcha })))).status).toBe(200)
    expect((await form(post(enquiry({ altcha, email: 'again@example.com' })))).status).toBe(200)
    expect((await harness.stored()).map((row) => row.flagged_reason)).toEqual([null, 'challenge_reused'])
  })

  it('gives way to what the page saw: a filled honeypot is the reason recorded, and the solution still counts as used', async () => {
    const altcha = harness.solved()
    const form = harness.form()
    await form(post(enquiry({ altcha, website: 'https://spam.example' })))
    await form(post(enquiry({ altcha, fill_ms: 900 })))
    expect((await harness.stored()).map((row) => row.flagged_reason)).toEqual(['honeypot_filled', 'filled_too_fast'])
    expect(await count('contact_challenges_used')).toBe(1)
  })

  it('is given back when the enquiry could not be saved, so sending again is not taken for reuse', async () => {
    const altcha = harness.solved()
    const store = supabaseEnquiryStore(harness.supabase.url, harness.supabase.serviceRoleKey, harness.supabase.fetch)
    const failing = harness.form({
      store: { ...store, saveEnquiry: () => Promise.reject(new Error('database unavailable')) },
    })
    expect((await failing(post(enquiry({ altcha })))).status).toBe(500)
    expect(await count('contact_challenges_used')).toBe(0)
    expect((await harness.form()(post(enquiry({ altcha })))).status).toBe(200)
    expect(await harness.stored()).toEqual([expect.objectContaining({ flagged_reason: null })])
  })
})

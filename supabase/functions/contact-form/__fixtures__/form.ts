import { startLocalSupabase, type LocalSupabase } from '../../../local/index.ts'
import { createContactForm, type ContactFormOptions } from '../handler.ts'
import { supabaseEnquiryStore } from '../store.ts'
import { altchaField, signedSolution } from './altcha.ts'

export const site = 'http://127.0.0.1:3000'
export const challenge = { key: 'test-challenge-key', maxNumber: 1000, ttlMs: 15 * 60_000 }

/** The contact-form function on an in-memory stand-in, with a clock the test moves. */
export async function startForm() {
  const supabase: LocalSupabase = await startLocalSupabase({ port: false, functions: {} })
  const clock = { now: Date.parse('2026-11-23T10:00:00Z') }
  const form = (overrides: Partial<ContactFormOptions> = {}) =>
    createContactForm({
      store: supabaseEnquiryStore(supabase.url, supabase.serviceRoleKey, supabase.fetch),
      allowedOrigins: ['http://127.0.0.1:*'],
      siteUrl: site,
      hashSecret: 'test-secret',
      challenge,
      now: () => clock.now,
      sleep: async () => {},
      log: () => {},
      ...overrides,
    })
  return {
    supabase,
    clock,
    form,
    /** A fresh solution of a challenge signed with the function's key. */
    solved: (expiresAt = clock.now + challenge.ttlMs) => altchaField(signedSolution(challenge.key, expiresAt)),
    stored: async () =>
      (await supabase.db.query<Record<string, unknown>>('select * from public.contact_enquiries order by created_at'))
        .rows,
    events: async () =>
      (
        await supabase.db.query<{ kind: string; detail: Record<string, unknown> }>(
          'select kind, detail from public.contact_enquiry_events order by id',
        )
      ).rows,
    reset: () =>
      supabase.db.exec(
        'delete from public.contact_enquiries; delete from public.contact_rate_limits; delete from public.contact_challenges_used;',
      ),
  }
}

/** A valid enquiry as the site's page sends it, with `fields` added. */
export const enquiry = (fields: Record<string, unknown> = {}) => ({
  name: 'Priya Raman',
  email: 'priya@example.com',
  company: 'Example Manufacturing',
  message: 'One order-to-cash flow, please.',
  website: '',
  fill_ms: 40_000,
  ...fields,
})

/** A POST to the function as JSON (or as a form without JavaScript, with that content type). */
export function post(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const form = headers['content-type'] === 'application/x-www-form-urlencoded'
  return new Request('http://127.0.0.1:54321/functions/v1/contact-form', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site, 'cf-connecting-ip': '203.0.113.7', ...headers },
    body: form
      ? new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString()
      : JSON.stringify(body),
  })
}

/** Background work the handler hands over, kept so a test can wait for it as the runtime would. */
export function background() {
  const tasks: Promise<unknown>[] = []
  return { waitUntil: (task: Promise<unknown>) => void tasks.push(task), settled: () => Promise.all(tasks) }
}

import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkFunction, serveFunction, type ServedFunction } from '../__fixtures__/deno.ts'
import { startLocalSupabase, type LocalSupabase } from '../local/index.ts'
import { clientFor, postRow } from '../local/test-support.ts'
import { fetchSolution } from './contact-form/__fixtures__/altcha.ts'
import { storeLink } from './post-preview/__fixtures__/links.ts'
import { startHost, type Host } from './request-rebuild/__fixtures__/host.ts'

// The functions as hosted Supabase runs them: their index.ts under real Deno, against the stand-in's
// API on 127.0.0.1, with what the platform injects into every function.
let supabase: LocalSupabase
let outside: Host
const served: ServedFunction[] = []

beforeAll(async () => {
  supabase = await startLocalSupabase({ port: 0, functions: {} })
  // The e-mail service and the deploy hook the functions call.
  outside = await startHost()
})
afterAll(async () => {
  await Promise.all(served.map((running) => running.stop()))
  await outside?.close()
  await supabase?.stop()
})

async function serve(name: string, secrets: Record<string, string>): Promise<ServedFunction> {
  const running = await serveFunction(name, {
    SUPABASE_URL: supabase.url,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: supabase.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: supabase.secretKey }),
    SUPABASE_JWKS: JSON.stringify({ keys: [supabase.signingKey.jwk] }),
    SUPABASE_ANON_KEY: supabase.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: supabase.serviceRoleKey,
    ...secrets,
  })
  served.push(running)
  return running
}

// Every function: each folder with an index.ts is one `supabase functions deploy` can take.
const functions = readdirSync(import.meta.dirname).filter((name) =>
  existsSync(join(import.meta.dirname, name, 'index.ts')),
)

it('finds the functions to check', () => {
  expect(functions).toEqual(
    expect.arrayContaining(['contact-form', 'enquiry-delivery', 'post-preview', 'request-rebuild']),
  )
})

describe.each(functions)('%s', (name) => {
  it('passes `deno check` with its deno.json', async () => {
    const { ok, output } = await checkFunction(name)
    expect(ok, output).toBe(true)
  })
})

it('contact-form stores a valid enquiry and notifies the team, under Deno', async () => {
  const contactForm = await serve('contact-form', {
    RESEND_API_KEY: 're_test',
    RESEND_API_URL: outside.url,
    CONTACT_NOTIFY_FROM: 'Website <website@axon.test>',
    CONTACT_NOTIFY_TO: 'team@axon.test',
  })
  outside.answer(200, { id: 'email-1' })
  const response = await fetch(contactForm.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3000' },
    body: JSON.stringify({
      name: 'Priya Raman',
      email: 'priya@example.com',
      company: 'Example Manufacturing',
      message: 'One order-to-cash flow, please.',
      altcha: await fetchSolution(contactForm.url),
    }),
  })
  expect(response.status, contactForm.output()).toBe(200)

  const service = clientFor(supabase, supabase.serviceRoleKey)
  const stored = () =>
    service.from('contact_enquiries').select('name, email, flagged_reason, notified_at, notification_error')
  await expect
    .poll(async () => (await stored()).data)
    .toEqual([
      {
        name: 'Priya Raman',
        email: 'priya@example.com',
        flagged_reason: null,
        notified_at: expect.any(String),
        notification_error: null,
      },
    ])
  expect(outside.requests).toEqual([
    expect.objectContaining({ path: '/emails', body: expect.objectContaining({ to: ['team@axon.test'] }) }),
  ])
})

it('request-rebuild records a staff request and calls the deploy hook, under Deno', async () => {
  await supabase.createUser({ email: 'editor@example.com', password: 'editor-password-1' }, { staffOf: 'axon' })
  const staff = clientFor(supabase, supabase.anonKey)
  const { data, error } = await staff.auth.signInWithPassword({
    email: 'editor@example.com',
    password: 'editor-password-1',
  })
  if (error) throw error
  outside.requests.length = 0
  outside.answer(204)
  const requestRebuild = await serve('request-rebuild', { REBUILD_HOOK_URL: `${outside.url}/hook` })

  const response = await fetch(requestRebuild.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${data.session.access_token}`, apikey: supabase.anonKey },
  })
  expect(response.status, requestRebuild.output()).toBe(202)
  expect(await response.json()).toEqual(expect.objectContaining({ coalesced: false }))
  expect(outside.requests).toEqual([expect.objectContaining({ path: '/hook' })])
  const { rows } = await supabase.db.query<{ request_count: number; sent_at: Date | null }>(
    'select request_count, sent_at from public.site_rebuilds',
  )
  expect(rows).toEqual([{ request_count: 1, sent_at: expect.any(Date) }])
})

it('enquiry-delivery runs the upkeep for a caller with the secret key, and refuses anyone else, under Deno', async () => {
  const enquiryDelivery = await serve('enquiry-delivery', {})
  const upkeep = (key: string) =>
    fetch(enquiryDelivery.url, {
      method: 'POST',
      headers: { apikey: key, 'content-type': 'application/json' },
      body: '{}',
    })
  const response = await upkeep(supabase.secretKey)
  expect(response.status, enquiryDelivery.output()).toBe(200)
  expect(await response.json()).toEqual({
    notifications: { sent: 0, failed: 0, busy: 0 },
    handoffs: { sent: 0, failed: 0, busy: 0 },
    deleted: { closed: 0, spam: 0, challenges: 0 },
  })
  expect((await upkeep(supabase.publishableKey)).status).toBe(401)
})

it('post-preview answers a link’s draft to anyone with its token, and 404 to any other, under Deno', async () => {
  const postPreview = await serve('post-preview', {})
  const service = clientFor(supabase, supabase.secretKey)
  const { data: post } = await service
    .from('blog_posts')
    .insert(postRow({ title: 'A draft for review' }))
    .select('id, slug')
    .single()
    .throwOnError()
  const ask = (token: string) =>
    fetch(postPreview.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://reviewer.example' },
      body: JSON.stringify({ token }),
    })
  const response = await ask(await storeLink(service, post))
  expect(response.status, postPreview.output()).toBe(200)
  expect(await response.json()).toEqual(
    expect.objectContaining({ standing: 'draft', post: expect.objectContaining({ title: 'A draft for review' }) }),
  )
  expect((await ask('A'.repeat(43))).status).toBe(404)
})

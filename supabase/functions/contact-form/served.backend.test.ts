import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startLocalSupabase } from '../../local/index.ts'
import { fetchSolution } from './__fixtures__/altcha.ts'

// The function as the stand-in serves it, configured from the environment, with an e-mail service
// speaking Resend's API on 127.0.0.1 that holds its answer until the test lets it go.
interface MailRequest {
  path: string | undefined
  authorization: string | undefined
  body: Record<string, unknown>
}

let arrived: (request: MailRequest) => void = () => {}
const mailArrived = new Promise<MailRequest>((resolve) => (arrived = resolve))
let held: ServerResponse | undefined
const mailService = createServer((request: IncomingMessage, response: ServerResponse) => {
  let text = ''
  request.on('data', (chunk: Buffer) => (text += chunk.toString()))
  request.on('end', () => {
    held = response
    arrived({
      path: request.url,
      authorization: request.headers.authorization,
      body: JSON.parse(text) as Record<string, unknown>,
    })
  })
})

const settings = {
  RESEND_API_KEY: 're_test',
  CONTACT_NOTIFY_FROM: 'Website <website@axon.test>',
  CONTACT_NOTIFY_TO: 'team@axon.test',
}
const before = Object.fromEntries(['RESEND_API_URL', ...Object.keys(settings)].map((name) => [name, process.env[name]]))
const dataDir = mkdtempSync(join(tmpdir(), 'contact-form-'))

beforeAll(async () => {
  await new Promise<void>((resolve) => mailService.listen(0, '127.0.0.1', resolve))
  const address = mailService.address()
  if (!address || typeof address !== 'object') throw new Error('The test e-mail service has no port.')
  Object.assign(process.env, settings, { RESEND_API_URL: `http://127.0.0.1:${address.port}` })
})
afterAll(async () => {
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  mailService.closeAllConnections()
  await new Promise((resolve) => mailService.close(resolve))
  rmSync(dataDir, { recursive: true, force: true })
})

it('answers the visitor while the e-mail service is still busy, reaches that service, and records its answer before stopping', async () => {
  const supabase = await startLocalSupabase({ dataDir, port: 0 })
  const enquiry = {
    name: 'Priya Raman',
    email: 'priya@example.com',
    company: 'Example Manufacturing',
    message: 'One order-to-cash flow, please.',
    altcha: await fetchSolution(`${supabase.url}/functions/v1/contact-form`),
  }
  const response = await fetch(`${supabase.url}/functions/v1/contact-form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(enquiry),
  })
  expect(response.status).toBe(200)

  const mail = await mailArrived
  expect(mail).toEqual({
    path: '/emails',
    authorization: 'Bearer re_test',
    body: expect.objectContaining({
      to: ['team@axon.test'],
      reply_to: 'priya@example.com',
      text: expect.stringContaining('Priya Raman'),
    }),
  })
  const stored = await supabase.db.query<{ notified_at: Date | null }>(
    'select notified_at from public.contact_enquiries',
  )
  expect(stored.rows).toEqual([{ notified_at: null }])

  // The notification is still under way when the stand-in is told to stop; stop() lets it finish.
  const stopped = supabase.stop()
  held?.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"email-1"}')
  await stopped

  const reopened = await startLocalSupabase({ dataDir, port: false })
  try {
    const { rows } = await reopened.db.query<{ notified_at: Date | null; notification_error: string | null }>(
      'select notified_at, notification_error from public.contact_enquiries',
    )
    expect(rows).toEqual([{ notified_at: expect.any(Date), notification_error: null }])
  } finally {
    await reopened.stop()
  }
})

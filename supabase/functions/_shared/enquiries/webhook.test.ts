import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startReceiver, type Receiver } from './__fixtures__/receiver.ts'
import type { EnquiryRecord } from './record.ts'
import { webhookHandOff, webhookTarget } from './webhook.ts'

type Check = (secret: string, headers: Record<string, unknown>, rawBody: string, nowMs?: number) => boolean

// The receiver's check exactly as the README gives it, so the README's promise is what is tested.
const readme = readFileSync(resolve(import.meta.dirname, '../../../../README.md'), 'utf8')
const snippet = /```js\n(import \{ createHmac[\s\S]*?export function isFromAxon[\s\S]*?)```/.exec(readme)?.[1]
const folder = mkdtempSync(join(tmpdir(), 'axon-webhook-'))
let isFromAxon: Check
let receiver: Receiver
beforeAll(async () => {
  if (!snippet) throw new Error('README.md has no isFromAxon snippet under "Handing enquiries to other tools".')
  writeFileSync(join(folder, 'verify.mjs'), snippet)
  isFromAxon = ((await import(pathToFileURL(join(folder, 'verify.mjs')).href)) as { isFromAxon: Check }).isFromAxon
  receiver = await startReceiver()
})
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true })
  await receiver?.close()
})

const enquiry: EnquiryRecord = {
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  created_at: '2026-11-23T10:00:00+00:00',
  name: 'Priya Raman',
  email: 'priya@example.com',
  company: 'Example Manufacturing',
  role: 'CIO',
  phone: null,
  message: 'Ünïcode and "quotes" survive.\nA second line.',
  page_path: '/contact',
  landing_path: '/?utm_source=linkedin',
  referrer: 'https://www.linkedin.com',
  utm_source: 'linkedin',
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
}
const sentAt = Date.parse('2026-11-23T10:00:05Z')

async function sendOne(secret = 'whsec-test') {
  receiver.received.length = 0
  await webhookHandOff({ url: receiver.url, secret, siteUrl: 'https://www.axon.example', now: () => sentAt })(enquiry)
  const [request] = receiver.received
  if (!request) throw new Error('Nothing arrived.')
  return request
}

describe("the README's check of a hand-off", () => {
  it('accepts a request as sent, within five minutes', async () => {
    const { headers, body } = await sendOne()
    expect(isFromAxon('whsec-test', headers, body, sentAt)).toBe(true)
    expect(isFromAxon('whsec-test', headers, body, sentAt + 299_000)).toBe(true)
  })

  it('refuses a replay after five minutes, a changed body or timestamp, and another secret', async () => {
    const { headers, body } = await sendOne()
    expect(isFromAxon('whsec-test', headers, body, sentAt + 301_000)).toBe(false)
    expect(isFromAxon('whsec-test', headers, body.replace('Priya', 'Pria'), sentAt)).toBe(false)
    const later = String(Number(headers['x-axon-timestamp']) + 60)
    expect(isFromAxon('whsec-test', { ...headers, 'x-axon-timestamp': later }, body, sentAt)).toBe(false)
    expect(isFromAxon('another-secret', headers, body, sentAt)).toBe(false)
    expect(isFromAxon('whsec-test', { ...headers, 'x-axon-signature': undefined }, body, sentAt)).toBe(false)
  })
})

describe('the hand-off', () => {
  it('fails on any answer but a 2xx, with the status in the error', async () => {
    const handOff = webhookHandOff({ url: receiver.url, secret: 's', siteUrl: 'https://www.axon.example' })
    receiver.answerWith(302)
    await expect(handOff(enquiry)).rejects.toThrow('The webhook answered 302: receiver unavailable')
    receiver.answerWith(204)
    await expect(handOff(enquiry)).resolves.toBeUndefined()
  })

  it('fails, saying so, when the receiver cannot be reached', async () => {
    const handOff = webhookHandOff({
      url: 'http://127.0.0.1:9/hooks',
      secret: 's',
      siteUrl: 'https://www.axon.example',
    })
    await expect(handOff(enquiry)).rejects.toThrow(/^The webhook could not be reached/)
  })

  it.each([
    ['https://hooks.example.com/axon', true],
    ['http://127.0.0.1:8080/hook', true],
    ['http://localhost/hook', true],
    ['http://hooks.example.com/axon', false],
    ['ftp://hooks.example.com', false],
    ['hooks.example.com', false],
  ])('goes to %s: %s', (url, allowed) => {
    expect('url' in webhookTarget(url)).toBe(allowed)
  })
})

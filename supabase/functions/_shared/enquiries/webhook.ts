// The hand-off: each genuine enquiry POSTed as JSON to the firm's CRM or chat, signed so the receiver
// can tell it comes from this site and refuse a replay (README, "Handing enquiries to other tools").
import { inboxUrl, type EnquiryRecord } from './record.ts'

/** The body of the hand-off, version 1. Fields are only ever added within a version. */
export interface EnquiryWebhookPayload {
  type: 'enquiry.created'
  version: 1
  id: string
  created_at: string
  name: string
  company: string
  role: string | null
  email: string
  phone: string | null
  message: string
  page_path: string | null
  landing_path: string | null
  referrer: string | null
  utm: {
    source: string | null
    medium: string | null
    campaign: string | null
    term: string | null
    content: string | null
  }
  inbox_url: string
}

/** The payload for an enquiry. */
export function webhookPayload(enquiry: EnquiryRecord, siteUrl: string): EnquiryWebhookPayload {
  return {
    type: 'enquiry.created',
    version: 1,
    id: enquiry.id,
    created_at: new Date(enquiry.created_at).toISOString(),
    name: enquiry.name,
    company: enquiry.company,
    role: enquiry.role,
    email: enquiry.email,
    phone: enquiry.phone,
    message: enquiry.message,
    page_path: enquiry.page_path,
    landing_path: enquiry.landing_path,
    referrer: enquiry.referrer,
    utm: {
      source: enquiry.utm_source,
      medium: enquiry.utm_medium,
      campaign: enquiry.utm_campaign,
      term: enquiry.utm_term,
      content: enquiry.utm_content,
    },
    inbox_url: inboxUrl(siteUrl, enquiry.id),
  }
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/** Hex HMAC-SHA-256 of a text with a secret. */
export async function hmacHex(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(text)))
}

/** The value of X-Axon-Signature for a body sent at `timestamp` (unix seconds). */
export const webhookSignature = async (secret: string, timestamp: number, body: string) =>
  `v1=${await hmacHex(secret, `${timestamp}.${body}`)}`

/** Sends an enquiry to the firm's tools; throws when the receiver does not take it. */
export type HandOff = (enquiry: EnquiryRecord) => Promise<void>

/**
 * Where the hand-off goes: an https address (http only on this machine, for tests and a local
 * receiver), or the reason it cannot be used.
 */
export function webhookTarget(url: string): { url: string } | { problem: string } {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { problem: 'ENQUIRY_WEBHOOK_URL is not a full address, such as https://hooks.example.com/axon.' }
  }
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)
  if (parsed.protocol === 'https:' || (parsed.protocol === 'http:' && local)) return { url: parsed.href }
  return { problem: 'ENQUIRY_WEBHOOK_URL must be an https address: the enquiry carries personal data.' }
}

/** A hand-off that POSTs each enquiry to `url`, signed with `secret`; a 2xx answer is success. */
export function webhookHandOff(options: {
  url: string
  secret: string
  siteUrl: string
  now?: () => number
  fetch?: typeof fetch
}): HandOff {
  const send = options.fetch ?? fetch
  const now = options.now ?? Date.now
  return async (enquiry) => {
    const body = JSON.stringify(webhookPayload(enquiry, options.siteUrl))
    // Each try is signed afresh, so a receiver that refuses old timestamps takes a late retry.
    const timestamp = Math.floor(now() / 1000)
    let response: Response
    try {
      response = await send(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Axon-Enquiry-Webhook/1',
          'x-axon-timestamp': String(timestamp),
          'x-axon-signature': await webhookSignature(options.secret, timestamp, body),
          'x-axon-delivery': enquiry.id,
        },
        body,
        // A redirect is not an answer: the enquiry is not sent on to an address nobody configured.
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      })
    } catch (error) {
      throw new Error(`The webhook could not be reached: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      })
    }
    const answer = (await response.text().catch(() => '')).slice(0, 300)
    if (response.status < 200 || response.status > 299)
      throw new Error(`The webhook answered ${response.status}${answer ? `: ${answer}` : ''}`)
  }
}

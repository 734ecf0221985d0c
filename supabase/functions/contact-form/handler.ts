// The contact-form edge function, free of runtime-specific imports: index.ts serves it on Deno
// (hosted Supabase), and the local stand-in serves it on Node.
import { deliverAtOnce, type Channel, type Sender } from '../_shared/enquiries/deliver.ts'
import type { Notifier } from '../_shared/enquiries/notify.ts'
import { leaseMs } from '../_shared/enquiries/schedule.ts'
import { configuredSenders, siteUrlOf } from '../_shared/enquiries/senders.ts'
import { jsonResponse, readLimited } from '../_shared/http.ts'
import { platformKey } from '../_shared/keys.ts'
import { attributionOf } from './attribution.ts'
import { automationEvidence, firstReason } from './automation.ts'
import { challengeDefaults, createChallenge, verifyChallenge, type ChallengeSettings } from './challenge.ts'
import { parseEnquiry } from './fields.ts'
import { clientAddress, corsHeaders, keyedHash, originAllowed } from './http.ts'
import { supabaseEnquiryStore, type EnquiryStore } from './store.ts'
import { removeUnsafeCharacters } from './unsafe.ts'

export interface ContactFormOptions {
  store: EnquiryStore
  /** Tells the firm about a stored enquiry; absent when notifications are not configured. */
  notify?: Notifier | undefined
  /** Hands a stored enquiry to the firm's tools (the signed webhook); absent when not configured. */
  handOff?: Sender | undefined
  /** Signs and checks the proof-of-work challenges. */
  challenge: ChallengeSettings
  /** Origins whose pages may post: exact origins, or 'http://127.0.0.1:*' for any port. */
  allowedOrigins: readonly string[]
  /** Where a form posted without JavaScript is sent back to when its origin is not known. */
  siteUrl: string
  /** Secret mixed into the hashes of addresses kept for rate limiting. */
  hashSecret: string
  rateLimit?: { max: number; windowMs: number }
  /** A person takes at least this long to fill in the form; a faster enquiry is stored flagged, without a notification. */
  minFillMs?: number
  /**
   * Keeps the runtime alive for work that goes on after the answer (the notification): the edge
   * runtime's `EdgeRuntime.waitUntil` on hosted Supabase, the stand-in's own locally.
   */
  waitUntil?: (task: Promise<unknown>) => void
  /** Waits between the tries made right after storing; a timer by default. */
  sleep?: (ms: number) => Promise<void>
  now?: () => number
  log?: (message: string) => void
}

const bodyLimit = 32 * 1024

export const messages = {
  success: (name: string) =>
    `Thank you, ${name.split(/\s+/)[0]}. A senior architect will reply within 24 hours to arrange your 30-minute consultation.`,
  invalid: 'Some fields need your attention: please check the highlighted entries and send again.',
  rateLimited: (minutes: number) =>
    `You have sent several messages in the last few minutes. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  storeFailed: 'We could not save your message just now. Please try again in a moment.',
} as const

type Outcome =
  | { kind: 'sent'; message: string }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'error'; status: number; error: string }

/** Creates the function's request handler. */
export function createContactForm(options: ContactFormOptions): (request: Request) => Promise<Response> {
  const { max, windowMs } = options.rateLimit ?? { max: 5, windowMs: 10 * 60_000 }
  const minFillMs = options.minFillMs ?? 3000
  const now = options.now ?? Date.now
  const log = options.log ?? ((message: string) => console.error(`[contact-form] ${message}`))
  const inBackground = options.waitUntil ?? (() => {})
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const senders: [Channel, Sender][] = []
  if (options.notify) senders.push(['notification', options.notify])
  if (options.handOff) senders.push(['handoff', options.handOff])

  async function accept(body: Record<string, unknown>, request: Request): Promise<Outcome> {
    const parsed = parseEnquiry(body)
    if ('fields' in parsed) return { kind: 'invalid', fields: parsed.fields }
    const { enquiry } = parsed
    const ipHash = await keyedHash(options.hashSecret, clientAddress(request))
    const keys = [`ip:${ipHash}`, `email:${await keyedHash(options.hashSecret, enquiry.email.toLowerCase())}`]
    const moment = new Date(now())
    for (const key of keys) {
      const { count, oldest } = await options.store.attemptsSince(key, new Date(moment.getTime() - windowMs))
      if (count >= max)
        return {
          kind: 'rate-limited',
          retryAfterSeconds: Math.max(
            1,
            Math.ceil(((oldest?.getTime() ?? moment.getTime()) + windowMs - moment.getTime()) / 1000),
          ),
        }
    }
    for (const key of keys) await options.store.recordAttempt(key, moment)
    const userAgent = request.headers.get('user-agent')
    // Suspected automation is kept for staff to review, and answered as a person would be.
    const verdict = await verifyChallenge(body.altcha, options.challenge, moment.getTime())
    const used =
      'signature' in verdict ? await options.store.useChallenge(verdict.signature, verdict.expiresAt) : undefined
    const flaggedReason = firstReason([
      automationEvidence(body, minFillMs),
      'failure' in verdict ? verdict.failure : undefined,
      used === 'reused' ? 'challenge_reused' : undefined,
    ])
    // Each delivery is taken from the start: if this runtime stops before it is made, the upkeep makes it.
    const firstDue = flaggedReason ? undefined : new Date(moment.getTime() + leaseMs)
    let stored
    try {
      stored = await options.store.saveEnquiry(enquiry, {
        ipHash,
        userAgent: userAgent === null ? undefined : removeUnsafeCharacters(userAgent),
        flaggedReason,
        attribution: attributionOf(body, request.headers.get('referer'), options.allowedOrigins),
        notificationDueAt: options.notify && firstDue,
        handoffDueAt: options.handOff && firstDue,
      })
    } catch (error) {
      // The visitor is asked to send again, and that must not count as reusing the solution.
      if (used === 'fresh' && 'signature' in verdict)
        await options.store
          .releaseChallenge(verdict.signature)
          .catch((releaseError: unknown) => log(`could not give the challenge back: ${String(releaseError)}`))
      throw error
    }
    if (flaggedReason) log(`enquiry ${stored.id} is stored, flagged ${flaggedReason}; it is not sent on`)
    // After the answer, so the visitor never waits on the e-mail service or the webhook.
    else
      for (const [channel, send] of senders)
        inBackground(
          deliverAtOnce({ enquiry: stored, channel, send, store: options.store.deliveries, now, log, sleep }),
        )
    return { kind: 'sent', message: messages.success(enquiry.name) }
  }

  return async (request) => {
    const origin = request.headers.get('origin')
    const cors = corsHeaders(origin, options.allowedOrigins)
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
    if (/\/challenge\/?$/.test(new URL(request.url).pathname)) {
      if (request.method !== 'GET')
        return jsonResponse(405, { error: 'Ask for a challenge with GET.' }, { ...cors, allow: 'GET, OPTIONS' })
      // Signed, not stored: answering costs two hashes and never touches the database.
      return jsonResponse(200, await createChallenge(options.challenge, now()), {
        ...cors,
        'cache-control': 'no-store',
      })
    }
    if (request.method !== 'POST')
      return jsonResponse(405, { error: 'Send the enquiry with POST.' }, { ...cors, allow: 'POST, OPTIONS' })
    if (origin && !originAllowed(origin, options.allowedOrigins))
      return jsonResponse(403, { error: 'This form accepts enquiries from the Axon Intelligence website only.' })
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
    const fromForm = type === 'application/x-www-form-urlencoded'
    if (type !== 'application/json' && !fromForm)
      return jsonResponse(415, { error: 'Send the enquiry as JSON (Content-Type: application/json).' }, cors)
    const text = await readLimited(request, bodyLimit)
    if (text === undefined)
      return respond({
        kind: 'error',
        status: 413,
        error: `The enquiry is larger than ${bodyLimit / 1024} KB. Please shorten your message.`,
      })
    const body = fromForm ? Object.fromEntries(new URLSearchParams(text)) : parseJsonObject(text)
    if (!body)
      return respond({
        kind: 'error',
        status: 400,
        error: 'Send the enquiry as a JSON object with name, email, company and message.',
      })
    let outcome: Outcome
    try {
      outcome = await accept(body, request)
    } catch (error) {
      log(`could not accept an enquiry: ${error instanceof Error ? error.message : String(error)}`)
      outcome = { kind: 'error', status: 500, error: messages.storeFailed }
    }
    return respond(outcome)

    function respond(result: Outcome): Response {
      if (fromForm) return redirectToSite(result)
      switch (result.kind) {
        case 'sent':
          return jsonResponse(200, { message: result.message }, cors)
        case 'invalid':
          return jsonResponse(400, { error: messages.invalid, fields: result.fields }, cors)
        case 'rate-limited':
          return jsonResponse(
            429,
            { error: messages.rateLimited(Math.ceil(result.retryAfterSeconds / 60)) },
            { ...cors, 'retry-after': String(result.retryAfterSeconds) },
          )
        case 'error':
          return jsonResponse(result.status, { error: result.error }, cors)
      }
    }

    // A form posted without JavaScript: send the visitor back to a page of the site that says what happened,
    // at the page's folder, which static hosts serve without a second redirect.
    function redirectToSite(result: Outcome): Response {
      const site = origin && originAllowed(origin, options.allowedOrigins) ? origin : options.siteUrl
      const path =
        result.kind === 'sent'
          ? '/contact/thank-you/'
          : `/contact/not-sent/?reason=${result.kind === 'error' ? 'error' : result.kind}`
      return new Response(null, { status: 303, headers: { location: new URL(path, site).href } })
    }
  }
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** What the function reads from its runtime: environment variables, a fetch, and a way to finish work after the answer. */
export interface FunctionEnvironment {
  get(name: string): string | undefined
  fetch?: typeof fetch
  waitUntil?: (task: Promise<unknown>) => void
}

/** The function as deployed: configured from the environment hosted Supabase (or the stand-in) provides. */
export default function contactForm(environment: FunctionEnvironment): (request: Request) => Promise<Response> {
  const required = (name: string) => {
    const value = environment.get(name)
    if (!value)
      throw new Error(`The contact-form function needs ${name}; hosted Supabase and the local stand-in both set it.`)
    return value
  }
  const secret = platformKey((name) => environment.get(name), 'secret')
  if ('problem' in secret)
    throw new Error(
      `The contact-form function needs the project's secret key: ${secret.problem} Hosted Supabase and the local stand-in both set it.`,
    )
  const secretKey = secret.key
  const { siteUrl, origins } = siteUrlOf(environment)
  const senders = configuredSenders(environment)
  return createContactForm({
    store: supabaseEnquiryStore(required('SUPABASE_URL'), secretKey, environment.fetch),
    notify: senders.notification,
    handOff: senders.handoff,
    challenge: {
      ...challengeDefaults,
      // A key of its own, or one derived from the secret key, never the secret key itself.
      key: environment.get('CONTACT_CHALLENGE_KEY') || `contact-challenge:${secretKey}`,
    },
    allowedOrigins: origins.length ? origins : ['http://127.0.0.1:*', 'http://localhost:*'],
    siteUrl,
    hashSecret: environment.get('CONTACT_HASH_SECRET') ?? secretKey,
    waitUntil: environment.waitUntil,
  })
}

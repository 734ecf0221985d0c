// The contact-form edge function, free of runtime-specific imports: index.ts serves it on Deno
// (hosted Supabase), and the local stand-in serves it on Node.
import { jsonResponse, readLimited } from '../_shared/http.ts'
import { platformKey } from '../_shared/keys.ts'
import { automationEvidence } from './automation.ts'
import { parseEnquiry, type Enquiry } from './fields.ts'
import { clientAddress, corsHeaders, keyedHash, originAllowed } from './http.ts'
import { resendNotifier, type Notifier } from './notify.ts'
import { supabaseEnquiryStore, type EnquiryStore } from './store.ts'
import { removeUnsafeCharacters } from './unsafe.ts'

export interface ContactFormOptions {
  store: EnquiryStore
  /** Tells the firm about a stored enquiry; absent when notifications are not configured. */
  notify?: Notifier
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
    const flaggedReason = automationEvidence(body, minFillMs)
    const id = await options.store.saveEnquiry(enquiry, {
      ipHash,
      userAgent: userAgent === null ? undefined : removeUnsafeCharacters(userAgent),
      flaggedReason,
    })
    if (flaggedReason) log(`enquiry ${id} is stored, flagged ${flaggedReason}; no notification is sent`)
    else if (options.notify) inBackground(notifyTeam(id, enquiry, options.notify))
    return { kind: 'sent', message: messages.success(enquiry.name) }
  }

  // The enquiry is already stored: a failure here is recorded and logged, never shown as a lost message.
  // It runs after the answer, so the visitor never waits on the e-mail service.
  async function notifyTeam(id: string, enquiry: Enquiry, notify: Notifier): Promise<void> {
    try {
      await notify(enquiry)
      await options.store.markNotified(id, { at: new Date(now()) })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      log(`enquiry ${id} is stored but the notification failed: ${reason}`)
      await options.store
        .markNotified(id, { error: reason })
        .catch((markError: unknown) => log(`could not record that failure: ${String(markError)}`))
    }
  }

  return async (request) => {
    const origin = request.headers.get('origin')
    const cors = corsHeaders(origin, options.allowedOrigins)
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
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

    // A form posted without JavaScript: send the visitor back to a page of the site that says what happened.
    function redirectToSite(result: Outcome): Response {
      const site = origin && originAllowed(origin, options.allowedOrigins) ? origin : options.siteUrl
      const path =
        result.kind === 'sent'
          ? '/contact/thank-you'
          : `/contact/not-sent?reason=${result.kind === 'error' ? 'error' : result.kind}`
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
  const [apiKey, from, to] = ['RESEND_API_KEY', 'CONTACT_NOTIFY_FROM', 'CONTACT_NOTIFY_TO'].map((name) =>
    environment.get(name),
  )
  const apiUrl = environment.get('RESEND_API_URL')
  const origins = environment
    .get('SITE_ORIGINS')
    ?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  return createContactForm({
    store: supabaseEnquiryStore(required('SUPABASE_URL'), secretKey, environment.fetch),
    notify: apiKey && from && to ? resendNotifier({ apiKey, from, to, apiUrl, fetch: environment.fetch }) : undefined,
    allowedOrigins: origins?.length ? origins : ['http://127.0.0.1:*', 'http://localhost:*'],
    siteUrl: environment.get('SITE_URL') ?? origins?.[0] ?? 'http://127.0.0.1:3000',
    hashSecret: environment.get('CONTACT_HASH_SECRET') ?? secretKey,
    waitUntil: environment.waitUntil,
  })
}

// The enquiry-delivery edge function, free of runtime-specific imports: index.ts serves it on Deno
// (hosted Supabase), and the local stand-in serves it on Node.
//  - A signed-in staff member POSTs {"enquiry": "<id>"}: whatever of that enquiry's notification and
//    hand-off is not yet done is sent now (the inbox's "send again", and right after "mark as genuine").
//  - The scheduled upkeep POSTs {} with the project's secret key in the apikey header (where Supabase
//    puts API keys; they are not JWTs, so not bearer tokens): every due notification and hand-off
//    is sent, and enquiries past the retention period and expired challenge solutions are deleted.
import { tryOnce, type Channel, type Sender } from '../_shared/enquiries/deliver.ts'
import { leaseMs } from '../_shared/enquiries/schedule.ts'
import { configuredSenders } from '../_shared/enquiries/senders.ts'
import { supabaseDeliveries, type EnquiryDeliveries } from '../_shared/enquiries/store.ts'
import { jsonResponse, readLimited, staffCallCors } from '../_shared/http.ts'
import { platformKey, sameSecret, secretKeys } from '../_shared/keys.ts'
import { sessionUsers } from '../_shared/session.ts'
import { functionClient } from '../_shared/supabase.ts'
import type { DeliveryAnswer, DeliveryRefused, SendOutcome, UpkeepAnswer, UpkeepCount } from './contract.ts'
import { supabaseRetention, supabaseStaffCheck, type Access } from './store.ts'

export interface EnquiryDeliveryOptions {
  /** The signed-in user a bearer token belongs to, verified against the project's signing keys. */
  sessionUser: (token: string) => Promise<string | undefined>
  /** Whether the user behind a session token is staff of the site. */
  staffCheck: (token: string) => Promise<Access>
  /** Whether a key is one of the project's secret keys: the scheduled upkeep's call. */
  isSecretKey: (key: string) => Promise<boolean>
  deliveries: ReturnType<typeof supabaseDeliveries>
  senders: Partial<Record<Channel, Sender>>
  /** Deletes what is past retention (closed and spam enquiries) or expired (challenge solutions). */
  deleteExpired: (now: Date, retentionDays: number) => Promise<UpkeepAnswer['deleted']>
  /** Closed and spam enquiries are kept this many days; or why the setting cannot be used. */
  retention: { days: number } | { problem: string }
  now?: () => number
  log?: (message: string) => void
}

const bodyLimit = 1024
/** At most this many of each delivery per upkeep run, a few at a time, so one run ends well within the platform's limit. */
const upkeepBatch = 50
const upkeepParallel = 4

export const messages = {
  signIn: 'Sign in to the admin as a staff member to send an enquiry on.',
  notStaff: 'Your account is not a staff member of this site, so it may not send enquiries on.',
  body: 'Send {"enquiry": "<id>"} to send one enquiry on now, or {} with the secret key for the upkeep.',
  notFound: 'There is no enquiry with that id. It may have been erased.',
  flagged:
    'This enquiry is flagged as possible automation: mark it as genuine first, and its notification and hand-off go out.',
  busy: 'This is being sent already; reload the enquiry in a moment to see how it went.',
  failed: 'The enquiry could not be sent on just now. Try again in a moment.',
} as const

const cors = staffCallCors

const answer = (status: number, body: DeliveryAnswer | UpkeepAnswer | DeliveryRefused) =>
  jsonResponse(status, body, cors)

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Creates the function's request handler. */
export function createEnquiryDelivery(options: EnquiryDeliveryOptions): (request: Request) => Promise<Response> {
  const { deliveries, senders } = options
  const now = options.now ?? Date.now
  const log = options.log ?? ((message: string) => console.error(`[enquiry-delivery] ${message}`))

  /** One delivery, sent now if it is set up and not yet done; null when there is nothing to send. */
  async function sendNow(found: EnquiryDeliveries, channel: Channel): Promise<SendOutcome | null> {
    const send = senders[channel]
    const state = found.state[channel]
    if (!send || state.doneAt) return null
    if (!(await deliveries.store.claim(found.enquiry.id, channel, state, new Date(now() + leaseMs))))
      return { ok: false, error: messages.busy }
    const outcome = await tryOnce({
      enquiry: found.enquiry,
      channel,
      send,
      store: deliveries.store,
      attempts: state.attempts,
      final: true,
      now,
      log,
    })
    return outcome.state === 'sent'
      ? { ok: true, at: outcome.at }
      : { ok: false, error: outcome.error, attempts: outcome.attempts, nextAttemptAt: outcome.nextAttemptAt }
  }

  async function sendEnquiry(id: string): Promise<Response> {
    const found = uuidShape.test(id) ? await deliveries.find(id) : undefined
    if (!found) return answer(404, { error: messages.notFound })
    if (!found.genuine) return answer(409, { error: messages.flagged })
    const [notification, handoff] = await Promise.all([sendNow(found, 'notification'), sendNow(found, 'handoff')])
    return answer(200, { enquiry: id, notification, handoff })
  }

  async function sendDue(channel: Channel): Promise<UpkeepCount> {
    const count: UpkeepCount = { sent: 0, failed: 0, busy: 0 }
    if (!senders[channel]) return count
    const queue = await deliveries.due(channel, new Date(now()), upkeepBatch)
    const worker = async () => {
      for (let found = queue.shift(); found; found = queue.shift()) {
        const outcome = await sendNow(found, channel)
        if (outcome?.ok) count.sent++
        else if (outcome?.error === messages.busy) count.busy++
        else if (outcome) count.failed++
      }
    }
    await Promise.all(Array.from({ length: upkeepParallel }, worker))
    return count
  }

  async function upkeep(): Promise<Response> {
    const [notifications, handoffs] = await Promise.all([sendDue('notification'), sendDue('handoff')])
    if ('problem' in options.retention) return answer(503, { error: options.retention.problem })
    const deleted = await options.deleteExpired(new Date(now()), options.retention.days)
    if (deleted.closed + deleted.spam > 0)
      log(`deleted ${deleted.closed} closed and ${deleted.spam} spam enquiries past the retention period`)
    return answer(200, { notifications, handoffs, deleted })
  }

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
    if (request.method !== 'POST')
      return jsonResponse(405, { error: 'Send enquiries on with POST.' }, { ...cors, allow: 'POST, OPTIONS' })
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
    const apikey = request.headers.get('apikey')?.trim()
    if (!token && !apikey) return answer(401, { error: messages.signIn })
    let text: string | undefined
    try {
      text = await readLimited(request, bodyLimit)
    } catch {
      return answer(400, { error: messages.body })
    }
    const body = text === undefined ? undefined : parseBody(text)
    if (!body) return answer(400, { error: messages.body })
    try {
      // The secret key in apikey; a legacy service_role key may come as the bearer token too.
      if ((apikey && (await options.isSecretKey(apikey))) || (token && (await options.isSecretKey(token))))
        return body.enquiry === undefined ? await upkeep() : await sendEnquiry(body.enquiry)
      if (!token || !(await options.sessionUser(token))) return answer(401, { error: messages.signIn })
      if ((await options.staffCheck(token)) !== 'staff') return answer(403, { error: messages.notStaff })
      if (body.enquiry === undefined) return answer(400, { error: messages.body })
      return await sendEnquiry(body.enquiry)
    } catch (error) {
      log(`could not send enquiries on: ${error instanceof Error ? error.message : String(error)}`)
      return answer(500, { error: messages.failed })
    }
  }
}

/** `{}`, or `{ "enquiry": "<id>" }`; undefined for anything else. */
function parseBody(text: string): { enquiry?: string } | undefined {
  if (!text.trim()) return {}
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
    const { enquiry } = value as { enquiry?: unknown }
    if (enquiry === undefined) return {}
    return typeof enquiry === 'string' ? { enquiry } : undefined
  } catch {
    return undefined
  }
}

/** How long closed and spam enquiries are kept: ENQUIRY_RETENTION_DAYS, 365 by default. */
export function retentionOf(value: string | undefined): { days: number } | { problem: string } {
  if (!value?.trim()) return { days: 365 }
  const days = Number(value)
  return Number.isInteger(days) && days >= 1 && days <= 3650
    ? { days }
    : {
        problem: `ENQUIRY_RETENTION_DAYS must be a whole number of days from 1 to 3650, not "${value}"; nothing was deleted.`,
      }
}

/** What the function reads from its runtime: environment variables and a fetch. */
export interface FunctionEnvironment {
  get(name: string): string | undefined
  fetch?: typeof fetch
}

/** The site whose enquiries are sent on. */
export const websiteCode = 'axon'

/** The function as deployed, configured from the environment; it never throws, answering 503 until it can run. */
export default function enquiryDelivery(environment: FunctionEnvironment): (request: Request) => Promise<Response> {
  const get = (name: string) => environment.get(name)
  const url = get('SUPABASE_URL')?.trim().replace(/\/+$/, '')
  const publishable = platformKey(get, 'publishable')
  const secret = platformKey(get, 'secret')
  if (!url || 'problem' in publishable || 'problem' in secret) {
    const problems = [
      ...(url ? [] : ['SUPABASE_URL is not set.']),
      ...[publishable, secret].flatMap((read) => ('problem' in read ? [read.problem] : [])),
    ]
    return async (request) =>
      request.method === 'OPTIONS'
        ? new Response(null, { status: 204, headers: cors })
        : answer(503, { error: `The enquiry-delivery function cannot run: ${problems.join(' ')}` })
  }
  const keys = secretKeys(get)
  return createEnquiryDelivery({
    sessionUser: sessionUsers(url, publishable.key, environment.fetch),
    staffCheck: supabaseStaffCheck(url, publishable.key, websiteCode, environment.fetch),
    isSecretKey: async (given) => (await Promise.all(keys.map((key) => sameSecret(given, key)))).includes(true),
    deliveries: supabaseDeliveries(functionClient(url, secret.key, { fetch: environment.fetch })),
    senders: configuredSenders(environment),
    deleteExpired: supabaseRetention(url, secret.key, websiteCode, environment.fetch),
    retention: retentionOf(get('ENQUIRY_RETENTION_DAYS')),
  })
}

// The request-rebuild edge function, free of runtime-specific imports: index.ts serves it on Deno
// (hosted Supabase), and the local stand-in serves it on Node.
import { jsonResponse, readLimited, staffCallCors } from '../_shared/http.ts'
import { coverRequest } from './coalesce.ts'
import type { RebuildAccepted, RebuildRefused } from './contract.ts'
import { dispatcherFor, DispatchRefused, type Dispatcher } from './dispatch.ts'
import { readSettings } from './settings.ts'
import { supabaseCallers, supabaseRebuildStore, type Callers, type Dispatch, type RebuildStore } from './store.ts'

export interface RequestRebuildOptions {
  /** Who is calling: their session verified against the project's signing keys, and recording their request with their own token is the staff check. */
  callers: Callers
  store: RebuildStore
  /** Sends the dispatch; the problems to report instead while rebuilds are not set up. */
  dispatch: Dispatcher | { problems: string[] }
  /** Requests within this long of the last dispatch share the next one. */
  windowMs: number
  /** Keeps the runtime alive for a trailing dispatch sent after the answer: `EdgeRuntime.waitUntil` on hosted Supabase. */
  waitUntil?: (task: Promise<unknown>) => void
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  log?: (message: string) => void
  /**
   * Aborted when the runtime shuts down: a dispatch still waiting for its time is left, unsent, for the
   * next request it covers to send, as when hosted Supabase ends a runtime.
   */
  stopping?: AbortSignal
}

// The body carries nothing the function needs; supabase-js sends none, or `{}`.
const bodyLimit = 1024

export const messages = {
  signIn: 'Sign in to the admin as a staff member to request a rebuild of the site.',
  notStaff: 'Your account is not a staff member of this site, so it may not request a rebuild.',
  tooLarge: `Send the request without a body, or with at most ${bodyLimit} bytes of JSON.`,
  unreadable: 'The request could not be read. Try again.',
  failed: 'The rebuild request could not be recorded just now. Try again in a moment.',
} as const

const cors = staffCallCors

const answer = (status: number, body: RebuildAccepted | RebuildRefused, headers: Record<string, string> = {}) =>
  jsonResponse(status, body, { ...cors, ...headers })
const iso = (instant: string | number) => new Date(instant).toISOString()

/** Creates the function's request handler. */
export function createRequestRebuild(options: RequestRebuildOptions): (request: Request) => Promise<Response> {
  const { callers, store, windowMs } = options
  const now = options.now ?? Date.now
  const { stopping } = options
  const sleep =
    options.sleep ??
    ((ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms)
        stopping?.addEventListener(
          'abort',
          () => {
            clearTimeout(timer)
            resolve()
          },
          { once: true },
        )
      }))
  const log = options.log ?? ((message: string) => console.error(`[request-rebuild] ${message}`))
  const inBackground = options.waitUntil ?? ((task: Promise<unknown>) => void task)

  /** Sends a dispatch this runtime has taken, and records how it went. */
  async function send(dispatch: Dispatch, dispatcher: Dispatcher): Promise<DispatchRefused | undefined> {
    let refused: DispatchRefused | undefined
    try {
      await dispatcher(iso(dispatch.last_requested_at))
    } catch (error) {
      refused =
        error instanceof DispatchRefused
          ? error
          : new DispatchRefused(
              `The rebuild could not be requested: ${error instanceof Error ? error.message : String(error)}`,
            )
      log(`rebuild ${dispatch.sequence} was refused: ${refused.message}`)
    }
    await store
      .finish(dispatch.id, refused ? { error: refused.message } : { sentAt: iso(now()) })
      .catch((error: unknown) => log(`could not record how rebuild ${dispatch.sequence} went: ${String(error)}`))
    return refused
  }

  // Every request covered by a dispatch not yet sent waits for it here too, so the dispatch still
  // goes out if the runtime that claimed it has gone; the first to take it sends it.
  async function sendWhenDue(dispatch: Dispatch, dispatcher: Dispatcher): Promise<void> {
    try {
      const wait = Date.parse(dispatch.due_at) - now()
      if (wait > 0) await sleep(wait)
      if (stopping?.aborted) return
      const taken = await store.start(dispatch.id, iso(now()))
      if (taken) await send(taken, dispatcher)
    } catch (error) {
      log(`could not send rebuild ${dispatch.sequence}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
    if (request.method !== 'POST')
      return answer(405, { error: 'Request a rebuild with POST.' }, { allow: 'POST, OPTIONS' })
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
    if (!token) return answer(401, { error: messages.signIn })
    let body: string | undefined
    try {
      body = await readLimited(request, bodyLimit)
    } catch {
      return answer(400, { error: messages.unreadable })
    }
    if (body === undefined) return answer(413, { error: messages.tooLarge })
    try {
      const userId = await callers.identify(token)
      if (!userId) return answer(401, { error: messages.signIn })
      const recorded = await callers.record(token, userId)
      if (recorded === 'refused') return answer(403, { error: messages.notStaff })
      if ('problems' in options.dispatch) return answer(503, { error: options.dispatch.problems.join(' ') })
      const dispatcher = options.dispatch
      const { dispatch, role } = await coverRequest(
        store,
        { requestId: recorded.id, requestedAt: recorded.requestedAt, userId },
        windowMs,
        now,
      )
      const requestedAt = iso(recorded.requestedAt)
      if (role === 'lead') {
        const refused = await send(dispatch, dispatcher)
        if (refused)
          return answer(502, {
            error: refused.message,
            ...(refused.upstreamStatus ? { upstreamStatus: refused.upstreamStatus } : {}),
          })
        return answer(202, { requestedAt, dispatchAt: iso(dispatch.due_at), coalesced: false })
      }
      inBackground(sendWhenDue(dispatch, dispatcher))
      return answer(202, {
        requestedAt,
        dispatchAt: iso(Math.max(Date.parse(dispatch.due_at), Date.parse(recorded.requestedAt))),
        coalesced: true,
      })
    } catch (error) {
      log(`could not take a rebuild request: ${error instanceof Error ? error.message : String(error)}`)
      return answer(500, { error: messages.failed })
    }
  }
}

/** A function that can only say why it cannot run: the platform's own variables are missing. */
function unavailable(problems: string[]): (request: Request) => Promise<Response> {
  return async (request) =>
    request.method === 'OPTIONS'
      ? new Response(null, { status: 204, headers: cors })
      : answer(503, { error: `The request-rebuild function cannot run: ${problems.join(' ')}` })
}

/** What the function reads from its runtime: environment variables, a fetch, and a way to finish work after the answer. */
export interface FunctionEnvironment {
  get(name: string): string | undefined
  fetch?: typeof fetch
  waitUntil?: (task: Promise<unknown>) => void
  /** Aborted when the runtime shuts down (the local stand-in's stop). */
  stopping?: AbortSignal
}

/** The site whose rebuilds staff request. */
export const websiteCode = 'axon'

/** The function as deployed, configured from the environment; it never throws, answering 503 until it is set up. */
export default function requestRebuild(environment: FunctionEnvironment): (request: Request) => Promise<Response> {
  const settings = readSettings((name) => environment.get(name))
  if (!settings.platform.ok) return unavailable(settings.platform.problems)
  const { url, publishableKey, secretKey } = settings.platform.value
  return createRequestRebuild({
    callers: supabaseCallers(url, publishableKey, websiteCode, environment.fetch),
    store: supabaseRebuildStore(url, secretKey, websiteCode, environment.fetch),
    dispatch: settings.target.ok
      ? dispatcherFor(settings.target.value, environment.fetch)
      : { problems: settings.target.problems },
    windowMs: settings.windowMs,
    waitUntil: environment.waitUntil,
    ...(environment.stopping && { stopping: environment.stopping }),
  })
}

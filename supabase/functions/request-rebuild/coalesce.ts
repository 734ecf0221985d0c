import type { Dispatch, RebuildStore } from './store.ts'

/**
 * How a request is covered: it leads a dispatch sent at once, claims a trailing one due a window
 * after the last, or joins a claimed dispatch nobody has started sending yet.
 */
export interface Covered {
  dispatch: Dispatch
  role: 'lead' | 'trail' | 'join'
}

export interface CoverRequest {
  requestId: number
  /** When the request was recorded, by the database's clock. */
  requestedAt: string
  userId: string
}

/** Another request won the claim this one tried: a handful of retries always settle, since each loser joins the winner. */
const attempts = 8

/**
 * Finds the dispatch that covers a request, throttled with a leading and a trailing edge: at most
 * one dispatch starts per window; the first request after a quiet window dispatches at once; any
 * later one shares a single trailing dispatch due one window after the last.
 *
 * Every request is covered by a dispatch sent after it: it joins only a dispatch it has read as not
 * yet started, and a sender takes a dispatch (store.start) before sending it, so that sending begins
 * after the read. Claims are race-free across requests and function instances: the dispatch's
 * sequence number is unique per site, so of two claims of the same number one inserts and the other
 * reads again and joins it. `now` stamps a dispatch sent at once as started.
 */
export async function coverRequest(
  store: RebuildStore,
  request: CoverRequest,
  windowMs: number,
  now: () => number,
): Promise<Covered> {
  const requested = Date.parse(request.requestedAt)
  for (let attempt = 0; attempt < attempts; attempt++) {
    const last = await store.latest()
    if (last && last.started_at === null) {
      await store.join(request.requestId, last.id)
      return { dispatch: last, role: 'join' }
    }
    // A dispatch that failed started no deploy, so it does not hold the next one back.
    const due = last && last.error === null ? Math.max(requested, Date.parse(last.due_at) + windowMs) : requested
    const lead = due <= requested
    const claimed = await store.claim({
      sequence: (last?.sequence ?? 0) + 1,
      dueAt: new Date(due).toISOString(),
      startedAt: lead ? new Date(now()).toISOString() : null,
      requestedAt: request.requestedAt,
      requestedBy: request.userId,
    })
    if (claimed) {
      await store.join(request.requestId, claimed.id)
      return { dispatch: claimed, role: lead ? 'lead' : 'trail' }
    }
  }
  throw new Error(`no rebuild could be claimed after ${attempts} attempts, as other requests kept winning`)
}

// Scheduling is the backend's call: a post is due when the database's clock says so. Staff browsers
// and publishing machines may be minutes or months out, so the admin and the CLI read how far the
// server's clock is from theirs in the Date header every answer carries, and judge by that.

/**
 * How far a server's clock is ahead of this one, from an answer's Date header (whole seconds).
 * 0 when the answer has no usable date or the clocks agree within a minute: the header counts whole
 * seconds and the answer takes time to arrive, so only a clock a minute or more out is corrected,
 * and a post published a moment ago never reads as not yet due.
 */
export function clockOffset(response: Response, receivedAt: number): number {
  const date = Date.parse(response.headers.get('date') ?? '')
  if (Number.isNaN(date)) return 0
  return Math.abs(date - receivedAt) < 60_000 ? 0 : date - receivedAt
}

/** A fetch that notes the server's clock from every answer, and `now()` by that clock as last seen. */
export interface ServerClock {
  fetch: typeof fetch
  now: () => Date
}

/** Wraps a fetch so that `now()` tells the time by the clock of the server it talks to. */
export function serverClock(fetchImpl: typeof fetch, localNow: () => number = Date.now): ServerClock {
  let offset = 0
  return {
    fetch: async (input, init) => {
      const response = await fetchImpl(input, init)
      if (response.headers.has('date')) offset = clockOffset(response, localNow())
      return response
    },
    now: () => new Date(localNow() + offset),
  }
}

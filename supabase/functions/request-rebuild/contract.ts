// What request-rebuild answers. The admin imports these types only, so no function code reaches the browser.

/** 202: the request is recorded, and a dispatch sent after it will rebuild the site. */
export interface RebuildAccepted {
  /** When the request was recorded (ISO 8601). */
  requestedAt: string
  /** When the dispatch that covers it was sent, or is due (ISO 8601). */
  dispatchAt: string
  /** True when the request shares a dispatch with others (one window after the last) instead of sending one at once. */
  coalesced: boolean
}

/** Any other status: what went wrong, in words staff can act on. */
export interface RebuildRefused {
  error: string
  /** 502 only: the HTTP status GitHub or the deploy hook answered, when it answered at all. */
  upstreamStatus?: number
}

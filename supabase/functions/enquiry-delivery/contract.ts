// What enquiry-delivery answers. The admin imports these types only, so no function code reaches the browser.

/** How one send went; null in its place when there was nothing to send (done already, or not set up). */
export type SendOutcome =
  { ok: true; at: string } | { ok: false; error: string; attempts?: number; nextAttemptAt?: string | null }

/** 200 to a staff member's `{ "enquiry": "<id>" }`: how the notification e-mail and the hand-off went. */
export interface DeliveryAnswer {
  enquiry: string
  notification: SendOutcome | null
  handoff: SendOutcome | null
}

/** How many of one delivery the upkeep sent, how many failed again, and how many another sender had taken. */
export interface UpkeepCount {
  sent: number
  failed: number
  busy: number
}

/** 200 to the scheduled upkeep (`{}` with the secret key): what was sent and what was deleted. */
export interface UpkeepAnswer {
  notifications: UpkeepCount
  handoffs: UpkeepCount
  deleted: { closed: number; spam: number; challenges: number }
}

/** Any other status: what went wrong, in words staff can act on. */
export interface DeliveryRefused {
  error: string
}

// Tries a notification or a hand-off and records the outcome on the enquiry, where the database's
// trigger turns it into the enquiry's history (notified, notification_failed, handed_off, handoff_failed).
import type { EnquiryRecord } from './record.ts'
import { immediateDelaysMs, leaseMs, maxAttempts, nextAttemptAt } from './schedule.ts'

/** The two deliveries of an enquiry: the e-mail to the firm, and the hand-off to its tools. */
export type Channel = 'notification' | 'handoff'

/** Each delivery's columns on contact_enquiries. */
export const deliveryColumns = {
  notification: {
    done: 'notified_at',
    error: 'notification_error',
    attempts: 'notification_attempts',
    due: 'notification_due_at',
  },
  handoff: { done: 'handed_off_at', error: 'handoff_error', attempts: 'handoff_attempts', due: 'handoff_due_at' },
} as const

const labels: Record<Channel, string> = { notification: 'notification', handoff: 'hand-off to the webhook' }

/** Sends an enquiry on; throws when it was not taken. */
export type Sender = (enquiry: EnquiryRecord) => Promise<void>

/** Where a delivery stands, as last read. */
export interface DeliveryState {
  attempts: number
  dueAt: string | null
  doneAt: string | null
}

/** Where deliveries are recorded: the enquiry's own columns. */
export interface DeliveryStore {
  /**
   * Takes a delivery for one try, pushing its due time to `leaseUntil`, unless another sender has
   * changed it since `seen`; says whether it was taken.
   */
  claim(id: string, channel: Channel, seen: DeliveryState, leaseUntil: Date): Promise<boolean>
  /** Records a try; the attempt count moves on from `attemptsBefore`. */
  record(
    id: string,
    channel: Channel,
    attemptsBefore: number,
    outcome: { sentAt: Date } | { error: string; nextAttemptAt: Date | null },
  ): Promise<void>
}

/** How one try went. */
export type TryOutcome =
  { state: 'sent'; at: string } | { state: 'failed'; error: string; attempts: number; nextAttemptAt: string | null }

interface TryOptions {
  enquiry: EnquiryRecord
  channel: Channel
  send: Sender
  store: DeliveryStore
  /** Tries made before this one. */
  attempts: number
  /** When false, another try follows at once, so the delivery stays taken; when true, a failure is scheduled by the back-off. */
  final: boolean
  now: () => number
  log: (message: string) => void
}

/** Sends once and records how it went; a failure to record is logged, never thrown. */
export async function tryOnce({
  enquiry,
  channel,
  send,
  store,
  attempts,
  final,
  now,
  log,
}: TryOptions): Promise<TryOutcome> {
  const tries = attempts + 1
  const recordFailed = (recordError: unknown) =>
    log(`enquiry ${enquiry.id}: could not record how the ${labels[channel]} went: ${String(recordError)}`)
  let reason: string
  try {
    await send(enquiry)
    const at = new Date(now())
    await store.record(enquiry.id, channel, attempts, { sentAt: at }).catch(recordFailed)
    return { state: 'sent', at: at.toISOString() }
  } catch (error) {
    reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
  }
  const next = final ? nextAttemptAt(tries, now()) : new Date(now() + leaseMs)
  log(
    `enquiry ${enquiry.id} is stored but the ${labels[channel]} failed: ${reason} (try ${tries} of ${maxAttempts}; ${
      !final ? 'trying again shortly' : next ? `next at ${next.toISOString()}` : 'no more tries are scheduled'
    })`,
  )
  await store.record(enquiry.id, channel, attempts, { error: reason, nextAttemptAt: next }).catch(recordFailed)
  return { state: 'failed', error: reason, attempts: tries, nextAttemptAt: next?.toISOString() ?? null }
}

/**
 * The tries made right after an enquiry is stored, in the background: up to three, a few seconds
 * apart; if all fail, the next is left to the scheduled upkeep. The enquiry was stored with its
 * delivery already taken (due a little later), so the upkeep picks it up if this runtime stops.
 */
export async function deliverAtOnce(
  options: Omit<TryOptions, 'attempts' | 'final'> & { sleep: (ms: number) => Promise<void> },
): Promise<TryOutcome> {
  let outcome: TryOutcome | undefined
  for (const [index, delay] of immediateDelaysMs.entries()) {
    if (delay > 0) await options.sleep(delay)
    outcome = await tryOnce({ ...options, attempts: index, final: index === immediateDelaysMs.length - 1 })
    if (outcome.state === 'sent') break
  }
  return outcome as TryOutcome
}

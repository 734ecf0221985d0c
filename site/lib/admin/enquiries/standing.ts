import type { Enquiry } from './enquiry.ts'

/**
 * Where one send of an enquiry stands (the notification e-mail or the hand-off):
 * - sent: done, at `at`;
 * - failed: the last try failed and none is due, so nobody hears of it unless staff send again;
 * - retrying: the last try failed and another is due at `at`;
 * - due: a try is due at `at` (the background sender has not reached it yet);
 * - held: the enquiry looks automated and waits for a review, so nothing goes out;
 * - none: nothing was sent and nothing is due (spam, or no hand-off set up).
 */
export type SendStanding =
  | { kind: 'sent'; at: string }
  | { kind: 'failed'; error: string; attempts: number }
  | { kind: 'retrying'; error: string; attempts: number; at: string }
  | { kind: 'due'; at: string }
  | { kind: 'held' }
  | { kind: 'none' }

type Review = Pick<Enquiry, 'flagged_reason' | 'review'>

/** Whether an enquiry looks automated and nobody has reviewed it yet. */
export function awaitsReview({ flagged_reason, review }: Review): boolean {
  return flagged_reason !== null && review === null
}

function standing(
  enquiry: Review,
  sentAt: string | null,
  error: string | null,
  attempts: number,
  dueAt: string | null,
): SendStanding {
  if (sentAt) return { kind: 'sent', at: sentAt }
  if (error && dueAt) return { kind: 'retrying', error, attempts, at: dueAt }
  if (error) return { kind: 'failed', error, attempts }
  if (dueAt) return { kind: 'due', at: dueAt }
  if (awaitsReview(enquiry)) return { kind: 'held' }
  return { kind: 'none' }
}

/** Where the enquiry's notification e-mail to the team stands. */
export function notificationStanding(
  enquiry: Review &
    Pick<Enquiry, 'notified_at' | 'notification_error' | 'notification_due_at'> &
    Partial<Pick<Enquiry, 'notification_attempts'>>,
): SendStanding {
  const { notified_at, notification_error, notification_attempts = 0, notification_due_at } = enquiry
  return standing(enquiry, notified_at, notification_error, notification_attempts, notification_due_at)
}

/** Where the enquiry's hand-off to the firm's tools (the signed webhook) stands. */
export function handoffStanding(
  enquiry: Review & Pick<Enquiry, 'handed_off_at' | 'handoff_error' | 'handoff_attempts' | 'handoff_due_at'>,
): SendStanding {
  const { handed_off_at, handoff_error, handoff_attempts, handoff_due_at } = enquiry
  return standing(enquiry, handed_off_at, handoff_error, handoff_attempts, handoff_due_at)
}

/** Whether staff may send now: a send failed or is due, and the enquiry is neither held for review nor spam. */
export function canSendAgain(enquiry: Enquiry): boolean {
  if (awaitsReview(enquiry) || enquiry.review === 'spam') return false
  return [notificationStanding(enquiry), handoffStanding(enquiry)].some((send) =>
    ['failed', 'retrying', 'due'].includes(send.kind),
  )
}

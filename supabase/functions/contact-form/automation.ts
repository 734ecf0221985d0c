import type { ChallengeFailure } from './challenge.ts'

/**
 * Why an enquiry looks sent by a script, as stored in contact_enquiries.flagged_reason: the hidden
 * `website` field was filled in, the page measured less time filling the form than a person needs,
 * or the proof-of-work challenge was missing, wrong, expired or already used.
 */
export type FlaggedReason = 'honeypot_filled' | 'filled_too_fast' | ChallengeFailure | 'challenge_reused'

/**
 * The one reason recorded when several apply: what the page itself saw a script do (the honeypot,
 * then the fill time) comes before what the challenge says, as it is the more telling. A challenge
 * fails in one way only: missing, else invalid, else expired, else (when it is recorded) reused.
 */
export const flagPriority: readonly FlaggedReason[] = [
  'honeypot_filled',
  'filled_too_fast',
  'challenge_reused',
  'challenge_invalid',
  'challenge_expired',
  'challenge_missing',
]

/** The reason to record among those found, or undefined when none was. */
export const firstReason = (found: (FlaggedReason | undefined)[]): FlaggedReason | undefined =>
  flagPriority.find((reason) => found.includes(reason))

/**
 * The evidence a submission gives of automation, or undefined. Only positive evidence counts: a form
 * posted without JavaScript, or by a caller following the JSON payload, sends no fill time, and that
 * is no sign of a script. The fill time is measured by the page itself (`fill_ms`), never by comparing
 * the visitor's clock with ours.
 */
export function automationEvidence(
  body: Record<string, unknown>,
  minFillMs: number,
): 'honeypot_filled' | 'filled_too_fast' | undefined {
  const { website, fill_ms: fillMs } = body
  if (website !== undefined && website !== null && String(website).trim() !== '') return 'honeypot_filled'
  const measured =
    typeof fillMs === 'number'
      ? fillMs
      : typeof fillMs === 'string' && fillMs.trim() !== ''
        ? Number(fillMs)
        : Number.NaN
  if (Number.isFinite(measured) && measured < minFillMs) return 'filled_too_fast'
  return undefined
}

/**
 * Why an enquiry looks sent by a script, as stored in contact_enquiries.flagged_reason: the hidden
 * `website` field was filled in, or the page measured less time filling the form than a person needs.
 */
export type FlaggedReason = 'honeypot_filled' | 'filled_too_fast'

/**
 * The evidence a submission gives of automation, or undefined. Only positive evidence counts: a form
 * posted without JavaScript, or by a caller following the JSON payload, sends no fill time, and that
 * is no sign of a script. The fill time is measured by the page itself (`fill_ms`), never by comparing
 * the visitor's clock with ours.
 */
export function automationEvidence(body: Record<string, unknown>, minFillMs: number): FlaggedReason | undefined {
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

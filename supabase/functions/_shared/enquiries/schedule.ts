// When a notification or a hand-off is tried again. Right after the enquiry is stored the function
// tries three times within seconds (most failures are a moment's outage); after that the scheduled
// upkeep tries at growing intervals, and after ten tries in all (about a day and a half) it stops,
// leaving the last error for staff to see and "send again".

/** The waits before each try made right after the enquiry is stored. */
export const immediateDelaysMs = [0, 2_000, 8_000] as const

/** The waits after the immediate tries, by how many tries have failed; the last repeats. */
export const laterDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const

/** After this many tries nothing is scheduled; only staff's "send again" tries once more. */
export const maxAttempts = 10

/**
 * While a try is under way its due time is pushed this far ahead, so the upkeep leaves it alone, and
 * still picks it up if the runtime making it stops before it records the outcome.
 */
export const leaseMs = 2 * 60_000

/** When to try again after `attempts` failed tries; null once the tries are used up. */
export function nextAttemptAt(attempts: number, now: number): Date | null {
  if (attempts >= maxAttempts) return null
  const index = Math.min(Math.max(0, attempts - immediateDelaysMs.length), laterDelaysMs.length - 1)
  return new Date(now + (laterDelaysMs[index] ?? laterDelaysMs[4]))
}

// The spec's retry policy for loads (public-site.md, "Product-specific query retry defaults"): three
// more tries, waiting 1 s, 2 s, 4 s… up to 30 s. Mutations are never retried. The public site's
// refreshes and the admin's loads both follow it.

/** How many times a failed load is tried again. */
export const loadRetries = 3

/** How long to wait before try number `attempt` + 1: 1 s, doubling, at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000)
}

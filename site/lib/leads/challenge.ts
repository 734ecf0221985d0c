// The proof of work the contact form sends with an enquiry, in the open ALTCHA protocol: the
// contact-form function issues a signed challenge (a salt, and the SHA-256 of the salt followed by
// a secret number up to maxnumber), the browser finds the number by trying each in turn, and the
// function checks the answer against its signature. A person never notices the fraction of a
// second it takes while they type; a script sending thousands of enquiries pays it for every one.
import type { ChallengeOffer, ChallengeSolution } from '../../../supabase/functions/contact-form/contract.ts'

/** A challenge as the function issues it. */
export type Challenge = ChallengeOffer

/** The highest maxnumber the form will work through: a challenge beyond it would keep a phone busy for minutes. */
export const maxNumberAccepted = 10_000_000

/** The challenge in a response body, or undefined if it is not one this form can solve. */
export function parseChallenge(body: unknown): Challenge | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { algorithm, challenge, maxnumber, salt, signature } = body as Record<string, unknown>
  const valid =
    algorithm === 'SHA-256' &&
    typeof challenge === 'string' &&
    /^[0-9a-f]{64}$/i.test(challenge) &&
    Number.isSafeInteger(maxnumber) &&
    (maxnumber as number) >= 0 &&
    (maxnumber as number) <= maxNumberAccepted &&
    typeof salt === 'string' &&
    typeof signature === 'string'
  return valid ? { algorithm, challenge, maxnumber: maxnumber as number, salt, signature } : undefined
}

const bytesOfHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16))

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

// Web Crypto answers a short digest at once, so a loop of them never lets the page handle a key
// press: after each batch the solver waits for a task of its own (a message to itself, which no
// timer clamping delays), and the visitor's typing is handled in between.
const nextTask = () =>
  new Promise<void>((resolve) => {
    const { port1, port2 } = new MessageChannel()
    port1.onmessage = () => {
      port1.close()
      resolve()
    }
    port2.postMessage(null)
  })

/**
 * The number whose SHA-256 with the salt is the challenge, or undefined if there is none up to
 * maxnumber. Hashes `batch` numbers at a time (2 to 5 ms of work on a laptop), then lets the page
 * respond before the next batch.
 */
export async function solveChallenge(
  { challenge, maxnumber, salt }: Challenge,
  { batch = 500 }: { batch?: number } = {},
): Promise<number | undefined> {
  const target = bytesOfHex(challenge.toLowerCase())
  const encoder = new TextEncoder()
  for (let first = 0; first <= maxnumber; first += batch) {
    const count = Math.min(batch, maxnumber - first + 1)
    const digests = await Promise.all(
      Array.from({ length: count }, (_, i) => crypto.subtle.digest('SHA-256', encoder.encode(salt + (first + i)))),
    )
    const found = digests.findIndex((digest) => sameBytes(new Uint8Array(digest), target))
    if (found >= 0) return first + found
    await nextTask()
  }
  return undefined
}

/** The solution as the form sends it: base64 of the ALTCHA payload's JSON. */
export function altchaPayload({ algorithm, challenge, salt, signature }: Challenge, number: number): string {
  const solution: ChallengeSolution = { algorithm, challenge, number, salt, signature }
  return btoa(JSON.stringify(solution))
}

/**
 * Fetches a challenge from `url` and solves it: the `altcha` value to send, or undefined when the
 * challenge could not be fetched or solved (the enquiry is then sent without it, and kept).
 */
export async function proveWork(url: string, fetcher: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetcher(url, { credentials: 'omit' })
    const challenge = response.ok ? parseChallenge(await response.json()) : undefined
    if (!challenge) return undefined
    const number = await solveChallenge(challenge)
    return number === undefined ? undefined : altchaPayload(challenge, number)
  } catch {
    return undefined
  }
}

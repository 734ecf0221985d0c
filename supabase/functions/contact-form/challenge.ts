// A proof-of-work challenge in the ALTCHA protocol (https://altcha.org), with no third party and no
// cookie: the function signs a challenge, the visitor's browser finds the number behind it while
// they type, and the function checks the signature, the number and the expiry, then refuses a
// solution it has seen before (contact_challenges_used).
//
// Cost: the browser tries numbers from 0, so finding one takes maxnumber / 2 SHA-256 hashes on
// average. Web Crypto in Chromium 156 on a 2-core machine did 150,000 to 240,000 hashes a second
// (one awaited digest at a time, as a solver in the page runs them), so 100,000 takes a person's
// browser 0.2 to 0.35 s on average and at most 0.7 s, in the background while they type. A bot pays
// the same 50,000 hashes per enquiry: about 6 ms of one core with native SHA-256 (OpenSSL, about
// 8 million hashes a second), 35 ms in plain Node.js, or the person's 0.3 s if it drives a browser.
// The challenge alone does not stop a determined sender; with the rate limit and the refusal of a
// reused solution it makes each enquiry cost fresh work, and failing it flags, never loses.
import type { ChallengeOffer, ChallengeSolution } from './contract.ts'

// Fifteen minutes: the form solves a fresh challenge once the last is ten minutes old by its own
// clock, so one fetched just before that still has minutes to spare when it is sent.
export const challengeDefaults = { maxNumber: 100_000, ttlMs: 15 * 60_000 } as const

/** Why a solution is not accepted, as contact_enquiries.flagged_reason records it. */
export type ChallengeFailure = 'challenge_missing' | 'challenge_invalid' | 'challenge_expired'

export interface ChallengeSettings {
  /** The HMAC key the challenges are signed with. */
  key: string
  maxNumber: number
  ttlMs: number
}

const encoder = new TextEncoder()
const hex = (bytes: ArrayBuffer | Uint8Array) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
const sha256Hex = async (text: string) => hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
const hmacKey = (key: string) =>
  crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])

// Random hex, then the expiry. The closing `&` keeps digits moved from the number into the salt
// from lengthening the expiry, as altcha-lib does since 1.0.
const saltShape = /^[0-9a-f]{24}\?expires=(\d{1,12})&$/
const hexDigest = /^[0-9a-f]{64}$/

/** A number from 0 to max inclusive, every one equally likely. */
function randomUpTo(max: number): number {
  const range = max + 1
  const limit = Math.floor(0x1_0000_0000 / range) * range
  const word = new Uint32Array(1)
  do crypto.getRandomValues(word)
  while ((word[0] ?? 0) >= limit)
  return (word[0] ?? 0) % range
}

/** A fresh signed challenge, expiring `ttlMs` from now. Nothing is stored: the signature vouches for it. */
export async function createChallenge(settings: ChallengeSettings, now: number): Promise<ChallengeOffer> {
  const expires = Math.floor((now + settings.ttlMs) / 1000)
  const salt = `${hex(crypto.getRandomValues(new Uint8Array(12)))}?expires=${expires}&`
  const challenge = await sha256Hex(`${salt}${randomUpTo(settings.maxNumber)}`)
  const signature = hex(await crypto.subtle.sign('HMAC', await hmacKey(settings.key), encoder.encode(challenge)))
  return { algorithm: 'SHA-256', challenge, maxnumber: settings.maxNumber, salt, signature }
}

/** The solution in a submission's `altcha` field, or why there is none to accept. */
function decode(field: unknown): ChallengeSolution | 'challenge_missing' | 'challenge_invalid' {
  if (field === undefined || field === null || (typeof field === 'string' && field.trim() === ''))
    return 'challenge_missing'
  if (typeof field !== 'string' || field.length > 2000) return 'challenge_invalid'
  let value: unknown
  try {
    value = JSON.parse(atob(field.trim()))
  } catch {
    return 'challenge_invalid'
  }
  if (typeof value !== 'object' || value === null) return 'challenge_invalid'
  const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>
  if (
    algorithm !== 'SHA-256' ||
    typeof challenge !== 'string' ||
    !hexDigest.test(challenge) ||
    typeof number !== 'number' ||
    !Number.isSafeInteger(number) ||
    number < 0 ||
    typeof salt !== 'string' ||
    !saltShape.test(salt) ||
    typeof signature !== 'string' ||
    !hexDigest.test(signature)
  )
    return 'challenge_invalid'
  return { algorithm, challenge, number, salt, signature }
}

/**
 * Checks a submission's solution: signed with our key, the number behind the challenge, not yet
 * expired by our clock. Whether it was used before is for the store to say, as it records it.
 */
export async function verifyChallenge(
  field: unknown,
  settings: ChallengeSettings,
  now: number,
): Promise<{ signature: string; expiresAt: Date } | { failure: ChallengeFailure }> {
  const solution = decode(field)
  if (typeof solution === 'string') return { failure: solution }
  const signed = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(settings.key),
    Uint8Array.from(solution.signature.match(/../g) ?? [], (pair) => parseInt(pair, 16)),
    encoder.encode(solution.challenge),
  )
  if (!signed || solution.number > settings.maxNumber) return { failure: 'challenge_invalid' }
  if ((await sha256Hex(`${solution.salt}${solution.number}`)) !== solution.challenge)
    return { failure: 'challenge_invalid' }
  const expiresAt = new Date(Number(saltShape.exec(solution.salt)?.[1]) * 1000)
  if (expiresAt.getTime() <= now) return { failure: 'challenge_expired' }
  return { signature: solution.signature, expiresAt }
}

import { createHash, createHmac, randomBytes } from 'node:crypto'
import type { ChallengeOffer, ChallengeSolution } from '../contract.ts'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The `altcha` field for a solution. */
export const altchaField = (solution: ChallengeSolution) => Buffer.from(JSON.stringify(solution)).toString('base64')

/** Finds the number behind an offered challenge by trying each in turn, as the visitor's browser does. */
export function solve(offer: ChallengeOffer): ChallengeSolution {
  for (let number = 0; number <= offer.maxnumber; number++)
    if (sha256(`${offer.salt}${number}`) === offer.challenge) {
      const { algorithm, challenge, salt, signature } = offer
      return { algorithm, challenge, number, salt, signature }
    }
  throw new Error('The challenge has no solution up to maxnumber.')
}

/** Asks a served contact-form function for a challenge and solves it: the `altcha` field to send. */
export async function fetchSolution(functionUrl: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(`${functionUrl}/challenge`)
  if (!response.ok) throw new Error(`The challenge endpoint answered ${response.status}.`)
  return altchaField(solve((await response.json()) as ChallengeOffer))
}

/** A solved challenge made with the function's key, expiring at `expiresAt` (ms): what a visitor's browser would send. */
export function signedSolution(key: string, expiresAt: number, number = 42): ChallengeSolution {
  const salt = `${randomBytes(12).toString('hex')}?expires=${Math.floor(expiresAt / 1000)}&`
  const challenge = sha256(`${salt}${number}`)
  const signature = createHmac('sha256', key).update(challenge).digest('hex')
  return { algorithm: 'SHA-256', challenge, number, salt, signature }
}

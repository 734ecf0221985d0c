import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { altchaPayload, parseChallenge, proveWork, solveChallenge, type Challenge } from './challenge.ts'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A challenge as the function makes one: the hash of the salt and a number it keeps to itself. */
const challengeFor = (number: number, maxnumber = 50_000): Challenge => {
  const salt = '4fd1a6b2c3e8?expires=1767225600'
  return { algorithm: 'SHA-256', challenge: sha256(salt + number), maxnumber, salt, signature: 'f00d' }
}

describe('solveChallenge', () => {
  it('finds the number whose hash with the salt is the challenge', async () => {
    expect(await solveChallenge(challengeFor(12_345))).toBe(12_345)
  })

  it('finds the first and the last number of the range, across batches', async () => {
    expect(await solveChallenge(challengeFor(0, 2_500), { batch: 1000 })).toBe(0)
    expect(await solveChallenge(challengeFor(2_500, 2_500), { batch: 1000 })).toBe(2_500)
  })

  it('gives up, without an answer, when no number up to maxnumber fits', async () => {
    expect(await solveChallenge(challengeFor(3_000, 2_500))).toBeUndefined()
  })
})

describe('parseChallenge', () => {
  it('takes a challenge as the function issues it', () => {
    const challenge = challengeFor(7)
    expect(parseChallenge({ ...challenge, extra: true })).toEqual(challenge)
  })

  it('refuses one it cannot or should not solve', () => {
    for (const body of [
      null,
      'text',
      { ...challengeFor(7), algorithm: 'SHA-512' },
      { ...challengeFor(7), challenge: 'not hex' },
      { ...challengeFor(7), maxnumber: -1 },
      { ...challengeFor(7), maxnumber: 1e12 },
      { ...challengeFor(7), signature: undefined },
    ])
      expect(parseChallenge(body)).toBeUndefined()
  })
})

describe('proveWork', () => {
  const answering = (status: number, body: unknown) =>
    vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }))

  it('fetches a challenge without credentials and sends back the ALTCHA payload with the number found', async () => {
    const challenge = challengeFor(4_321)
    const fetcher = answering(200, challenge)
    const altcha = await proveWork('https://api.example/functions/v1/contact-form/challenge', fetcher)
    expect(fetcher).toHaveBeenCalledWith('https://api.example/functions/v1/contact-form/challenge', {
      credentials: 'omit',
    })
    expect(JSON.parse(atob(altcha ?? ''))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 4_321,
      salt: challenge.salt,
      signature: 'f00d',
    })
    expect(altcha).toBe(altchaPayload(challenge, 4_321))
  })

  it('has no answer when the challenge cannot be fetched, so the enquiry goes without one', async () => {
    expect(await proveWork('https://api.example/c', answering(404, { error: 'Not found' }))).toBeUndefined()
    expect(await proveWork('https://api.example/c', answering(200, { nonsense: true }))).toBeUndefined()
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await proveWork('https://api.example/c', offline)).toBeUndefined()
  })
})

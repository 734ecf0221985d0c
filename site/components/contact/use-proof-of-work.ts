import { useRef } from 'react'
import { proveWork } from '../../lib/leads/index.ts'

/**
 * A challenge is solved again once it is this old, by the page's clock (the device's date may be
 * wrong): the function refuses an expired one, and a visitor may leave the form open for hours.
 */
const freshForMs = 10 * 60_000

/** How long a visitor who sends before the work is done waits for it; after that the enquiry goes without it. */
export const proofWaitMs = 5_000

interface Proof {
  startedAt: number
  done: boolean
  altcha: Promise<string | undefined>
}

/**
 * The contact form's proof of work: started when the visitor first turns to the form (not when the
 * page loads, so a reader who never writes costs nothing), solved while they type, and taken by
 * one enquiry each. `url` is the function's challenge address.
 */
export function useProofOfWork(url: string) {
  const proof = useRef<Proof | null>(null)
  const fresh = () => {
    const current = proof.current
    return current && performance.now() - current.startedAt < freshForMs ? current : null
  }

  /** Fetches and solves a challenge unless a fresh one is on its way. */
  const start = (): Proof => {
    const current = fresh()
    if (current) return current
    const next: Proof = { startedAt: performance.now(), done: false, altcha: proveWork(url) }
    void next.altcha.then(() => (next.done = true))
    proof.current = next
    return next
  }

  /** The solution for the enquiry being sent, waiting at most proofWaitMs; undefined without one. */
  const take = async (): Promise<string | undefined> => {
    const { altcha } = start()
    proof.current = null
    let timer = 0
    const late = new Promise<undefined>((resolve) => (timer = window.setTimeout(resolve, proofWaitMs)))
    return Promise.race([altcha, late]).finally(() => window.clearTimeout(timer))
  }

  return { start, take, pending: () => !fresh()?.done }
}

import { StoreError } from '../site/lib/post-store/index.ts'
import { noAnswer } from './errors.ts'

/** What the backend holds after a write that got no answer. */
export type WriteFate = 'written' | 'not written' | 'unknown'

/** Tries of one write, the first included, while each is known to have written nothing. */
const tries = 3

/** Whether a write failed without an answer: the connection dropped (often one the server had just closed), or the backend said to try again. */
function unanswered(error: unknown): boolean {
  return (error instanceof StoreError && error.transient) || noAnswer(error) !== undefined
}

/**
 * Runs a write. When it gets no answer, it may or may not have been carried out, so the backend is
 * asked what it holds (`fate`): a write known to have written nothing is tried again, a write known
 * to be in gives `written()`, and anything else fails as before, for the caller to say what to re-run.
 * So no write is ever made twice.
 */
export async function writeOnce<T>(
  write: () => Promise<T>,
  fate: () => Promise<WriteFate>,
  written: () => T,
  { pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write()
    } catch (error) {
      if (!unanswered(error)) throw error
      const found = await fate().catch(() => 'unknown' as const)
      if (found === 'written') return written()
      if (found === 'unknown' || attempt >= tries) throw error
      await pause(100 * attempt)
    }
  }
}

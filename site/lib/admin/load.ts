import { StoreError } from '../post-store/index.ts'

/** What a failed load tells the person, and whether trying again may help (the backend did not answer). */
export type LoadFailure = { ok: false; message: string; retryable?: true }

/** A load's result: the value, or why there is none. */
export type Loaded<T> = { ok: true; value: T } | LoadFailure

/** A failed load as an error to throw where a caller retries on errors (TanStack Query); its message is the person's. */
export class LoadError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message)
    this.name = 'LoadError'
  }
}

/** A load's result as it is, or its failure thrown as a LoadError. */
export function loadedOrThrow<R extends { ok: true } | LoadFailure>(result: R): Extract<R, { ok: true }> {
  if (!result.ok) throw new LoadError(result.message, result.retryable === true)
  return result as Extract<R, { ok: true }>
}

/** A store failure as a failed load, in the words `describe` gives it; anything else is rethrown. */
export function loadFailure(error: unknown, describe: (error: StoreError) => string): LoadFailure {
  if (!(error instanceof StoreError)) throw error
  return { ok: false, message: describe(error), ...(error.transient && { retryable: true as const }) }
}

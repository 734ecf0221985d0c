import { StoreError } from '../site/lib/post-store/index.ts'

/** An expected failure: what went wrong, what to do about it, and the exit code to end with. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly hint?: string,
    /** 1: the work failed; 2: the command was used wrongly. */
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message)
    this.name = 'CliError'
  }
}

/**
 * Why a request got no answer at all (the backend stopped, or the connection dropped), or undefined
 * when the backend did answer. supabase-js returns or throws these as "fetch failed" errors.
 */
export function noAnswer(error: unknown): string | undefined {
  if (error instanceof CliError || !error || typeof error !== 'object' || !('message' in error)) return undefined
  const message = String(error.message).replace(/^TypeError: /, '')
  return /fetch failed|failed to fetch|network error/i.test(message) ? message : undefined
}

/** The error for a step the backend never answered: what failed, why, and that running the command again is safe. */
export function backendDidNotAnswer(step: string, reason: string, afterwards = ''): CliError {
  return new CliError(
    `${step} failed: the backend did not answer (${reason}).`,
    `Check that the backend is running (npm start for the local stand-in, or the Supabase project SUPABASE_URL names) and run the same command again${afterwards}.`,
  )
}

/** Runs a step that talks to the backend, naming the step when the backend does not answer. */
export async function answered<T>(step: string, work: () => Promise<T>, afterwards = ''): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const reason = noAnswer(error)
    throw reason === undefined ? error : backendDidNotAnswer(step, reason, afterwards)
  }
}

/** The error for a step the backend refused (with its message) or never answered. */
export function stepFailed(step: string, error: { message: string }, hint: string, afterwards = ''): CliError {
  const reason = noAnswer(error)
  return reason === undefined
    ? new CliError(`${step} failed: ${error.message}`, hint)
    : backendDidNotAnswer(step, reason, afterwards)
}

/** Waits for a request to the post store; when the backend refuses it, the error says what could not be done and why. */
export async function failedTo<T>(what: string, work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (!(error instanceof StoreError)) throw error
    throw new CliError(`Could not ${what}: ${error.message}`)
  }
}

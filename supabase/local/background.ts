/** Work the functions go on with after their answer, as `EdgeRuntime.waitUntil` keeps it alive on hosted Supabase. */
export interface BackgroundTasks {
  /** Keeps a task until it settles; its failure is the task's own business (it logs or records it). */
  waitUntil(task: Promise<unknown>): void
  /** Aborted once the stand-in stops: work waiting for a later time gives up rather than outlive it. */
  stopping: AbortSignal
  /** Stops: aborts `stopping`, then waits for the pending tasks, at most `limitMs`; says how many were still running, and returns that number. */
  settle(limitMs: number): Promise<number>
}

/** Creates the stand-in's list of pending background tasks. */
export function backgroundTasks(): BackgroundTasks {
  const pending = new Set<Promise<void>>()
  const stop = new AbortController()
  return {
    stopping: stop.signal,
    waitUntil(task) {
      const tracked: Promise<void> = task
        .then(
          () => {},
          () => {},
        )
        .finally(() => pending.delete(tracked))
      pending.add(tracked)
    },
    async settle(limitMs) {
      stop.abort()
      let timer: ReturnType<typeof setTimeout> | undefined
      const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs)))
      await Promise.race([Promise.all(pending), limit])
      clearTimeout(timer)
      if (pending.size > 0)
        console.error(
          `[local supabase] ${pending.size} task(s) of the functions had not finished after ${limitMs / 1000} s and were left, such as recording a notification's outcome.`,
        )
      return pending.size
    },
  }
}

/** The enquiries' upkeep while the stand-in runs, as the scheduled workflow runs it in production. */
export interface EnquiryUpkeep {
  /** Stops the schedule and waits for a run under way. */
  stop(): Promise<void>
}

/**
 * Calls the enquiry-delivery function with the secret key every `everyMs` (a minute by default):
 * due notifications and hand-offs go out, and what is past retention is deleted. Runs never
 * overlap, and the timer never keeps the process alive on its own.
 */
export function scheduleEnquiryUpkeep(options: {
  url: string
  secretKey: string
  everyMs?: number
  fetch?: typeof fetch
  log?: (message: string) => void
}): EnquiryUpkeep {
  const send = options.fetch ?? fetch
  const log = options.log ?? ((message: string) => console.error(`[enquiry upkeep] ${message}`))
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> = Promise.resolve()
  let stopped = false

  async function run(): Promise<void> {
    try {
      const response = await send(`${options.url}/functions/v1/enquiry-delivery`, {
        method: 'POST',
        headers: { apikey: options.secretKey, 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(120_000),
      })
      if (!response.ok) log(`the upkeep answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
      else await response.body?.cancel()
    } catch (error) {
      log(`the upkeep could not run: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  const next = () => {
    if (stopped) return
    timer = setTimeout(() => {
      running = run().finally(next)
    }, options.everyMs ?? 60_000)
    timer.unref?.()
  }
  next()
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}

import type { ServiceClient } from '../site/lib/supabase/service.ts'

/** Everything a command touches outside its arguments, so tests can supply their own. */
export interface CliContext {
  /** The project folder; posts are in <cwd>/content. */
  cwd: string
  /** Connects to the backend on first use; commands that need no network never call it. */
  client: () => Promise<ServiceClient>
  /** Fetch that reaches the backend (for public object URLs). */
  fetch: typeof fetch
  /** Now by the backend's clock when the command has reached it (scheduling is the database's call). */
  now: () => Date
  out: (line: string) => void
  err: (line: string) => void
  /** Says how far a long command has come (`[3/40] slug`); on the error stream when not given. */
  progress?: (line: string) => void
  /** Asks a yes/no question on the terminal; undefined when there is no terminal to ask on. */
  confirm?: (question: string) => Promise<boolean>
}

/** A context for running commands from other scripts: no terminal, no output. */
export function silentContext(cwd: string, client: ServiceClient, fetchFn: typeof fetch): CliContext {
  return {
    cwd,
    client: async () => client,
    fetch: fetchFn,
    now: () => new Date(),
    out: () => {},
    err: () => {},
    progress: () => {},
  }
}

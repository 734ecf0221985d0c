import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serverClock } from '../../site/lib/clock/index.ts'
import { createServiceClient, type ServiceClient } from '../../site/lib/supabase/service.ts'
import { localServiceRoleKey, localSupabaseUrl, startLocalSupabase, type LocalSupabase } from '../../supabase/local/index.ts'
import type { CliContext } from '../context.ts'

export interface Harness {
  context: CliContext
  supabase: LocalSupabase
  service: ServiceClient
  cwd: string
  out: string[]
  err: string[]
  /** Writes content/<name> in the harness's project folder. */
  write: (name: string, source: string) => void
  /** Stops the stand-in and removes the project folder. */
  stop: () => Promise<void>
}

/** A project folder with content/, an in-memory stand-in, and a CLI context that records its output. */
export async function startHarness(options: { confirm?: CliContext['confirm']; fetch?: typeof fetch } = {}): Promise<Harness> {
  const supabase = await startLocalSupabase({ port: false, functions: {} })
  const cwd = mkdtempSync(join(tmpdir(), 'axon-blog-'))
  mkdirSync(join(cwd, 'content', 'images'), { recursive: true })
  const out: string[] = []
  const err: string[] = []
  // The CLI tells the time by the backend's clock, as its entry does (cli/backend.ts).
  const clock = serverClock(options.fetch ?? supabase.fetch)
  // Named as axon-blog names itself in a terminal (cli/writer.ts), for the posts' history.
  const service = createServiceClient(
    { url: localSupabaseUrl, key: localServiceRoleKey },
    { fetch: clock.fetch, headers: { 'x-axon-channel': 'cli', 'x-axon-actor': 'writer@axon.test' } },
  )
  const context: CliContext = {
    cwd,
    client: async () => service,
    fetch: supabase.fetch,
    now: clock.now,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    confirm: options.confirm,
  }
  return {
    context,
    supabase,
    service,
    cwd,
    out,
    err,
    write: (name, source) => writeFileSync(join(cwd, 'content', name), source),
    stop: async () => {
      await supabase.stop()
      rmSync(cwd, { recursive: true, force: true })
    },
  }
}

/** A valid post file. */
export function postSource(slug: string, overrides: Record<string, string> = {}, body = 'An opening paragraph with **bold** words.\n\n## A section\n\n- one point\n- another point\n'): string {
  const fields = { title: `Post ${slug}`, slug, excerpt: 'An excerpt that says what the post is about, written for the tests and long enough to read well in the cards and search results.', category: 'technical', author: 'founder', ...overrides }
  return `---\n${Object.entries(fields).map(([key, value]) => `${key}: ${value}`).join('\n')}\n---\n\n${body}`
}

// What `npm start` says once the site is up: where things are and what a person needs to use them,
// in a few lines, instead of the build's own tables (those come with --verbose).
import { localPublishableKey, localSecretKey } from '../../supabase/local/index.ts'
import type { Backend } from './backend.ts'

const where: Record<Backend['origin'], string> = {
  'started here': 'the local stand-in, started here on .data/supabase',
  'already running': 'a local Supabase already running (supabase start, or another npm start)',
  configured: 'the Supabase project SUPABASE_URL names',
}

/** The lines `npm start` prints once the site is served: addresses, local keys, staff sign-in, notes, problems. */
export function startSummary({
  siteUrl,
  backend,
  notes,
}: {
  siteUrl: string
  backend: Pick<Backend, 'url' | 'origin' | 'staffAccount'>
  /** What the build noted on the way (placeholders still to fill) and any problem, as it said them. */
  notes: readonly string[]
}): string[] {
  const site = siteUrl.replace('127.0.0.1', 'localhost')
  const local = backend.origin !== 'configured'
  const row = (label: string, value: string) => `  ${label.padEnd(16)}${value}`
  return [
    '',
    'Axon Intelligence is running. Ctrl+C stops it.',
    '',
    row('Site', site),
    row('Admin', `${site}/admin/blog/`),
    ...(backend.staffAccount
      ? [row('Staff sign-in', `${backend.staffAccount.email} / ${backend.staffAccount.password}`)]
      : []),
    row('Supabase API', `${backend.url} (${where[backend.origin]})`),
    // The local keys are the same well-known ones on every machine and protect nothing; a configured
    // project's keys are never printed.
    ...(local
      ? [
          row('Publishable key', `${localPublishableKey}  (the browser and the build: reads as anon)`),
          row('Secret key', `${localSecretKey}  (the CLI and functions: bypasses RLS; local only)`),
        ]
      : []),
    '',
    'Published posts reach the site by themselves: a change re-renders the pages it touches within seconds.',
    ...(notes.length > 0 ? ['', ...notes] : []),
  ]
}

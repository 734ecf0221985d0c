import { z } from 'zod'
import { platformKey } from '../_shared/keys.ts'

/** Where a rebuild is requested: GitHub's repository_dispatch, or another host's deploy hook. */
export type Target =
  { kind: 'github'; repository: string; token: string; apiUrl: string } | { kind: 'hook'; url: string }

export interface Platform {
  url: string
  /** The publishable key (or the legacy anon key): callers are checked with it. */
  publishableKey: string
  /** The secret key (or the legacy service_role key): dispatches are written with it. */
  secretKey: string
}

export type Read<T> = { ok: true; value: T } | { ok: false; problems: string[] }

export interface Settings {
  /** What hosted Supabase (and the stand-in) injects into every function. */
  platform: Read<Platform>
  /** The function secrets naming where rebuilds are requested, and how requests are coalesced. */
  target: Read<Target>
  /** Requests within this long of the last dispatch share the next one. */
  windowMs: number
}

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be a full http(s) address' })
const platformSchema = z.object({ SUPABASE_URL: httpUrl })
const targetSchema = z.object({
  REBUILD_GITHUB_REPOSITORY: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, 'must name the repository as owner/name, such as axon-intelligence/website')
    .optional(),
  REBUILD_GITHUB_TOKEN: z.string().optional(),
  GITHUB_API_URL: httpUrl.optional(),
  REBUILD_HOOK_URL: httpUrl.optional(),
  REBUILD_COALESCE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .positive('must be more than 0 seconds')
    .max(3600, 'must be at most 3600 seconds')
    .optional(),
})

export const notSetUp =
  'Rebuilds are not set up: set the function secrets REBUILD_GITHUB_REPOSITORY and REBUILD_GITHUB_TOKEN (or REBUILD_HOOK_URL, for a host with a deploy hook) with `supabase secrets set`.'

/** The variables a schema names, blank ones as unset. */
function variables(shape: z.ZodObject, get: (name: string) => string | undefined): Record<string, string | undefined> {
  return Object.fromEntries(Object.keys(shape.shape).map((name) => [name, get(name)?.trim() || undefined]))
}

const problemsOf = (error: z.ZodError, given: Record<string, string | undefined>) =>
  error.issues.map(
    (issue) => `${issue.path.join('.')} ${given[String(issue.path[0])] === undefined ? 'is not set' : issue.message}.`,
  )

/** Reads the function's environment, reporting every problem at once; never throws, so the stand-in always loads the function. */
export function readSettings(get: (name: string) => string | undefined): Settings {
  const platformGiven = variables(platformSchema, get)
  const platformRead = platformSchema.safeParse(platformGiven)
  const publishable = platformKey(get, 'publishable')
  const secret = platformKey(get, 'secret')
  const platform: Read<Platform> =
    platformRead.success && 'key' in publishable && 'key' in secret
      ? {
          ok: true,
          value: {
            url: platformRead.data.SUPABASE_URL.replace(/\/+$/, ''),
            publishableKey: publishable.key,
            secretKey: secret.key,
          },
        }
      : {
          ok: false,
          problems: [
            ...(platformRead.success ? [] : problemsOf(platformRead.error, platformGiven)),
            ...[publishable, secret].flatMap((read) => ('problem' in read ? [read.problem] : [])),
          ],
        }

  const given = variables(targetSchema, get)
  const read = targetSchema.safeParse(given)
  if (!read.success)
    return { platform, target: { ok: false, problems: problemsOf(read.error, given) }, windowMs: 60_000 }
  const {
    REBUILD_GITHUB_REPOSITORY: repository,
    REBUILD_GITHUB_TOKEN: token,
    GITHUB_API_URL: apiUrl,
    REBUILD_HOOK_URL: hook,
    REBUILD_COALESCE_SECONDS: seconds = 60,
  } = read.data
  const windowMs = seconds * 1000
  const refused = (...problems: string[]): Settings => ({ platform, target: { ok: false, problems }, windowMs })
  if (hook) {
    if (repository || token)
      return refused(
        'Set either REBUILD_GITHUB_REPOSITORY and REBUILD_GITHUB_TOKEN, or REBUILD_HOOK_URL, not both: unset the one the site does not deploy with.',
      )
    return { platform, target: { ok: true, value: { kind: 'hook', url: hook } }, windowMs }
  }
  if (repository && token)
    return {
      platform,
      target: {
        ok: true,
        value: { kind: 'github', repository, token, apiUrl: (apiUrl ?? 'https://api.github.com').replace(/\/+$/, '') },
      },
      windowMs,
    }
  if (!repository && !token) return refused(notSetUp)
  return refused(
    repository
      ? 'REBUILD_GITHUB_TOKEN is not set: give a token that may write the repository’s contents.'
      : 'REBUILD_GITHUB_REPOSITORY is not set: give the repository that deploys the site, as owner/name.',
  )
}

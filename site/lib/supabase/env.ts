import { z } from '../zod.ts'

export interface SupabaseConnection {
  url: string
  key: string
}

export const supabaseUrl = z.url({
  protocol: /^https?$/,
  error: 'must be an http(s) URL, e.g. https://<project>.supabase.co',
})
export const supabaseKey = z
  .string()
  .regex(
    /^[\w-]+\.[\w-]+\.[\w-]+$|^sb_(publishable|secret)_[\w-]+$/,
    'must be a Supabase API key (a JWT or an sb_… key)',
  )

/**
 * The two kinds of key, each under Supabase's current variable name and the legacy one still
 * accepted. A key of the other kind is refused: a secret key must never be baked into the
 * browser bundle, and a publishable key cannot do the CLI's work.
 */
const kinds = {
  publishable: {
    variable: 'SUPABASE_PUBLISHABLE_KEY',
    legacy: 'SUPABASE_ANON_KEY',
    refused: { prefix: 'sb_secret_', role: 'service_role', what: 'a secret key; give the publishable (or anon) key' },
  },
  secret: {
    variable: 'SUPABASE_SECRET_KEY',
    legacy: 'SUPABASE_SERVICE_ROLE_KEY',
    refused: {
      prefix: 'sb_publishable_',
      role: 'anon',
      what: 'a publishable key; give the secret (or service_role) key',
    },
  },
} as const

export type KeyKind = keyof typeof kinds

/** The role a legacy JWT key claims, read without verifying it (the backend does that). */
function claimedRole(key: string): unknown {
  try {
    const payload = (key.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')
    return (JSON.parse(atob(payload)) as { role?: unknown }).role
  } catch {
    return undefined
  }
}

// The legacy names each listener has been told of: stderr once per process, a caller's own listener once.
const noted = new WeakMap<(message: string) => void, Set<string>>()
const toStderr = (message: string) => console.error(message)

/** Says once per listener (stderr: once per process) that a legacy variable name was read. */
function noteLegacyName(legacy: string, variable: string, note: (message: string) => void): void {
  const told = noted.get(note) ?? new Set<string>()
  noted.set(note, told)
  if (told.has(legacy)) return
  told.add(legacy)
  note(
    `Note: reading the Supabase key from ${legacy}, a legacy name that is still accepted; name it ${variable} instead.`,
  )
}

/**
 * Reads SUPABASE_URL and the key of a kind: SUPABASE_PUBLISHABLE_KEY or SUPABASE_SECRET_KEY, else
 * the legacy SUPABASE_ANON_KEY or SUPABASE_SERVICE_ROLE_KEY (with a note on stderr, once). Blank
 * values count as unset; every problem is reported at once.
 */
export function readConnection(
  env: Record<string, string | undefined>,
  kind: KeyKind,
  note: (message: string) => void = toStderr,
): SupabaseConnection {
  const { variable, legacy, refused } = kinds[kind]
  const given = (name: string) => env[name]?.trim() || undefined
  const name = given(variable) ? variable : given(legacy) ? legacy : variable
  const schema = z.object({
    SUPABASE_URL: supabaseUrl,
    [name]: supabaseKey.refine(
      (key) => !key.startsWith(refused.prefix) && claimedRole(key) !== refused.role,
      `is ${refused.what}`,
    ),
  })
  const result = schema.safeParse({ SUPABASE_URL: given('SUPABASE_URL'), [name]: given(name) })
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const path = String(issue.path[0])
      const unset = given(path) === undefined
      return `  ${path}: ${unset ? (path === 'SUPABASE_URL' ? 'is not set' : `is not set (nor the legacy ${legacy})`) : issue.message}`
    })
    throw new Error(
      `The Supabase settings in the environment are not valid:\n${problems.join('\n')}\nSet them as .env.example describes, or unset SUPABASE_URL to use the local stand-in.`,
    )
  }
  if (name === legacy) noteLegacyName(legacy, variable, note)
  return { url: String(result.data.SUPABASE_URL).replace(/\/+$/, ''), key: String(result.data[name]) }
}

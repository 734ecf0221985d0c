// The project's API keys as hosted Supabase (and the local stand-in) give them to every function:
// SUPABASE_PUBLISHABLE_KEYS and SUPABASE_SECRET_KEYS, JSON objects of named keys such as
// {"default":"sb_secret_…"}, beside the legacy SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY,
// which Supabase retires by the end of 2026.

const kinds = {
  publishable: { variable: 'SUPABASE_PUBLISHABLE_KEYS', legacy: 'SUPABASE_ANON_KEY' },
  secret: { variable: 'SUPABASE_SECRET_KEYS', legacy: 'SUPABASE_SERVICE_ROLE_KEY' },
} as const

export type KeyKind = keyof typeof kinds

/** The "default" key of a JSON object of named keys, else its first; undefined when there is none. */
function namedKey(json: string | undefined): string | undefined {
  if (!json?.trim()) return undefined
  let named: unknown
  try {
    named = JSON.parse(json)
  } catch {
    return undefined
  }
  if (typeof named !== 'object' || named === null || Array.isArray(named)) return undefined
  const keys = named as Record<string, unknown>
  const key = typeof keys.default === 'string' && keys.default ? keys.default : Object.values(keys)[0]
  return typeof key === 'string' && key.trim() ? key.trim() : undefined
}

/**
 * The project's key of a kind: from the JSON of named keys, else the legacy variable; or what to
 * say when neither holds one.
 */
export function platformKey(
  get: (name: string) => string | undefined,
  kind: KeyKind,
): { key: string } | { problem: string } {
  const { variable, legacy } = kinds[kind]
  const key = namedKey(get(variable)) ?? (get(legacy)?.trim() || undefined)
  if (key) return { key }
  return {
    problem: get(variable)?.trim()
      ? `${variable} holds no key: it must be a JSON object of named keys, such as {"default":"sb_${kind}_…"}.`
      : `${variable} is not set (nor the legacy ${legacy}).`,
  }
}

/** Every secret key of the project (each named key, and the legacy one), for telling the service's own calls apart. */
export function secretKeys(get: (name: string) => string | undefined): string[] {
  const keys: string[] = []
  try {
    const named: unknown = JSON.parse(get(kinds.secret.variable) ?? '{}')
    if (typeof named === 'object' && named !== null && !Array.isArray(named))
      for (const key of Object.values(named)) if (typeof key === 'string' && key.trim()) keys.push(key.trim())
  } catch {
    // Not JSON: no named keys.
  }
  const legacy = get(kinds.secret.legacy)?.trim()
  if (legacy) keys.push(legacy)
  return keys
}

/** Whether two secrets are equal, in time that does not depend on where they differ. */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (text: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  const [a, b] = await Promise.all([digest(given), digest(expected)])
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0)
  return difference === 0
}

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

/** Reads SUPABASE_URL and the named key variable, reporting every problem at once. */
export function readConnection(
  env: Record<string, string | undefined>,
  keyVariable: 'SUPABASE_ANON_KEY' | 'SUPABASE_SERVICE_ROLE_KEY',
): SupabaseConnection {
  const result = z.object({ SUPABASE_URL: supabaseUrl, [keyVariable]: supabaseKey }).safeParse(env)
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}: ${issue.message === 'Invalid input: expected string, received undefined' ? 'is not set' : issue.message}`,
    )
    throw new Error(
      `The Supabase settings in the environment are not valid:\n${problems.join('\n')}\nSet them as .env.example describes, or unset SUPABASE_URL to use the local stand-in.`,
    )
  }
  return { url: String(result.data.SUPABASE_URL).replace(/\/+$/, ''), key: String(result.data[keyVariable]) }
}

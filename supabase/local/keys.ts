/**
 * The Supabase CLI's well-known local development keys: `supabase start` prints the same values,
 * so a client configured for either works against the other. They protect nothing: never use
 * them for a hosted project.
 */

/** The publishable key: what the build and the browser use; requests made with it run as `anon`. */
export const localPublishableKey = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'

/** The secret key: what the CLI and the functions use; requests made with it run as `service_role`. */
export const localSecretKey = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

/** The legacy HS256 secret, which signs the legacy keys below (deprecated by Supabase by the end of 2026). */
export const localJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long'

/** The legacy anon key: a JWT of role `anon`, signed with the legacy secret. */
export const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

/** The legacy service_role key: a JWT of role `service_role`, signed with the legacy secret. */
export const localServiceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

/**
 * The legacy key each opaque key stands for. `supabase start`'s gateway swaps an `sb_` key in the
 * `apikey` header for its role's legacy JWT before the request reaches the API, so a request made
 * with it runs with that JWT's claims.
 */
export const localApiKeys: Readonly<Record<string, string>> = {
  [localPublishableKey]: localAnonKey,
  [localSecretKey]: localServiceRoleKey,
}

/** Where `supabase start` serves its API, and where the stand-in listens by default. */
export const localSupabaseUrl = 'http://127.0.0.1:54321'

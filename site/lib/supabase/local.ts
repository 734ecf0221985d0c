// The local Supabase the site falls back to when SUPABASE_URL is unset: `supabase start`, or the
// stand-in in supabase/local, which listen at the same address with the same well-known keys
// (a test checks they match what the stand-in issues). They protect nothing.

/** Where the local Supabase serves its API. */
export const localSupabaseUrl = 'http://127.0.0.1:54321'

/** The local publishable key: the build and the browser read with it, as anon. */
export const localPublishableKey = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'

/** The local secret key: the CLI writes with it, as service_role. */
export const localSecretKey = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

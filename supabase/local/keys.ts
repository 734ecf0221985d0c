/**
 * The Supabase CLI's well-known local development secret and demo keys. `supabase start` uses the
 * same values, so a client configured for either works against the other. They protect nothing:
 * never use them for a hosted project.
 */
export const localJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long'

export const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

export const localServiceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

/** Where `supabase start` serves its API, and where the stand-in listens by default. */
export const localSupabaseUrl = 'http://127.0.0.1:54321'

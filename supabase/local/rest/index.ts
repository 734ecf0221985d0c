// The PostgREST request layer of the local Supabase stand-in: https://docs.postgrest.org/en/v12/references/api.html
export { handleRest } from './handle.ts'
export type { Queryable, RestRequest, RestResponse, RestSettings } from './types.ts'

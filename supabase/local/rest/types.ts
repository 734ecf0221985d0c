/** Runs SQL inside the request's transaction; a PGlite `Transaction` satisfies it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>
}

/** One /rest/v1/<table> (or /rest/v1/rpc/<function>) request, as the server hands it over. */
export interface RestRequest {
  method: string
  /** The table, or `rpc/<function>` for a function call. */
  table: string
  searchParams: URLSearchParams
  headers: Headers
  /** The raw request body text, '' if none. */
  body: string
  role: 'anon' | 'authenticated' | 'service_role'
}

/** How the PostgREST being imitated is configured. */
export interface RestSettings {
  /** PostgREST's `db-max-rows` (Supabase's `[api] max_rows`): the most rows one read returns; no cap when undefined. */
  maxRows?: number
}

/** What to send back; the server commits the transaction when status < 400. */
export interface RestResponse {
  status: number
  headers: Record<string, string>
  body: string | null
}

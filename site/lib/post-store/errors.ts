/** A request to the backend that failed: its message and code as the backend gave them, and whether trying again may help. */
export class StoreError extends Error {
  /** The Postgres or PostgREST code ('23505', 'PGRST301'…), or '' when there is none. */
  readonly code: string
  /** The backend gave no answer, or said it is briefly unavailable (HTTP 503 or 520): trying again may work. */
  readonly transient: boolean

  constructor(message: string, { code = '', transient = false }: { code?: string; transient?: boolean } = {}) {
    super(message)
    this.name = 'StoreError'
    this.code = code
    this.transient = transient
  }
}

// supabase-js reports a request that got no answer with status 0; PostgREST asks for a retry with 503 and 520.
const transientStatuses = new Set([0, 503, 520])

/** The StoreError for a refused or unanswered supabase-js request, from its error and HTTP status. */
export function storeError(error: { message: string; code?: string | null }, status: number): StoreError {
  return new StoreError(error.message, { code: error.code ?? '', transient: transientStatuses.has(status) })
}

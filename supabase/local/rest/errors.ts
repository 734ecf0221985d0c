import type { RestResponse } from './types.ts'

/** PostgREST's error body: the same four keys for its own errors and for Postgres errors. */
export interface ErrorBody {
  code: string
  details: string | null
  hint: string | null
  message: string
}

const jsonType = 'application/json; charset=utf-8'

/** A request the stand-in refuses; handleRest turns it into an error response instead of throwing further. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message)
  }
}

/** Builds a RestError from its parts, with null details and hint unless given. */
export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): RestError {
  return new RestError(status, { code, details, hint, message })
}

/** PGRST100, worded as PostgREST words parser failures: `"failed to parse <what> (<input>)" (line 1, column n)`. */
export function parseError(what: string, input: string, position: number, details: string): RestError {
  return restError(400, 'PGRST100', `"failed to parse ${what} (${input})" (line 1, column ${position + 1})`, details)
}

/** The response for a refused request. */
export function errorResponse(error: RestError): RestResponse {
  // PostgREST answers every 401 with a Bearer challenge.
  const challenge: Record<string, string> = error.status === 401 ? { 'www-authenticate': 'Bearer' } : {}
  return { status: error.status, headers: { 'content-type': jsonType, ...challenge }, body: JSON.stringify(error.body) }
}

interface PostgresError {
  code: string
  message: string
  detail?: string
  hint?: string
}

function isPostgresError(error: unknown): error is PostgresError {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as Record<string, unknown>
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string'
}

// PostgREST 12's SQLSTATE → HTTP status table (src/PostgREST/Error.hs); anything not listed is 400.
const statusByCode: Record<string, number> = {
  '23503': 409,
  '23505': 409,
  '25006': 405,
  P0001: 400,
  '42883': 404,
  '42P01': 404,
  '42P17': 500,
  '53400': 500,
  '57P01': 503,
}
const statusByClass: Record<string, number> = {
  '08': 503,
  '09': 500,
  '0L': 403,
  '0P': 403,
  '25': 500,
  '28': 403,
  '2D': 500,
  '38': 500,
  '39': 500,
  '3B': 500,
  '40': 500,
  '53': 503,
  '54': 500,
  '55': 500,
  '57': 500,
  '58': 500,
  F0: 500,
  HV: 500,
  P0: 500,
  XX: 500,
}

function statusOf(error: PostgresError, role: string): number {
  const { code } = error
  // A role without a token is asked to authenticate; a signed-in one is simply forbidden.
  if (code === '42501') return role === 'anon' ? 401 : 403
  // pg-safeupdate's refusal is the client's fault; other cardinality violations are the server's.
  if (code === '21000') return error.message.endsWith('requires a WHERE clause') ? 400 : 500
  if (code.startsWith('PT')) return Number(code.slice(2)) || 500
  return statusByCode[code] ?? statusByClass[code.slice(0, 2)] ?? 400
}

/** Turns an error thrown by Postgres into PostgREST's response for it; undefined for anything else. */
export function postgresErrorResponse(error: unknown, role: string): RestResponse | undefined {
  if (!isPostgresError(error)) return undefined
  const body: ErrorBody = {
    code: error.code,
    details: error.detail ?? null,
    hint: error.hint ?? null,
    message: error.message,
  }
  return errorResponse(new RestError(statusOf(error, role), body))
}

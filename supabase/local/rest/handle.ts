import { remove, update } from './change.ts'
import type { Handler } from './context.ts'
import { errorResponse, postgresErrorResponse, restError, RestError } from './errors.ts'
import { insert } from './insert.ts'
import { checkProfile, negotiate, parsePrefer } from './negotiate.ts'
import { parseQuery } from './query.ts'
import { read } from './read.ts'
import { callFunction } from './rpc.ts'
import { findTable } from './schema.ts'
import type { Queryable, RestRequest, RestResponse, RestSettings } from './types.ts'

const handlers: Record<string, Handler> = { GET: read, HEAD: read, POST: insert, PATCH: update, DELETE: remove }

async function route(request: RestRequest, db: Queryable, settings: RestSettings): Promise<RestResponse> {
  const rpc = /^rpc\/(.*)$/.exec(request.table)?.[1]
  if (rpc !== undefined) return callFunction(request, rpc, db)
  const method = request.method.toUpperCase()
  const handler = handlers[method]
  if (!handler) throw restError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`)
  const isRead = method === 'GET' || method === 'HEAD'
  checkProfile(request.headers, isRead)
  const representation = negotiate(request.headers)
  const prefer = parsePrefer(request.headers)
  // The whole query string is parsed before any SQL runs, as PostgREST does.
  const query = parseQuery(request.searchParams, request.headers, isRead)
  const table = await findTable(db, request.table)
  return handler({ db, request, table, query, prefer, representation, settings })
}

/**
 * Answers one PostgREST request (/rest/v1/<table>) inside the caller's transaction. Refused requests and
 * Postgres errors come back as PostgREST's error responses; only unexpected failures throw.
 */
export async function handleRest(
  request: RestRequest,
  db: Queryable,
  settings: RestSettings = {},
): Promise<RestResponse> {
  try {
    return await route(request, db, settings)
  } catch (error) {
    if (error instanceof RestError) return errorResponse(error)
    const response = postgresErrorResponse(error, request.role)
    if (response) return response
    throw error
  }
}

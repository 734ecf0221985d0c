import type { PGlite } from '@electric-sql/pglite'
import { handleAuth, jwksResponse } from './auth.ts'
import { authenticate, type ProjectKeys } from './authenticate.ts'
import { asRequest } from './database.ts'
import { json, readBody, restErrorJson } from './http.ts'
import { handleRest } from './rest/index.ts'
import { handleStorage } from './storage.ts'

export { serveFetch } from './serve.ts'

/** A function served under /functions/v1/<name>: the same handler the Deno entry serves. */
export type FunctionHandler = (request: Request) => Promise<Response>

/** What a function reads from its runtime, as on hosted Supabase: environment variables, and a fetch. */
export interface FunctionEnvironment {
  get(name: string): string | undefined
  fetch?: typeof fetch
}

const functionsPrefix = /^\/functions\/v1\/([^/]*)/

export interface GatewayOptions {
  db: PGlite
  keys: ProjectKeys
  filesDir: string | undefined
  functions: Record<string, FunctionHandler>
  /** PostgREST's row cap for reads (`[api] max_rows`). */
  maxRows: number
}

const restBodyLimit = 1024 * 1024
const functionBodyLimit = 1024 * 1024

/** Thrown into a function reading a body past the gateway's limit. */
class BodyTooLargeError extends Error {}

/** The request with its body cut off by an error once it passes the limit, for handlers that read it themselves. */
function withBodyLimit(request: Request, limitBytes: number): Request {
  if (!request.body) return request
  let size = 0
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength
        if (size > limitBytes) controller.error(new BodyTooLargeError(`Request body larger than ${limitBytes} bytes`))
        else controller.enqueue(chunk)
      },
    }),
  )
  return new Request(request, { body: counted, duplex: 'half' } as RequestInit)
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, apikey, content-type, x-client-info, prefer, range, range-unit, accept-profile, content-profile, x-upsert, cache-control, x-supabase-api-version, x-region',
  'access-control-expose-headers': 'content-range, content-location, x-supabase-api-version',
  'access-control-max-age': '86400',
}

/** The stand-in's API gateway as a fetch function: /rest/v1, /storage/v1, /auth/v1 and /functions/v1. */
export function createGateway(options: GatewayOptions): (request: Request) => Promise<Response> {
  const memoryFiles = new Map<string, Uint8Array>()
  const route = async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    // Functions answer for themselves, CORS preflight included, as on hosted Supabase with verify_jwt off.
    const functionName = functionsPrefix.exec(url.pathname)?.[1]
    if (functionName !== undefined) {
      const handler = options.functions[functionName]
      if (!handler) return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
      if (Number(request.headers.get('content-length') ?? 0) > functionBodyLimit)
        return json(413, { code: 'PAYLOAD_TOO_LARGE', message: `Request body larger than ${functionBodyLimit} bytes` })
      return handler(withBodyLimit(request, functionBodyLimit))
    }
    if (request.method === 'OPTIONS') return new Response(null, { status: 204 })
    const match = /^\/(rest|storage|auth|functions)\/v1\/?(.*)$/.exec(url.pathname)
    if (!match)
      return restErrorJson(
        404,
        'PGRST125',
        `No API at ${url.pathname}: the stand-in serves /rest/v1, /storage/v1, /auth/v1 and /functions/v1.`,
      )
    const [, api, path] = match as unknown as [string, string, string]
    if (api === 'storage' && /^object\/public\//.test(path))
      return handleStorage(request, path, {
        db: options.db,
        filesDir: options.filesDir,
        memoryFiles,
        claims: { role: 'anon' },
      })
    // The project's public signing keys: anyone may read them to verify a session.
    if (api === 'auth' && path === '.well-known/jwks.json' && request.method === 'GET')
      return jwksResponse([options.keys.signingKey])
    const auth = authenticate(request, options.keys)
    if ('response' in auth) return auth.response
    if (api === 'auth')
      return handleAuth(request, path, {
        db: options.db,
        issuer: `${url.origin}/auth/v1`,
        signingKey: options.keys.signingKey,
        claims: auth.claims,
      })
    if (api === 'storage')
      return handleStorage(request, path, {
        db: options.db,
        filesDir: options.filesDir,
        memoryFiles,
        claims: auth.claims,
      })
    if (!/^(rpc\/)?[A-Za-z_][A-Za-z0-9_]*$/.test(path))
      return json(404, {
        code: 'PGRST125',
        details: null,
        hint: null,
        message: `Invalid path specified in request URL`,
      })
    const body = await readBody(request, restBodyLimit)
    if ('tooLarge' in body) return restErrorJson(413, 'PGRST413', `Request body larger than ${restBodyLimit} bytes`)
    const answer = await asRequest(
      options.db,
      auth.claims,
      async (tx) => {
        const result = await handleRest(
          {
            method: request.method,
            table: path,
            searchParams: url.searchParams,
            headers: request.headers,
            body: body.text,
            role: auth.claims.role,
          },
          tx,
          { maxRows: options.maxRows },
        )
        return { ok: result.status < 400, value: result }
      },
      request.headers,
    )
    return new Response(answer.body, { status: answer.status, headers: answer.headers })
  }
  return async (request) => {
    let response: Response
    try {
      response = await route(request)
    } catch (error) {
      if (error instanceof BodyTooLargeError) return json(413, { code: 'PAYLOAD_TOO_LARGE', message: error.message })
      console.error('[local supabase]', error)
      response = json(500, {
        code: 'XX000',
        details: null,
        hint: null,
        message: 'The local stand-in failed to handle this request; see its log.',
      })
    }
    if (functionsPrefix.test(new URL(request.url).pathname)) return response
    const headers = new Headers(response.headers)
    for (const [name, value] of Object.entries(corsHeaders)) headers.set(name, value)
    // As hosted Supabase's gateway does; clients read the server's clock from it.
    if (!headers.has('date')) headers.set('date', new Date().toUTCString())
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}

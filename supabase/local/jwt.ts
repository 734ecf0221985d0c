import { createHmac, timingSafeEqual } from 'node:crypto'

/** The claims this project reads from a Supabase JWT. */
export interface JwtClaims {
  role: string
  sub?: string
  exp?: number
  nbf?: number
  iat?: number
  [claim: string]: unknown
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url')

/** Signs claims as an HS256 JWT, as Supabase Auth does. */
export function signJwt(claims: JwtClaims, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const payload = base64url(JSON.stringify(claims))
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url')
  return `${header}.${payload}.${signature}`
}

export type JwtProblem = 'malformed' | 'signature' | 'expired' | 'not yet valid' | 'role'

/** Verifies an HS256 JWT's signature and its validity period (`exp`, `nbf`); returns its claims or what is wrong with it. */
export function verifyJwt(
  token: string,
  secret: string,
  now = Date.now(),
): { claims: JwtClaims } | { problem: JwtProblem } {
  const parts = token.split('.')
  if (parts.length !== 3) return { problem: 'malformed' }
  const [header, payload, signature] = parts as [string, string, string]
  let parsedHeader: unknown
  let claims: unknown
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return { problem: 'malformed' }
  }
  if (!isObject(parsedHeader) || parsedHeader.alg !== 'HS256' || !isObject(claims)) return { problem: 'malformed' }
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { problem: 'signature' }
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return { problem: 'expired' }
  if (typeof claims.nbf === 'number' && claims.nbf * 1000 > now) return { problem: 'not yet valid' }
  if (typeof claims.role !== 'string') return { problem: 'role' }
  return { claims: claims as JwtClaims }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

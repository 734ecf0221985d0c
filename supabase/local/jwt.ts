import { createHmac, sign, timingSafeEqual, verify, type KeyObject } from 'node:crypto'

/** The claims this project reads from a Supabase JWT. */
export interface JwtClaims {
  role: string
  sub?: string
  exp?: number
  nbf?: number
  iat?: number
  [claim: string]: unknown
}

/** An ES256 public key as a JWKS lists it. */
export interface PublicJwk {
  kty: 'EC'
  crv: 'P-256'
  x: string
  y: string
  kid: string
  alg: 'ES256'
  use: 'sig'
  key_ops: ['verify']
  ext: true
}

/** An asymmetric key pair that signs user sessions, as a project's JWT signing key does. */
export interface SigningKey {
  kid: string
  privateKey: KeyObject
  publicKey: KeyObject
  /** The public half, as /auth/v1/.well-known/jwks.json serves it. */
  jwk: PublicJwk
}

/** What verifies a token: the legacy HS256 secret, and the signing keys' public halves. */
export interface VerificationKeys {
  secret: string
  signingKeys: readonly Pick<SigningKey, 'kid' | 'publicKey'>[]
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url')

// JOSE wants an ECDSA signature as the raw r‖s pair, not DER.
const ecdsa = { dsaEncoding: 'ieee-p1363' } as const

/**
 * Signs claims as a JWT: HS256 with a shared secret (the legacy keys, and legacy sessions), or
 * ES256 with a signing key, naming it by `kid`, as Supabase Auth signs sessions today.
 */
export function signJwt(claims: JwtClaims, key: string | SigningKey): string {
  const header = typeof key === 'string' ? { alg: 'HS256', typ: 'JWT' } : { alg: 'ES256', kid: key.kid, typ: 'JWT' }
  const signed = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`
  const signature =
    typeof key === 'string'
      ? createHmac('sha256', key).update(signed).digest()
      : sign('sha256', Buffer.from(signed), { key: key.privateKey, ...ecdsa })
  return `${signed}.${base64url(signature)}`
}

export type JwtProblem = 'malformed' | 'signature' | 'expired' | 'not yet valid' | 'role'

function signatureHolds(header: Record<string, unknown>, signed: string, signature: Buffer, keys: VerificationKeys) {
  if (header.alg === 'HS256') {
    const expected = createHmac('sha256', keys.secret).update(signed).digest()
    return signature.length === expected.length && timingSafeEqual(signature, expected)
  }
  const key = keys.signingKeys.find((candidate) => candidate.kid === header.kid)
  if (!key) return false
  try {
    return verify('sha256', Buffer.from(signed), { key: key.publicKey, ...ecdsa }, signature)
  } catch {
    return false
  }
}

/**
 * Verifies a JWT (HS256 against the secret, ES256 against the signing key its `kid` names) and
 * its validity period (`exp`, `nbf`); returns its claims or what is wrong with it.
 */
export function verifyJwt(
  token: string,
  keys: VerificationKeys,
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
  if (!isObject(parsedHeader) || !['HS256', 'ES256'].includes(String(parsedHeader.alg)) || !isObject(claims))
    return { problem: 'malformed' }
  if (!signatureHolds(parsedHeader, `${header}.${payload}`, Buffer.from(signature, 'base64url'), keys))
    return { problem: 'signature' }
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return { problem: 'expired' }
  if (typeof claims.nbf === 'number' && claims.nbf * 1000 > now) return { problem: 'not yet valid' }
  if (typeof claims.role !== 'string') return { problem: 'role' }
  return { claims: claims as JwtClaims }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

import { requestRoles, type RequestRole } from './database.ts'
import { json, restErrorJson } from './http.ts'
import { verifyJwt, type JwtClaims, type JwtProblem, type SigningKey } from './jwt.ts'

/** The keys of a project: what its requests carry, and what signs and verifies its tokens. */
export interface ProjectKeys {
  /** The legacy HS256 secret: verifies the legacy anon and service_role keys, and sessions signed before signing keys. */
  jwtSecret: string
  /** Signs user sessions (ES256); its public half is the project's JWKS. */
  signingKey: SigningKey
  /** Each `sb_publishable_…` / `sb_secret_…` key and the legacy JWT of the role it stands for. */
  apiKeys: Readonly<Record<string, string>>
}

// PostgREST's words for each problem with a token.
const jwtMessages: Record<JwtProblem, string> = {
  malformed: 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)',
  signature: 'JWSError JWSInvalidSignature',
  expired: 'JWT expired',
  'not yet valid': 'JWT not yet valid',
  role: 'JWT claims lack a role',
}

/** Publishable and secret keys are opaque strings, never JWTs. */
const isApiKey = (value: string) => value.startsWith('sb_')

export type Authenticated = { claims: JwtClaims & { role: RequestRole } } | { response: Response }

/**
 * Decides a request's role as Supabase's API gateway and PostgREST do. An API key is required. A
 * user's JWT in Authorization wins; without one, the request runs as its API key: an `sb_` key as
 * the role it stands for, a legacy key as the JWT it is. supabase-js also sends an `sb_` key as the
 * bearer token; that is the API key again, not a JWT, and is set aside. Any JWT must be valid,
 * inside its validity period, and of a known role.
 */
export function authenticate(request: Request, keys: ProjectKeys): Authenticated {
  const apikey = request.headers.get('apikey') || undefined
  const bearer = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  const userToken = bearer && !isApiKey(bearer) ? bearer : undefined
  if (!apikey && !userToken)
    return {
      response: json(401, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      }),
    }
  let token = userToken
  if (apikey && isApiKey(apikey)) {
    const legacyKey = keys.apiKeys[apikey]
    if (!legacyKey)
      return {
        response: json(401, {
          message: 'Invalid API key',
          hint: 'Double check the publishable or secret key the client was given.',
        }),
      }
    token ??= legacyKey
  }
  token ??= apikey ?? ''
  const verified = verifyJwt(token, { secret: keys.jwtSecret, signingKeys: [keys.signingKey] })
  if ('problem' in verified)
    return {
      response: restErrorJson(
        401,
        verified.problem === 'expired' || verified.problem === 'not yet valid' ? 'PGRST303' : 'PGRST301',
        jwtMessages[verified.problem],
        { 'www-authenticate': 'Bearer' },
      ),
    }
  const { claims } = verified
  if (!requestRoles.includes(claims.role as RequestRole))
    return {
      response: json(401, {
        code: 'PGRST301',
        details: null,
        hint: null,
        message: `role "${claims.role}" does not exist`,
      }),
    }
  return { claims: claims as JwtClaims & { role: RequestRole } }
}

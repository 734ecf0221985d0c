import { randomBytes, randomUUID } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import { json, readBody } from './http.ts'
import { signJwt, type JwtClaims, type SigningKey } from './jwt.ts'
import { hashPassword, verifyPassword } from './passwords.ts'

const accessTokenSeconds = 3600

interface UserRow {
  id: string
  email: string
  encrypted_password: string | null
  email_confirmed_at: string | null
  last_sign_in_at: string | null
  raw_app_meta_data: Record<string, unknown>
  raw_user_meta_data: Record<string, unknown>
  created_at: string
  updated_at: string
  banned_until: string | null
}

/** GoTrue's error body. */
const authError = (status: number, errorCode: string, msg: string) =>
  json(status, { code: status, error_code: errorCode, msg })

function publicUser(user: UserRow) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.email_confirmed_at,
    confirmed_at: user.email_confirmed_at,
    phone: '',
    last_sign_in_at: user.last_sign_in_at,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  }
}

const userColumns =
  'id, email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until'

/** Creates a confirmed e-mail/password user, as the hosted dashboard's "Add user" does. */
export async function createUser(db: PGlite, email: string, password: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', lower($2), $3, now(), '{"provider":"email","providers":["email"]}', now(), now()) returning id`,
    [randomUUID(), email, hashPassword(password)],
  )
  return rows[0]!.id
}

async function issueSession(db: PGlite, user: UserRow, issuer: string, signingKey: SigningKey) {
  const now = Math.floor(Date.now() / 1000)
  const refreshToken = randomBytes(24).toString('base64url')
  await db.query('insert into auth.refresh_tokens (token, user_id) values ($1, $2)', [refreshToken, user.id])
  const claims: JwtClaims = {
    aud: 'authenticated',
    iss: issuer,
    sub: user.id,
    email: user.email,
    phone: '',
    role: 'authenticated',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: randomUUID(),
    is_anonymous: false,
    iat: now,
    exp: now + accessTokenSeconds,
  }
  return json(200, {
    access_token: signJwt(claims, signingKey),
    token_type: 'bearer',
    expires_in: accessTokenSeconds,
    expires_at: now + accessTokenSeconds,
    refresh_token: refreshToken,
    user: publicUser(user),
  })
}

/** The project's JWKS: the public halves of the keys that sign sessions, for anyone to verify them with. */
export function jwksResponse(keys: readonly SigningKey[]): Response {
  return json(200, { keys: keys.map((key) => key.jwk) })
}

export interface AuthContext {
  db: PGlite
  issuer: string
  /** Signs the sessions it issues (ES256), as a project with JWT signing keys does. */
  signingKey: SigningKey
  /** The verified claims of the request's bearer token. */
  claims: JwtClaims
}

/** Serves the parts of Supabase Auth (GoTrue) this project uses: password sign-in, refresh, user, sign-out. */
export async function handleAuth(request: Request, path: string, context: AuthContext): Promise<Response> {
  const { db } = context
  if (path === 'token' && request.method === 'POST') {
    const read = await readBody(request, 64 * 1024)
    if ('tooLarge' in read) return authError(413, 'request_too_large', 'Request body too large')
    let body: Record<string, unknown>
    try {
      body = JSON.parse(read.text || '{}') as Record<string, unknown>
    } catch {
      return authError(400, 'bad_json', 'Could not parse request body as JSON')
    }
    const grantType = new URL(request.url).searchParams.get('grant_type')
    if (grantType === 'password') {
      if (typeof body.email !== 'string' || typeof body.password !== 'string')
        return authError(400, 'validation_failed', 'An email address and a password are required')
      const { rows } = await db.query<UserRow>(
        `select ${userColumns} from auth.users where email = lower($1) and deleted_at is null`,
        [body.email],
      )
      const user = rows[0]
      if (!user || !verifyPassword(body.password, user.encrypted_password))
        return authError(400, 'invalid_credentials', 'Invalid login credentials')
      if (user.banned_until && new Date(user.banned_until) > new Date())
        return authError(400, 'user_banned', 'User is banned')
      const updated = await db.query<UserRow>(
        `update auth.users set last_sign_in_at = now() where id = $1 returning ${userColumns}`,
        [user.id],
      )
      return issueSession(db, updated.rows[0]!, context.issuer, context.signingKey)
    }
    if (grantType === 'refresh_token') {
      if (typeof body.refresh_token !== 'string')
        return authError(400, 'validation_failed', 'A refresh token is required')
      const { rows } = await db.query<{ user_id: string }>(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1 and not revoked returning user_id',
        [body.refresh_token],
      )
      if (!rows[0]) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      const user = (await db.query<UserRow>(`select ${userColumns} from auth.users where id = $1`, [rows[0].user_id]))
        .rows[0]
      if (!user) return authError(400, 'user_not_found', 'User from sub claim in JWT does not exist')
      return issueSession(db, user, context.issuer, context.signingKey)
    }
    return authError(400, 'unsupported_grant_type', 'Unsupported grant type: use password or refresh_token')
  }
  if (path === 'user' && request.method === 'GET') {
    if (context.claims.role !== 'authenticated' || !context.claims.sub)
      return authError(403, 'no_authorization', 'This endpoint requires a Bearer token of a signed-in user')
    const user = (
      await db.query<UserRow>(`select ${userColumns} from auth.users where id = $1 and deleted_at is null`, [
        context.claims.sub,
      ])
    ).rows[0]
    return user
      ? json(200, publicUser(user))
      : authError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
  }
  if (path === 'logout' && request.method === 'POST') {
    if (context.claims.sub)
      await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where user_id = $1', [
        context.claims.sub,
      ])
    return new Response(null, { status: 204 })
  }
  return authError(404, 'not_found', `The local stand-in does not serve ${request.method} /auth/v1/${path}`)
}

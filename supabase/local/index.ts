import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import { createUser } from './auth.ts'
import { backgroundTasks } from './background.ts'
import { projectMaxRows } from './config.ts'
import { openDatabase } from './database.ts'
import type { SigningKey } from './jwt.ts'
import {
  localAnonKey,
  localApiKeys,
  localJwtSecret,
  localPublishableKey,
  localSecretKey,
  localServiceRoleKey,
} from './keys.ts'
import { lockDataDirectory } from './lock.ts'
import { hashPassword } from './passwords.ts'
import { createGateway, serveFetch, type FunctionEnvironment, type FunctionHandler } from './server.ts'
import { signingKeyFor } from './signing-key.ts'

export { DataDirectoryLockedError } from './lock.ts'
export {
  localAnonKey,
  localJwtSecret,
  localPublishableKey,
  localSecretKey,
  localServiceRoleKey,
  localSupabaseUrl,
} from './keys.ts'
export { signJwt, verifyJwt, type SigningKey } from './jwt.ts'
export type { FunctionHandler } from './server.ts'
export { scheduleEnquiryUpkeep, type EnquiryUpkeep } from './upkeep.ts'

export interface LocalSupabaseOptions {
  /** Folder for the database and stored files; in memory when omitted. */
  dataDir?: string
  /** TCP port on 127.0.0.1: 54321 as `supabase start`, 0 for any free port, or `false` to serve only through `fetch`. */
  port?: number | false
  /** Edge functions by name; by default every supabase/functions/<name>/handler.ts. */
  functions?: Record<string, FunctionHandler>
  /** Secrets for the functions, read before the process environment (`supabase secrets set` in production). */
  functionSecrets?: Record<string, string>
  /** The most rows one REST read returns, as PostgREST's max_rows; by default `[api] max_rows` of supabase/config.toml. */
  maxRows?: number
}

export interface Credentials {
  email: string
  password: string
}

export interface LocalSupabase {
  /** Base URL for supabase-js; with `port: false`, a placeholder that only `fetch` understands. */
  url: string
  /** The publishable key (`sb_publishable_…`): requests made with it run as anon. */
  publishableKey: string
  /** The secret key (`sb_secret_…`): requests made with it run as service_role, past every policy. */
  secretKey: string
  /** The legacy anon key, still accepted. */
  anonKey: string
  /** The legacy service_role key, still accepted. */
  serviceRoleKey: string
  /** Signs user sessions (ES256); its public half is served at /auth/v1/.well-known/jwks.json. */
  signingKey: SigningKey
  /** Answers a request as the HTTP server would, without the network. */
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
  db: PGlite
  /** The staff account created on first start of a data directory. */
  staffAccount: Credentials | undefined
  /** Creates a confirmed user, optionally a staff member of a site; returns its id. */
  createUser: (credentials: Credentials, options?: { staffOf?: string }) => Promise<string>
  stop: () => Promise<void>
}

const functionsDir = resolve(import.meta.dirname, '..', 'functions')

/** Loads each supabase/functions/<name>/handler.ts, whose default export makes the function's handler from its environment. */
export async function loadFunctionHandlers(
  environment: FunctionEnvironment & { waitUntil?: (task: Promise<unknown>) => void; stopping?: AbortSignal },
): Promise<Record<string, FunctionHandler>> {
  if (!existsSync(functionsDir)) return {}
  const handlers: Record<string, FunctionHandler> = {}
  for (const name of readdirSync(functionsDir)) {
    const file = join(functionsDir, name, 'handler.ts')
    if (!existsSync(file)) continue
    const { default: create } = (await import(pathToFileURL(file).href)) as {
      default: (environment: FunctionEnvironment) => FunctionHandler
    }
    handlers[name] = create(environment)
  }
  return handlers
}

/**
 * The staff account of a data directory, from staff-account.json. When that file is gone but the
 * user is not, the user gets a fresh password (and its staff membership back), so what is printed works.
 */
async function ensureStaffAccount(
  db: PGlite,
  dataDir: string,
  create: LocalSupabase['createUser'],
): Promise<Credentials> {
  const file = join(dataDir, 'staff-account.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Credentials
  const credentials = { email: 'staff@axon.local', password: randomBytes(9).toString('base64url') }
  const existing = await db.query<{ id: string }>(
    'update auth.users set encrypted_password = $2, banned_until = null, deleted_at = null, updated_at = now() where email = $1 returning id',
    [credentials.email, hashPassword(credentials.password)],
  )
  const id = existing.rows[0]?.id
  if (id)
    await db.query(
      `insert into public.staff_members (user_id, website_code) values ($1, 'axon') on conflict do nothing`,
      [id],
    )
  else await create(credentials, { staffOf: 'axon' })
  writeFileSync(file, JSON.stringify(credentials, null, 2) + '\n', { mode: 0o600 })
  return credentials
}

/**
 * Starts the Docker-free stand-in for Supabase: real Postgres (PGlite) with the project's
 * migrations and policies, behind the REST, Storage, Auth and Functions APIs supabase-js uses.
 */
export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const maxRows = options.maxRows ?? projectMaxRows()
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined
  const lock = dataDir ? lockDataDirectory(dataDir) : undefined
  const unlock = () => lock?.release()
  let db: PGlite
  let signingKey: SigningKey
  try {
    signingKey = signingKeyFor(dataDir)
    db = await openDatabase(dataDir)
  } catch (error) {
    unlock()
    throw error
  }
  const functions: Record<string, FunctionHandler> = {}
  const handle = createGateway({
    db,
    keys: { jwtSecret: localJwtSecret, signingKey, apiKeys: localApiKeys },
    filesDir: dataDir && join(dataDir, 'storage'),
    functions,
    maxRows,
  })
  const port = options.port === false ? undefined : (options.port ?? 54321)
  const server = port === undefined ? undefined : serveFetch(handle)
  let url = 'http://local-supabase.invalid'
  if (server) {
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolveListen())
    }).catch(async (error: unknown) => {
      await db.close()
      unlock()
      throw (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
        ? new Error(`Port ${port} on 127.0.0.1 is already in use, so the local Supabase stand-in cannot start there.`)
        : error
    })
    const address = server.address()
    if (address && typeof address === 'object') url = `http://127.0.0.1:${address.port}`
    lock?.serving(url)
  }
  // Functions get what hosted Supabase injects; they reach the API in-process and anything else (an
  // e-mail service) over the network, and may finish work after their answer, until stop().
  const injected: Record<string, string> = {
    SUPABASE_URL: url,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: localPublishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: localSecretKey }),
    SUPABASE_JWKS: JSON.stringify({ keys: [signingKey.jwk] }),
    SUPABASE_ANON_KEY: localAnonKey,
    SUPABASE_SERVICE_ROLE_KEY: localServiceRoleKey,
  }
  const inProcessFetch: typeof fetch = (input, init) => handle(new Request(input, init))
  const functionFetch: typeof fetch = (input, init) => {
    const request = new Request(input, init)
    return new URL(request.url).origin === new URL(url).origin ? handle(request) : fetch(request)
  }
  const background = backgroundTasks()
  Object.assign(
    functions,
    options.functions ??
      (await loadFunctionHandlers({
        get: (name) => injected[name] ?? options.functionSecrets?.[name] ?? process.env[name],
        fetch: functionFetch,
        waitUntil: background.waitUntil,
        stopping: background.stopping,
      })),
  )
  const createLocalUser: LocalSupabase['createUser'] = async ({ email, password }, { staffOf } = {}) => {
    const id = await createUser(db, email, password)
    if (staffOf)
      await db.query('insert into public.staff_members (user_id, website_code) values ($1, $2)', [id, staffOf])
    return id
  }
  const staffAccount = dataDir ? await ensureStaffAccount(db, dataDir, createLocalUser) : undefined
  return {
    url,
    publishableKey: localPublishableKey,
    secretKey: localSecretKey,
    anonKey: localAnonKey,
    serviceRoleKey: localServiceRoleKey,
    signingKey,
    fetch: inProcessFetch,
    db,
    staffAccount,
    createUser: createLocalUser,
    stop: async () => {
      if (server) await new Promise<void>((resolveClose) => server.close(() => resolveClose()))
      // A notification under way gets as long as the function's own e-mail timeout, and a little more.
      await background.settle(15_000)
      await db.close()
      unlock()
    },
  }
}

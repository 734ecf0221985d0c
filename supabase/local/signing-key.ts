import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, type JsonWebKey } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PublicJwk, SigningKey } from './jwt.ts'

/** Where a data directory keeps its session signing key (the private half, as a JWK). */
export const signingKeyFile = (dataDir: string) => join(dataDir, 'jwt-signing-key.json')

function fromPrivateJwk(jwk: JsonWebKey): SigningKey {
  if (typeof jwk.kid !== 'string' || !jwk.kid) throw new Error('the key has no kid')
  const privateKey = createPrivateKey({ key: jwk, format: 'jwk' })
  if (privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') throw new Error('the key is not a P-256 key')
  const publicKey = createPublicKey(privateKey)
  const { x, y } = publicKey.export({ format: 'jwk' })
  const kid = jwk.kid
  const publicJwk: PublicJwk = {
    kty: 'EC',
    crv: 'P-256',
    x: String(x),
    y: String(y),
    kid,
    alg: 'ES256',
    use: 'sig',
    key_ops: ['verify'],
    ext: true,
  }
  return { kid, privateKey, publicKey, jwk: publicJwk }
}

/** A new P-256 key pair with a random key id. */
export function createSigningKey(): SigningKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return fromPrivateJwk({ ...privateKey.export({ format: 'jwk' }), kid: randomUUID() })
}

/**
 * The key that signs a stand-in's sessions: made once per data directory and kept there, so
 * sessions outlive a restart; a new one for each in-memory stand-in.
 */
export function signingKeyFor(dataDir: string | undefined): SigningKey {
  if (!dataDir) return createSigningKey()
  const file = signingKeyFile(dataDir)
  if (!existsSync(file)) {
    const key = createSigningKey()
    const stored = { ...key.privateKey.export({ format: 'jwk' }), kid: key.kid, alg: 'ES256' }
    writeFileSync(file, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600 })
    return key
  }
  try {
    return fromPrivateJwk(JSON.parse(readFileSync(file, 'utf8')) as JsonWebKey)
  } catch (error) {
    throw new Error(
      `${file} does not hold a usable ES256 signing key (${error instanceof Error ? error.message : String(error)}). Delete it to have the stand-in make a new one; signed-in users then sign in again.`,
      { cause: error },
    )
  }
}

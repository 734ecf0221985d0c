import { describe, expect, it, vi } from 'vitest'
import { localAnonKey, localServiceRoleKey } from '../../../supabase/local/index.ts'
import { readConnection } from './env.ts'
import { localPublishableKey, localSecretKey } from './local.ts'
import { publicConnection } from './public.ts'
import { serviceConnection } from './service.ts'

const url = 'https://project-ref.supabase.co'

/** Reads a connection, returning it with the notes it wrote. */
function read(env: Record<string, string | undefined>, kind: 'publishable' | 'secret') {
  const note = vi.fn<(message: string) => void>()
  return { connection: readConnection(env, kind, note), notes: note.mock.calls.map(([message]) => message) }
}

const problems = (env: Record<string, string | undefined>, kind: 'publishable' | 'secret') => {
  try {
    readConnection(env, kind, () => {})
  } catch (error) {
    return (error as Error).message.split('\n').filter((line) => line.startsWith('  '))
  }
  throw new Error('expected the settings to be refused')
}

describe('readConnection', () => {
  it('reads SUPABASE_PUBLISHABLE_KEY and SUPABASE_SECRET_KEY without a note, the URL without a trailing slash', () => {
    expect(read({ SUPABASE_URL: `${url}/`, SUPABASE_PUBLISHABLE_KEY: localPublishableKey }, 'publishable')).toEqual({
      connection: { url, key: localPublishableKey },
      notes: [],
    })
    expect(read({ SUPABASE_URL: url, SUPABASE_SECRET_KEY: localSecretKey }, 'secret')).toEqual({
      connection: { url, key: localSecretKey },
      notes: [],
    })
  })

  it('still accepts the legacy names, saying once per process which name to use instead', () => {
    const note = vi.fn<(message: string) => void>()
    const legacy = { SUPABASE_URL: url, SUPABASE_ANON_KEY: localAnonKey }
    expect(readConnection(legacy, 'publishable', note)).toEqual({ url, key: localAnonKey })
    expect(readConnection(legacy, 'publishable', note)).toEqual({ url, key: localAnonKey })
    expect(note.mock.calls).toEqual([[expect.stringMatching(/SUPABASE_ANON_KEY.*legacy.*SUPABASE_PUBLISHABLE_KEY/)]])

    // A blank new name, as a workflow passes an unset secret, counts as unset.
    const secret = read(
      { SUPABASE_URL: url, SUPABASE_SECRET_KEY: '', SUPABASE_SERVICE_ROLE_KEY: localServiceRoleKey },
      'secret',
    )
    expect(secret.connection.key).toBe(localServiceRoleKey)
    expect(secret.notes).toEqual([expect.stringMatching(/SUPABASE_SERVICE_ROLE_KEY.*SUPABASE_SECRET_KEY/)])
  })

  it('writes the note to stderr by default, once in a process however often the key is read', async () => {
    vi.resetModules()
    const fresh = (await import('./env.ts')).readConnection
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (let read = 0; read < 3; read++)
        fresh({ SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: localServiceRoleKey }, 'secret')
      expect(stderr.mock.calls).toEqual([[expect.stringMatching(/^Note: .*SUPABASE_SERVICE_ROLE_KEY/)]])
    } finally {
      stderr.mockRestore()
    }
  })

  it('prefers the new name when both are set, without a note', () => {
    const env = { SUPABASE_URL: url, SUPABASE_PUBLISHABLE_KEY: localPublishableKey, SUPABASE_ANON_KEY: 'not a key' }
    expect(read(env, 'publishable')).toEqual({ connection: { url, key: localPublishableKey }, notes: [] })
  })

  it('reports every problem at once, naming both names of a key that is missing', () => {
    expect(problems({}, 'publishable')).toEqual([
      '  SUPABASE_URL: is not set',
      '  SUPABASE_PUBLISHABLE_KEY: is not set (nor the legacy SUPABASE_ANON_KEY)',
    ])
    expect(problems({ SUPABASE_URL: 'ftp://example.com', SUPABASE_SERVICE_ROLE_KEY: 'letmein' }, 'secret')).toEqual([
      expect.stringMatching(/^ {2}SUPABASE_URL: must be an http\(s\) URL/),
      '  SUPABASE_SERVICE_ROLE_KEY: must be a Supabase API key (a JWT or an sb_… key)',
    ])
  })

  it('refuses a key of the other kind: never a secret key for the browser, never a publishable one for the CLI', () => {
    expect(problems({ SUPABASE_URL: url, SUPABASE_PUBLISHABLE_KEY: localSecretKey }, 'publishable')).toEqual([
      expect.stringMatching(/^ {2}SUPABASE_PUBLISHABLE_KEY: is a secret key/),
    ])
    expect(problems({ SUPABASE_URL: url, SUPABASE_ANON_KEY: localServiceRoleKey }, 'publishable')).toEqual([
      expect.stringMatching(/^ {2}SUPABASE_ANON_KEY: is a secret key/),
    ])
    expect(problems({ SUPABASE_URL: url, SUPABASE_SECRET_KEY: localPublishableKey }, 'secret')).toEqual([
      expect.stringMatching(/^ {2}SUPABASE_SECRET_KEY: is a publishable key/),
    ])
    expect(problems({ SUPABASE_URL: url, SUPABASE_SECRET_KEY: localAnonKey }, 'secret')).toEqual([
      expect.stringMatching(/^ {2}SUPABASE_SECRET_KEY: is a publishable key/),
    ])
  })
})

describe('without SUPABASE_URL', () => {
  it('the build and the CLI use the local stand-in with its publishable and secret keys', () => {
    expect(publicConnection({ SUPABASE_ANON_KEY: localAnonKey })).toEqual({
      url: 'http://127.0.0.1:54321',
      key: localPublishableKey,
    })
    expect(serviceConnection({ SUPABASE_URL: '' })).toEqual({ url: 'http://127.0.0.1:54321', key: localSecretKey })
  })
})

import { expect, it } from 'vitest'
import { platformKey } from './keys.ts'

const from = (variables: Record<string, string>) => (name: string) => variables[name]

it('takes the "default" key of SUPABASE_SECRET_KEYS / SUPABASE_PUBLISHABLE_KEYS, else the first', () => {
  const env = from({
    SUPABASE_SECRET_KEYS: '{"ci":"sb_secret_ci","default":"sb_secret_default"}',
    SUPABASE_PUBLISHABLE_KEYS: '{"web":"sb_publishable_web","mobile":"sb_publishable_mobile"}',
    SUPABASE_SERVICE_ROLE_KEY: 'legacy.service.key',
  })
  expect(platformKey(env, 'secret')).toEqual({ key: 'sb_secret_default' })
  expect(platformKey(env, 'publishable')).toEqual({ key: 'sb_publishable_web' })
})

it('falls back to the legacy SUPABASE_SERVICE_ROLE_KEY / SUPABASE_ANON_KEY', () => {
  const env = from({
    SUPABASE_SECRET_KEYS: '',
    SUPABASE_SERVICE_ROLE_KEY: 'legacy.service.key',
    SUPABASE_PUBLISHABLE_KEYS: '{}',
    SUPABASE_ANON_KEY: 'legacy.anon.key',
  })
  expect(platformKey(env, 'secret')).toEqual({ key: 'legacy.service.key' })
  expect(platformKey(env, 'publishable')).toEqual({ key: 'legacy.anon.key' })
})

it('says what is wrong when no key can be had', () => {
  expect(platformKey(from({}), 'secret')).toEqual({
    problem: 'SUPABASE_SECRET_KEYS is not set (nor the legacy SUPABASE_SERVICE_ROLE_KEY).',
  })
  expect(platformKey(from({ SUPABASE_PUBLISHABLE_KEYS: 'sb_publishable_bare' }), 'publishable')).toEqual({
    problem:
      'SUPABASE_PUBLISHABLE_KEYS holds no key: it must be a JSON object of named keys, such as {"default":"sb_publishable_…"}.',
  })
})

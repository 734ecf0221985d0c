import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  localSupabaseUrl as standInUrl,
  startLocalSupabase,
  type LocalSupabase,
} from '../../../supabase/local/index.ts'
import { localPublishableKey, localSecretKey, localSupabaseUrl } from './local.ts'

let local: LocalSupabase
beforeAll(async () => {
  local = await startLocalSupabase({ port: false, functions: {} })
})
afterAll(() => local?.stop())

it('names the address and the keys the stand-in issues, as `supabase start` prints them', () => {
  expect({ url: localSupabaseUrl, publishable: localPublishableKey, secret: localSecretKey }).toEqual({
    url: standInUrl,
    publishable: local.publishableKey,
    secret: local.secretKey,
  })
  expect(localPublishableKey).toBe('sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH')
  expect(localSecretKey).toBe('sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz')
})

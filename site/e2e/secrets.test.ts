import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, inject, it } from 'vitest'
import { localJwtSecret, localSecretKey, localServiceRoleKey } from '../../supabase/local/keys.ts'
import { serviceKeyMarker } from './global-setup.ts'

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  )

it('no file the browser can load contains the secret key, the service-role key or the JWT secret', () => {
  const served = files(inject('clientDir')).filter((file) => /\.(js|mjs|html|json|css|map)$/.test(file))
  expect(served.length).toBeGreaterThan(0)
  for (const file of served) {
    const text = readFileSync(file, 'utf8')
    for (const secret of [serviceKeyMarker, localSecretKey, localServiceRoleKey, localJwtSecret])
      expect(text.includes(secret), `${file} contains a secret`).toBe(false)
  }
})

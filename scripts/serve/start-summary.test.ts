import { expect, it } from 'vitest'
import { localPublishableKey, localSecretKey } from '../../supabase/local/index.ts'
import { startSummary } from './start-summary.ts'

const staffAccount = { email: 'staff@axon.local', password: 'generated-password' }

it('says where the site, the admin and the API are, with the local keys and the staff sign-in', () => {
  const lines = startSummary({
    siteUrl: 'http://127.0.0.1:3000',
    backend: { url: 'http://127.0.0.1:54321', origin: 'started here', staffAccount },
    notes: [
      'Note: site/lib/site.ts still holds 2 placeholders; the deploy refuses to publish until each is filled in:',
    ],
  })
  const text = lines.join('\n')
  expect(text).toContain('  Site            http://localhost:3000\n')
  expect(text).toContain('  Admin           http://localhost:3000/admin/blog/\n')
  expect(text).toContain('  Staff sign-in   staff@axon.local / generated-password\n')
  expect(text).toContain(
    '  Supabase API    http://127.0.0.1:54321 (the local stand-in, started here on .data/supabase)',
  )
  expect(text).toContain(localPublishableKey)
  expect(text).toContain(localSecretKey)
  expect(lines.at(-1)).toMatch(/placeholders/)
  expect(lines.length).toBeLessThan(20)
})

it('never prints the keys of a configured project', () => {
  const text = startSummary({
    siteUrl: 'http://127.0.0.1:3000',
    backend: { url: 'https://project.supabase.co', origin: 'configured' },
    notes: [],
  }).join('\n')
  expect(text).not.toMatch(/key/i)
  expect(text).toContain('https://project.supabase.co (the Supabase project SUPABASE_URL names)')
})

import { afterAll, beforeAll, expect, it } from 'vitest'
import { startLocalSupabase, type LocalSupabase } from '../../local/index.ts'

// The function as the stand-in serves it over HTTP: the address it limits is the connection's, as
// hosted Supabase's edge reports it, and no header a caller writes changes that.
let supabase: LocalSupabase
beforeAll(async () => {
  supabase = await startLocalSupabase({ port: 0 })
})
afterAll(() => supabase?.stop())

const send = (index: number, forged: Record<string, string>) =>
  fetch(`${supabase.url}/functions/v1/contact-form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...forged },
    body: JSON.stringify({
      name: 'Priya Raman',
      email: `person${index}@example.com`,
      company: 'Example Manufacturing',
      message: 'One order-to-cash flow, please.',
    }),
  })

it('counts requests from one peer against one limit, whatever X-Forwarded-For or CF-Connecting-IP they forge', async () => {
  for (let index = 0; index < 5; index++) {
    const forged = { 'x-forwarded-for': `192.0.2.${index}`, 'cf-connecting-ip': `198.51.100.${index}` }
    expect((await send(index, forged)).status).toBe(200)
  }
  const refused = await send(5, { 'x-forwarded-for': '192.0.2.99', 'cf-connecting-ip': '198.51.100.99' })
  expect(refused.status).toBe(429)
  expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWithActors, type Actors } from '../../../../supabase/local/test-support.ts'
import { insertEnquiries } from './__fixtures__/enquiries.ts'
import { countFromAddress, eraseFromAddress } from './erase.ts'

let actors: Actors

beforeAll(async () => {
  actors = await startWithActors()
  await insertEnquiries(actors.service, [
    { email: 'Pat@Example.com' },
    { email: 'pat@example.com', flagged_reason: 'honeypot_filled', review: 'spam' },
    { email: 'PAT@EXAMPLE.COM', status: 'closed' },
    // Near misses: a longer address, a pattern character, and another site's enquiry.
    { email: 'pat@example.community' },
    { email: 'p_t@example.com' },
    { email: 'pat@example.com', website_code: 'other' },
  ])
})
afterAll(() => actors?.supabase.stop())

const remaining = async () => {
  const { data, error } = await actors.service.from('contact_enquiries').select('email').order('email')
  if (error) throw error
  return data.map((row) => row.email)
}

describe('erasure by address', () => {
  it('counts the site’s enquiries from an address in any letter case, and nothing else', async () => {
    expect(await countFromAddress(actors.staff, '  pat@EXAMPLE.com ')).toEqual({ ok: true, count: 3 })
    expect(await countFromAddress(actors.staff, 'p_t@example.com')).toEqual({ ok: true, count: 1 })
    expect(await countFromAddress(actors.staff, 'p%@example.com')).toEqual({ ok: true, count: 0 })
    expect(await countFromAddress(actors.staff, '')).toEqual({ ok: true, count: 0 })
    expect(await countFromAddress(actors.user, 'pat@example.com')).toEqual({ ok: true, count: 0 })
  })

  it('is refused to anyone but staff', async () => {
    expect(await eraseFromAddress(actors.user, 'pat@example.com')).toEqual({
      ok: false,
      message: 'Nothing was erased: only staff of the site may erase enquiries.',
    })
    expect(await remaining()).toHaveLength(6)
  })

  it('erases every enquiry of the site from the address, with its history, and says how many', async () => {
    expect(await eraseFromAddress(actors.staff, 'Pat@example.com ')).toEqual({ ok: true, erased: 3 })
    expect(await remaining()).toEqual(['p_t@example.com', 'pat@example.com', 'pat@example.community'])
    expect(await countFromAddress(actors.staff, 'pat@example.com')).toEqual({ ok: true, count: 0 })
  })
})

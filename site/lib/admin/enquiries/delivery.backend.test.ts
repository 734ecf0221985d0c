import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalSupabase, type LocalSupabase } from '../../../../supabase/local/index.ts'
import { clientFor, type Client } from '../../../../supabase/local/test-support.ts'
import { sendEnquiryNow } from './delivery.ts'

// The function's answers are played here, so what is tested is how the admin reads each of them.
let answer: () => Response
const received: Request[] = []
let supabase: LocalSupabase
let staff: Client

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

beforeAll(async () => {
  supabase = await startLocalSupabase({
    port: false,
    functions: {
      'enquiry-delivery': async (request) => {
        received.push(request.clone())
        return answer()
      },
    },
  })
  await supabase.createUser({ email: 'editor@example.com', password: 'editor-password-1' }, { staffOf: 'axon' })
  staff = clientFor(supabase, supabase.publishableKey)
  await staff.auth.signInWithPassword({ email: 'editor@example.com', password: 'editor-password-1' })
})
afterAll(() => supabase?.stop())

describe('sendEnquiryNow', () => {
  it('asks for the enquiry with the staff member’s session, and gives back how each send went', async () => {
    const sent = { ok: true, at: '2025-10-24T09:30:00Z' }
    const failed = { ok: false, error: 'CRM answered 503', attempts: 2, nextAttemptAt: null }
    answer = () => json(200, { enquiry: 'e1', notification: sent, handoff: failed })
    expect(await sendEnquiryNow(staff, 'e1')).toEqual({
      ok: true,
      answer: { enquiry: 'e1', notification: sent, handoff: failed },
    })
    const request = received.at(-1)!
    const { data } = await staff.auth.getSession()
    expect(request.method).toBe('POST')
    expect(request.headers.get('authorization')).toBe(`Bearer ${data.session?.access_token}`)
    expect(request.headers.get('apikey')).toBe(supabase.publishableKey)
    expect(await request.json()).toEqual({ enquiry: 'e1' })
  })

  it('reads nothing to send as null', async () => {
    answer = () => json(200, { enquiry: 'e1', notification: null, handoff: null })
    expect(await sendEnquiryNow(staff, 'e1')).toEqual({
      ok: true,
      answer: { enquiry: 'e1', notification: null, handoff: null },
    })
  })

  it('says plainly when the function is missing, the sign-in ended, or the backend failed', async () => {
    answer = () => json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
    expect(await sendEnquiryNow(staff, 'e1')).toMatchObject({ ok: false, message: expect.stringContaining('deploy') })
    answer = () => json(404, { error: 'No such enquiry: it may have been erased.' })
    expect(await sendEnquiryNow(staff, 'e1')).toEqual({
      ok: false,
      message: 'No such enquiry: it may have been erased.',
    })
    answer = () => json(401, { error: 'Invalid JWT' })
    expect(await sendEnquiryNow(staff, 'e1')).toMatchObject({
      ok: false,
      message: expect.stringContaining('Sign in again'),
    })
    answer = () => new Response('upstream error', { status: 502 })
    expect(await sendEnquiryNow(staff, 'e1')).toEqual({
      ok: false,
      message: 'The backend answered HTTP 502. Try again in a moment.',
    })
    answer = () => json(200, { sent: true })
    expect(await sendEnquiryNow(staff, 'e1')).toMatchObject({ ok: false, message: expect.stringContaining('Reload') })
  })
})

// Functions called through the API as PostgREST calls them: named arguments, the caller's role and
// grants, the result as JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWithActors, type Actors } from '../test-support.ts'

let actors: Actors
beforeAll(async () => {
  actors = await startWithActors()
})
afterAll(() => actors?.supabase.stop())

const enquiry = (email: string) => ({ name: 'A visitor', email, company: 'Acme', message: 'Hello.' })

describe('POST /rest/v1/rpc/<function>', () => {
  it('calls the function with named arguments as the caller, and answers its result', async () => {
    await actors.service
      .from('contact_enquiries')
      .insert([enquiry('someone@example.com'), enquiry('Someone@Example.com'), enquiry('other@example.com')])
      .throwOnError()
    const { data, error } = await actors.staff.rpc('erase_enquiries', { address: 'SOMEONE@example.com' })
    expect(error).toBeNull()
    expect(data).toBe(2)
    const { data: left } = await actors.service.from('contact_enquiries').select('email').throwOnError()
    expect(left).toEqual([{ email: 'other@example.com' }])
  })

  it('lets Postgres refuse a caller the function or its grants refuse', async () => {
    const anon = await actors.anon.rpc('erase_enquiries', { address: 'other@example.com' })
    expect(anon.status).toBe(401)
    expect(anon.error?.code).toBe('42501')
    const reader = await actors.user.rpc('erase_enquiries', { address: 'other@example.com' })
    expect(reader.status).toBe(403)
    expect(reader.error?.code).toBe('42501')
  })

  it("answers PostgREST's 404 for a function that does not exist or takes other arguments", async () => {
    const unknown = await actors.staff.rpc('drop_everything' as never, {} as never)
    expect(unknown.status).toBe(404)
    expect(unknown.error?.code).toBe('PGRST202')
    const wrongArguments = await actors.staff.rpc('erase_enquiries', { email: 'x@example.com' } as never)
    expect(wrongArguments.status).toBe(404)
    expect(wrongArguments.error?.code).toBe('PGRST202')
  })

  it('refuses a name or argument that is not a plain identifier without running any SQL', async () => {
    const response = await actors.supabase.fetch(`${actors.supabase.url}/rest/v1/rpc/erase_enquiries`, {
      method: 'POST',
      headers: { apikey: actors.supabase.secretKey, 'content-type': 'application/json' },
      body: JSON.stringify({ 'address" := null); drop table x; --': 'a' }),
    })
    expect(response.status).toBe(404)
    expect(((await response.json()) as { code: string }).code).toBe('PGRST202')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWithActors, type Actors } from '../../../../supabase/local/test-support.ts'
import { insertEnquiries } from './__fixtures__/enquiries.ts'
import { loadEnquiry, reviewEnquiry, setEnquiryStatus } from './enquiry.ts'
import { eventActor } from './history.ts'
import { saveNotes } from './notes.ts'

let actors: Actors
let staffId: string

beforeAll(async () => {
  actors = await startWithActors()
  const { data } = await actors.staff.auth.getUser()
  staffId = data.user?.id ?? ''
})
afterAll(() => actors?.supabase.stop())

const opened = async (id: string) => {
  const result = await loadEnquiry(actors.staff, id)
  if (!result.ok) throw new Error(result.message)
  return result.value
}

describe('an enquiry', () => {
  it('opens with every column staff may read, and its history', async () => {
    const [id = ''] = await insertEnquiries(actors.service, [{ name: 'Opened', ip_hash: 'secret', user_agent: 'bot' }])
    const { enquiry, events } = await opened(id)
    expect(enquiry).toMatchObject({ id, name: 'Opened', status: 'new', notes: '', review: null })
    expect(enquiry).not.toHaveProperty('ip_hash')
    expect(events).toEqual([])
  })

  it('says so when it does not exist, or is not a UUID', async () => {
    expect(await loadEnquiry(actors.staff, crypto.randomUUID())).toMatchObject({ ok: false })
    expect(await loadEnquiry(actors.staff, 'not-an-id')).toMatchObject({ ok: false })
    const [id = ''] = await insertEnquiries(actors.service, [{}])
    expect(await loadEnquiry(actors.user, id)).toMatchObject({ ok: false })
  })

  it('moves between statuses in any order, each move recorded as the staff member’s', async () => {
    const [id = ''] = await insertEnquiries(actors.service, [{}])
    expect(await setEnquiryStatus(actors.staff, id, 'in_progress')).toMatchObject({ ok: true })
    expect(await setEnquiryStatus(actors.staff, id, 'closed')).toMatchObject({ ok: true })
    expect(await setEnquiryStatus(actors.staff, id, 'new')).toMatchObject({ ok: true, enquiry: { status: 'new' } })
    const { events } = await opened(id)
    expect(events.map((event) => [event.kind, event.detail])).toEqual([
      ['status', { from: 'new', to: 'in_progress' }],
      ['status', { from: 'in_progress', to: 'closed' }],
      ['status', { from: 'closed', to: 'new' }],
    ])
    expect(events.map((event) => eventActor(event, staffId))).toEqual(['you', 'you', 'you'])
    expect(eventActor(events[0]!, crypto.randomUUID())).toBe('staff')
  })

  it('is changed by nobody but staff', async () => {
    const [id = ''] = await insertEnquiries(actors.service, [{}])
    expect(await setEnquiryStatus(actors.user, id, 'closed')).toMatchObject({ ok: false })
    expect((await opened(id)).enquiry.status).toBe('new')
  })

  it('marked genuine, joins New with its notification and hand-off due; reviewed once only', async () => {
    const [id = ''] = await insertEnquiries(actors.service, [{ flagged_reason: 'filled_too_fast', status: 'closed' }])
    const result = await reviewEnquiry(actors.staff, id, 'genuine')
    expect(result).toMatchObject({ ok: true, enquiry: { review: 'genuine', status: 'new' } })
    expect(result.ok && result.enquiry.notification_due_at).toEqual(expect.any(String))
    expect(result.ok && result.enquiry.handoff_due_at).toEqual(expect.any(String))
    const again = await reviewEnquiry(actors.staff, id, 'spam')
    expect(again).toMatchObject({ ok: false, message: expect.stringContaining('reviewed this enquiry already') })
    const { events } = await opened(id)
    expect(events.map((event) => event.kind).sort()).toEqual(['review', 'status'])
  })
})

describe('saving notes', () => {
  it('saves over the notes it was read with', async () => {
    const [id = ''] = await insertEnquiries(actors.service, [{}])
    const { enquiry } = await opened(id)
    const saved = await saveNotes(actors.staff, enquiry, 'Called back; meeting on Friday.')
    expect(saved).toMatchObject({ ok: true, enquiry: { notes: 'Called back; meeting on Friday.' } })
    const { events } = await opened(id)
    expect(events.map((event) => [event.kind, event.detail])).toEqual([
      ['notes', { from: '', to: 'Called back; meeting on Friday.' }],
    ])
  })

  it('reports, and writes nothing, when someone saved notes since they were read', async () => {
    const [id = ''] = await insertEnquiries(actors.service, [{}])
    const { enquiry: read } = await opened(id)
    expect(await saveNotes(actors.staff, read, 'Theirs')).toMatchObject({ ok: true })
    const mine = await saveNotes(actors.staff, read, 'Mine')
    expect(mine).toMatchObject({ ok: false, conflict: { notes: 'Theirs' } })
    expect((await opened(id)).enquiry.notes).toBe('Theirs')
  })

  it('reports when the status changed since it was read', async () => {
    const [id = ''] = await insertEnquiries(actors.service, [{}])
    const { enquiry: read } = await opened(id)
    await setEnquiryStatus(actors.staff, id, 'in_progress')
    expect(await saveNotes(actors.staff, read, 'Mine')).toMatchObject({
      ok: false,
      conflict: { status: 'in_progress' },
    })
    expect((await opened(id)).enquiry.notes).toBe('')
  })

  it('compares notes too long for the address just before writing, and still reports a change', async () => {
    const long = 'A long call summary, with details. '.repeat(200)
    const [id = ''] = await insertEnquiries(actors.service, [{ notes: long }])
    const { enquiry: read } = await opened(id)
    expect(await saveNotes(actors.staff, read, `${long}More.`)).toMatchObject({ ok: true })
    expect(await saveNotes(actors.staff, read, 'Mine')).toMatchObject({
      ok: false,
      conflict: { notes: `${long}More.` },
    })
  })

  it('says so when the enquiry is gone', async () => {
    const [id = ''] = await insertEnquiries(actors.service, [{}])
    const { enquiry: read } = await opened(id)
    await actors.service.from('contact_enquiries').delete().eq('id', id)
    expect(await saveNotes(actors.staff, read, 'Mine')).toMatchObject({
      ok: false,
      message: expect.stringContaining('erased'),
    })
  })
})

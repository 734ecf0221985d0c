import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWithActors, type Actors } from '../../../../supabase/local/test-support.ts'
import { insertEnquiries } from './__fixtures__/enquiries.ts'
import { defaultInboxView, type InboxFilter, type InboxView } from './filters.ts'
import { countEnquiries, countNewEnquiries, inboxPageSize, listEnquiries } from './list.ts'

let actors: Actors

const at = (day: number) => new Date(Date.UTC(2025, 9, day, 9)).toISOString()

beforeAll(async () => {
  actors = await startWithActors()
  await insertEnquiries(actors.service, [
    { name: 'Ada New', created_at: at(10) },
    { name: 'Ben Working', status: 'in_progress', created_at: at(9) },
    { name: 'Cleo Closed', status: 'closed', created_at: at(8) },
    { name: 'Dot Flagged', flagged_reason: 'honeypot_filled', created_at: at(7) },
    { name: 'Eve Genuine', flagged_reason: 'filled_too_fast', review: 'genuine', created_at: at(6) },
    { name: 'Fay Spam', flagged_reason: 'challenge_missing', review: 'spam', created_at: at(5) },
    // Worked on before anyone reviewed it: still Flagged until someone does.
    { name: 'Gus Flagged Working', flagged_reason: 'challenge_invalid', status: 'in_progress', created_at: at(4) },
    { name: 'Hal Other Site', website_code: 'other', created_at: at(11) },
    // What the search must find character for character.
    { name: 'Ivy Percent', company: '100% Growth', created_at: at(3) },
    { name: 'Jo Underscore', email: 'jo_x@example.com', created_at: at(2) },
    { name: 'Kit Backslash', message: 'Path C:\\erp\\export, (urgent) "today"', created_at: at(1) },
  ])
})
afterAll(() => actors?.supabase.stop())

const view = (filter: InboxFilter, search = '', page = 1): InboxView => ({ filter, search, page })
const names = async (shown: InboxView) => {
  const result = await listEnquiries(actors.staff, shown)
  if (!result.ok) throw new Error(result.message)
  return result.enquiries.map((enquiry) => enquiry.name)
}

describe('the inbox filters', () => {
  it('counts every filter: New leaves out flagged ones until found genuine, spam shows only under Spam', async () => {
    expect(await countEnquiries(actors.staff)).toEqual({
      new: 5,
      in_progress: 2,
      closed: 1,
      flagged: 2,
      all: 9,
      spam: 1,
    })
    expect(await countNewEnquiries(actors.staff)).toBe(5)
  })

  it('lists each filter newest first, with this site’s enquiries only', async () => {
    expect(await names(view('new'))).toEqual([
      'Ada New',
      'Eve Genuine',
      'Ivy Percent',
      'Jo Underscore',
      'Kit Backslash',
    ])
    expect(await names(view('in_progress'))).toEqual(['Ben Working', 'Gus Flagged Working'])
    expect(await names(view('closed'))).toEqual(['Cleo Closed'])
    expect(await names(view('flagged'))).toEqual(['Dot Flagged', 'Gus Flagged Working'])
    expect(await names(view('spam'))).toEqual(['Fay Spam'])
    expect(await names(view('all'))).not.toContain('Fay Spam')
    expect(await names(view('all'))).not.toContain('Hal Other Site')
  })

  it('shows nobody but staff any enquiry', async () => {
    expect(await countNewEnquiries(actors.user)).toBe(0)
    expect(await listEnquiries(actors.user, defaultInboxView)).toMatchObject({ ok: true, enquiries: [], matching: 0 })
    expect(await listEnquiries(actors.anon, defaultInboxView)).toMatchObject({ ok: false })
  })
})

describe('the inbox search', () => {
  it('looks in name, company, e-mail and message, in any letter case', async () => {
    expect(await names(view('all', 'ADA'))).toEqual(['Ada New'])
    expect(await names(view('all', 'growth'))).toEqual(['Ivy Percent'])
    expect(await names(view('all', 'jo_x@'))).toEqual(['Jo Underscore'])
    expect(await names(view('all', 'C:\\erp'))).toEqual(['Kit Backslash'])
  })

  it('takes %, _ and \\ as the characters typed, not as patterns', async () => {
    expect(await names(view('all', '%'))).toEqual(['Ivy Percent'])
    expect(await names(view('all', '_'))).toEqual(['Jo Underscore'])
    expect(await names(view('all', '\\'))).toEqual(['Kit Backslash'])
    expect(await names(view('all', '0% g'))).toEqual(['Ivy Percent'])
  })

  it('keeps commas, parentheses, quotes, dots and colons from breaking the filter', async () => {
    expect(await names(view('all', 'export, (urgent)'))).toEqual(['Kit Backslash'])
    expect(await names(view('all', '"today"'))).toEqual(['Kit Backslash'])
    expect(await names(view('all', 'a),name.eq.x,or(b'))).toEqual([])
    expect(await names(view('all', 'example.com'))).toHaveLength(9)
  })

  it('searches within the filter', async () => {
    expect(await names(view('closed', 'ada'))).toEqual([])
    expect(await names(view('spam', 'fay'))).toEqual(['Fay Spam'])
    expect(await names(view('all', 'fay'))).toEqual([])
  })
})

describe('the inbox pages', () => {
  it('shows 25 a page, newest first, and the last page for one past the end', async () => {
    const local = await startWithActors()
    try {
      const rows = Array.from({ length: 60 }, (_, index) => ({
        name: `Visitor ${String(index).padStart(2, '0')}`,
        created_at: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
      }))
      await insertEnquiries(local.service, rows)
      const first = await listEnquiries(local.staff, view('new'))
      expect(first).toMatchObject({ ok: true, page: 1, pages: 3, first: 1, matching: 60 })
      expect(first.ok && first.enquiries.map((enquiry) => enquiry.name)).toEqual(
        rows
          .map((row) => row.name)
          .reverse()
          .slice(0, inboxPageSize),
      )
      const third = await listEnquiries(local.staff, view('new', '', 3))
      expect(third).toMatchObject({ ok: true, page: 3, first: 51 })
      expect(third.ok && third.enquiries).toHaveLength(10)
      const past = await listEnquiries(local.staff, view('new', '', 9))
      expect(past).toMatchObject({ ok: true, page: 3, pages: 3 })
    } finally {
      await local.supabase.stop()
    }
  })
})

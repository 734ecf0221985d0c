import { afterEach, describe, expect, it, vi } from 'vitest'
import { publishAtAhead, publishAtInput, publishAtInstant } from './publish-at.ts'

describe('the Publish at field', () => {
  it('shows a stored UTC time as the wall clock of the editor’s time zone', () => {
    expect(publishAtInput('2026-12-14T09:30:00+00:00', 'Europe/London')).toBe('2026-12-14T09:30')
    expect(publishAtInput('2026-07-14T09:30:00Z', 'Europe/London')).toBe('2026-07-14T10:30')
    expect(publishAtInput('2026-12-14T09:30:00Z', 'Australia/Sydney')).toBe('2026-12-14T20:30')
    expect(publishAtInput(null, 'Europe/London')).toBe('')
  })

  it('stores the wall clock of the editor’s time zone as UTC', () => {
    expect(publishAtInstant('2026-12-14T09:30', 'Europe/London')).toEqual({
      ok: true,
      instant: '2026-12-14T09:30:00.000Z',
    })
    expect(publishAtInstant('2026-07-14T10:30', 'Europe/London')).toEqual({
      ok: true,
      instant: '2026-07-14T09:30:00.000Z',
    })
    expect(publishAtInstant('2026-12-14T20:30', 'Australia/Sydney')).toEqual({
      ok: true,
      instant: '2026-12-14T09:30:00.000Z',
    })
    expect(publishAtInstant('2026-03-08T03:30', 'America/New_York')).toEqual({
      ok: true,
      instant: '2026-03-08T07:30:00.000Z',
    })
  })

  it('is empty when nothing is chosen', () => {
    expect(publishAtInstant('', 'Europe/London')).toEqual({ ok: true, instant: null })
  })

  it('refuses a value that is not a date and time, a date that does not exist, and a time the clocks skip', () => {
    expect(publishAtInstant('next Tuesday', 'Europe/London')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Publish at must be a date and a time/),
    })
    expect(publishAtInstant('2026-02-30T09:30', 'Europe/London')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Publish at is not a real date and time/),
    })
    expect(publishAtInstant('2026-03-29T01:30', 'Europe/London')).toEqual({
      ok: false,
      message:
        'Publish at 2026-03-29 01:30 does not exist in Europe/London: the clocks go forward then. Choose another time',
    })
  })
})

// Staff laptops keep bad time; the backend decides when a post goes live, so the hint under the field
// (a schedule, or "publishes now") is judged by the site's clock.
describe('whether Publish at schedules the post, by the site’s clock', () => {
  const siteNow = new Date('2026-12-14T10:00:20Z')
  const minutes = (count: number) => count * 60_000
  afterEach(() => vi.useRealTimers())

  it('with the writer’s clock 30 minutes fast, a time typed as now is not a schedule, and one 15 minutes on is', () => {
    vi.useFakeTimers({ now: siteNow.getTime() + minutes(30) })
    expect(publishAtAhead('2026-12-14T10:00', 'Europe/London', siteNow)).toBeNull()
    // The writer's clock says 10:30 already, but visitors see the post at 10:15, not now.
    expect(publishAtAhead('2026-12-14T10:15', 'Europe/London', siteNow)).toBe('2026-12-14T10:15:00.000Z')
  })

  it('with the writer’s clock 30 minutes slow, a time typed as now is not a schedule either', () => {
    vi.useFakeTimers({ now: siteNow.getTime() - minutes(30) })
    expect(publishAtAhead('2026-12-14T10:00', 'Europe/London', siteNow)).toBeNull()
    // 15:31 in Kolkata is 10:01 UTC: a minute ahead of the site, in any zone.
    expect(publishAtAhead('2026-12-14T15:31', 'Asia/Kolkata', siteNow)).toBe('2026-12-14T10:01:00.000Z')
  })

  it('is no schedule for an empty field or a value that is not a time', () => {
    expect(publishAtAhead('', 'Europe/London', siteNow)).toBeNull()
    expect(publishAtAhead('2026-02-30T09:30', 'Europe/London', siteNow)).toBeNull()
  })
})

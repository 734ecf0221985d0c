import { describe, expect, it } from 'vitest'
import { publishAtInput, publishAtInstant } from './publish-at.ts'

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

import { describe, expect, it } from 'vitest'
import { dateAndTime, formatDateTime } from './schedule.ts'

describe('times shown to staff', () => {
  it('are in the given time zone, to the minute', () => {
    expect(formatDateTime('2026-12-14T09:30:00Z', 'Europe/London')).toBe('14 Dec 2026, 09:30')
    expect(formatDateTime('2026-12-14T09:30:00Z', 'America/New_York')).toBe('14 Dec 2026, 04:30')
    expect(dateAndTime('2026-07-01T23:30:00Z', 'Europe/London')).toEqual({ date: '2 Jul 2026', time: '00:30' })
  })
})

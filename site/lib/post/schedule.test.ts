import { describe, expect, it } from 'vitest'
import { isScheduled } from './schedule.ts'

const now = new Date('2026-12-14T09:30:00Z')

describe('isScheduled', () => {
  it('is true for a published post whose published_at is still ahead', () => {
    expect(isScheduled({ status: 'published', published_at: '2026-12-14T10:30:00+00:00' }, now)).toBe(true)
  })

  it('is false once the time has come, for a draft, and for a post with no date', () => {
    expect(isScheduled({ status: 'published', published_at: '2026-12-14T09:30:00Z' }, now)).toBe(false)
    expect(isScheduled({ status: 'published', published_at: '2026-12-14T08:30:00Z' }, now)).toBe(false)
    expect(isScheduled({ status: 'draft', published_at: '2026-12-15T09:30:00Z' }, now)).toBe(false)
    expect(isScheduled({ status: 'draft', published_at: null }, now)).toBe(false)
  })
})

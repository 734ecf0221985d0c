import { describe, expect, it } from 'vitest'
import { postStanding } from './standing.ts'

const now = new Date('2026-12-14T08:00:00Z')

describe('postStanding', () => {
  it('tells scheduled posts from published ones and drafts', () => {
    expect(postStanding({ status: 'published', published_at: '2026-12-14T09:30:00Z' }, now)).toBe('scheduled')
    expect(postStanding({ status: 'published', published_at: '2026-12-14T07:59:00Z' }, now)).toBe('published')
    expect(postStanding({ status: 'draft', published_at: '2026-12-14T09:30:00Z' }, now)).toBe('draft')
  })
})

import { describe, expect, it } from 'vitest'
import { postStanding } from './standing.ts'

const now = new Date('2026-12-14T08:00:00Z')

describe('postStanding', () => {
  it('tells scheduled posts from published ones and drafts', () => {
    expect(postStanding({ status: 'published', published_at: '2026-12-14T09:30:00Z' }, now)).toBe('scheduled')
    expect(postStanding({ status: 'published', published_at: '2026-12-14T07:59:00Z' }, now)).toBe('published')
    expect(postStanding({ status: 'draft', published_at: '2026-12-14T09:30:00Z' }, now)).toBe('draft')
    expect(postStanding({ status: 'draft', published_at: null }, now)).toBe('draft')
  })

  it('calls a post live the moment its time comes, and one about to be published with no date live at once', () => {
    expect(postStanding({ status: 'published', published_at: '2026-12-14T08:00:00+00:00' }, now)).toBe('published')
    expect(postStanding({ status: 'published', published_at: null }, now)).toBe('published')
  })

  it('takes the database’s clock when it has saved the post later than the reader’s clock says', () => {
    const savedAhead = {
      status: 'published',
      published_at: '2026-12-14T08:05:00Z',
      updated_at: '2026-12-14T08:05:00Z',
    } as const
    expect(postStanding(savedAhead, now)).toBe('published')
  })
})

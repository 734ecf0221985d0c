import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWithActors, type Actors } from '../../../../supabase/local/test-support.ts'
import { insertEnquiries } from './__fixtures__/enquiries.ts'
import { articleSlug, leadSources, loadLeadSources, type SourceRow } from './sources.ts'

const row = (landing_path: string | null, page_path: string | null = null, more: Partial<SourceRow> = {}) => ({
  landing_path,
  page_path,
  flagged_reason: null,
  review: null,
  ...more,
})

describe('articleSlug', () => {
  it('is the slug of /insights/<slug>, whatever the query, fragment or trailing slash', () => {
    expect(articleSlug('/insights/api-first-integration')).toBe('api-first-integration')
    expect(articleSlug('/insights/api-first-integration/?utm_source=x#top')).toBe('api-first-integration')
    expect(articleSlug('/insights')).toBeNull()
    expect(articleSlug('/insights/page/2')).toBeNull()
    expect(articleSlug('/insights/page')).toBeNull()
    expect(articleSlug('/contact')).toBeNull()
    expect(articleSlug(null)).toBeNull()
  })
})

describe('leadSources', () => {
  it('counts by landing page and by article, most first, each enquiry once per article', () => {
    const sources = leadSources([
      row('/insights/a', '/contact'),
      row('/insights/a/', '/insights/a'),
      row('/insights/a', '/insights/b'),
      row('/', '/contact'),
      row(null, '/insights/b'),
    ])
    expect(sources.counted).toBe(5)
    expect(sources.byLanding).toEqual([
      { key: '/insights/a', count: 3 },
      { key: '/', count: 1 },
      { key: null, count: 1 },
    ])
    expect(sources.byArticle).toEqual([
      { key: 'a', count: 3 },
      { key: 'b', count: 2 },
    ])
  })

  it('leaves spam out and counts flagged enquiries nobody has reviewed apart', () => {
    const sources = leadSources([
      row('/insights/a'),
      row('/insights/a', null, { flagged_reason: 'honeypot_filled' }),
      row('/insights/a', null, { flagged_reason: 'honeypot_filled', review: 'genuine' }),
      row('/insights/a', null, { flagged_reason: 'honeypot_filled', review: 'spam' }),
    ])
    expect(sources).toEqual({
      counted: 2,
      awaitingReview: 1,
      byLanding: [{ key: '/insights/a', count: 2 }],
      byArticle: [{ key: 'a', count: 2 }],
    })
  })
})

describe('loadLeadSources', () => {
  let actors: Actors
  const now = new Date('2025-10-24T12:00:00Z')
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()

  beforeAll(async () => {
    actors = await startWithActors()
    await insertEnquiries(actors.service, [
      { landing_path: '/insights/a', created_at: daysAgo(1) },
      { landing_path: '/insights/a', created_at: daysAgo(29) },
      { landing_path: '/solutions', page_path: '/insights/b', created_at: daysAgo(45) },
      { landing_path: '/insights/a', created_at: daysAgo(120) },
      { landing_path: '/insights/a', created_at: daysAgo(2), flagged_reason: 'honeypot_filled', review: 'spam' },
      { landing_path: '/insights/a', created_at: daysAgo(2), flagged_reason: 'filled_too_fast' },
      { landing_path: '/insights/a', created_at: daysAgo(2), website_code: 'other' },
    ])
  })
  afterAll(() => actors?.supabase.stop())

  it('counts the last 30 or 90 days of this site’s enquiries as staff read them', async () => {
    expect(await loadLeadSources(actors.staff, 30, now)).toEqual({
      counted: 2,
      awaitingReview: 1,
      byLanding: [{ key: '/insights/a', count: 2 }],
      byArticle: [{ key: 'a', count: 2 }],
    })
    expect(await loadLeadSources(actors.staff, 90, now)).toEqual({
      counted: 3,
      awaitingReview: 1,
      byLanding: [
        { key: '/insights/a', count: 2 },
        { key: '/solutions', count: 1 },
      ],
      byArticle: [
        { key: 'a', count: 2 },
        { key: 'b', count: 1 },
      ],
    })
  })
})

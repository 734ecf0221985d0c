import { describe, expect, it } from 'vitest'
import { postStanding } from '../../../site/lib/post-store/standing.ts'
import { standingOf } from './preview.ts'

// The function runs under Deno, apart from the site's libraries, and so keeps its own few lines of
// the rule that decides where a post stands. This holds them to the post store's postStanding, the
// one the site, the admin and the CLI read it from.
describe('where the preview function says a post stands', () => {
  const now = Date.parse('2026-12-14T08:00:00Z')
  const offsets = [-86_400_000, -60_000, -1, 0, 1, 60_000, 86_400_000]

  it('agrees with the post store for every status and time around now', () => {
    for (const status of ['draft', 'published'] as const)
      for (const published_at of [null, ...offsets.map((offset) => new Date(now + offset).toISOString())]) {
        const post = { status, published_at }
        expect(standingOf(post, now), JSON.stringify(post)).toBe(postStanding(post, new Date(now)))
      }
  })

  it('agrees for times written with an offset, as PostgREST returns them', () => {
    for (const published_at of [
      '2026-12-14T09:00:00+01:00',
      '2026-12-14T09:00:00.001+01:00',
      '2026-12-14T07:59:59+00:00',
    ])
      expect(standingOf({ status: 'published', published_at }, now)).toBe(
        postStanding({ status: 'published', published_at }, new Date(now)),
      )
  })
})

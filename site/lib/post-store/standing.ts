import type { Publication } from '../post/index.ts'
import { websiteCode } from './scope.ts'
import { isVisible } from './visible.ts'

/** Where a post stands: a published post whose time has not come is scheduled. */
export type PostStanding = 'published' | 'scheduled' | 'draft'

/**
 * Where a post of the site stands at `now`: live (published) when visitors may see it, scheduled
 * when only its time keeps them from it. A stored post's updated_at was stamped by the database's
 * clock, so it is never later than now: a post published the moment it was saved is never taken
 * for scheduled by a reader whose clock (or whose idea of the server's) runs behind.
 */
export function postStanding(post: Publication & { updated_at?: string }, now: Date): PostStanding {
  if (post.status === 'draft') return 'draft'
  // Published with no date yet (a post about to be saved): the database stamps its own now(), so it is live at once.
  if (post.published_at === null) return 'published'
  return isVisible({ ...post, website_code: websiteCode }, atLeastSaved(post, now)) ? 'published' : 'scheduled'
}

/** `now`, or the time the post was last saved by the database's clock if that is later. */
export function atLeastSaved(post: { updated_at?: string }, now: Date): Date {
  const saved = post.updated_at ? Date.parse(post.updated_at) : Number.NaN
  return saved > now.getTime() ? new Date(saved) : now
}

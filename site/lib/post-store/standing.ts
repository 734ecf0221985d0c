import { isScheduled, type Publication } from '../post/index.ts'

/** Where a post stands: a published post whose time has not come is scheduled. */
export type PostStanding = 'published' | 'scheduled' | 'draft'

/**
 * Where a post stands at `now`. A stored post's updated_at was stamped by the database's clock, so
 * it is never later than now: a post published the moment it was saved is never taken for scheduled
 * by a reader whose clock (or whose idea of the server's) runs behind.
 */
export function postStanding(post: Publication & { updated_at?: string }, now: Date): PostStanding {
  return isScheduled(post, atLeastSaved(post, now)) ? 'scheduled' : post.status
}

/** `now`, or the time the post was last saved by the database's clock if that is later. */
export function atLeastSaved(post: { updated_at?: string }, now: Date): Date {
  const saved = post.updated_at ? Date.parse(post.updated_at) : Number.NaN
  return saved > now.getTime() ? new Date(saved) : now
}

import { isScheduled, type Publication } from '../post/index.ts'

/** Where a post stands: a published post whose time has not come is scheduled. */
export type PostStanding = 'published' | 'scheduled' | 'draft'

/** Where a post stands at `now`. */
export function postStanding(post: Publication, now: Date): PostStanding {
  return isScheduled(post, now) ? 'scheduled' : post.status
}

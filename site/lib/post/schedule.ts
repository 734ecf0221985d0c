/** What deciding whether a post is scheduled needs of it. */
export interface Publication {
  status: 'draft' | 'published'
  published_at: string | null
}

/**
 * Whether a post is scheduled: published, with a published_at still ahead of `now`. Visitors do not
 * see it until then (the anon policy and the public queries ask for `published_at <= now()`).
 */
export function isScheduled(post: Publication, now: Date): boolean {
  return post.status === 'published' && post.published_at !== null && Date.parse(post.published_at) > now.getTime()
}

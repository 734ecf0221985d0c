/** An old slug of a post, and the slug the post has now. */
export interface PostRedirect {
  from_slug: string
  to_slug: string
}

/** An old article address worth building: the published post that it now leads to. */
export interface MovedPost<P> {
  from: string
  post: P
}

/**
 * The redirects the build prerenders: those whose old slug no published post has taken again and
 * whose new slug is a published post. Any other leads nowhere a reader can go.
 */
export function movedPosts<P extends { slug: string }>(
  redirects: readonly PostRedirect[],
  posts: readonly P[],
): MovedPost<P>[] {
  const bySlug = new Map(posts.map((post) => [post.slug, post]))
  return redirects.flatMap(({ from_slug, to_slug }) => {
    const post = bySlug.get(to_slug)
    return post && !bySlug.has(from_slug) ? [{ from: from_slug, post }] : []
  })
}

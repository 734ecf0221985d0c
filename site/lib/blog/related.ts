import { blogLimits } from './present.ts'

type Related = { id: string; category: string }

/**
 * The posts an article offers next: the ones of its category published just before it, nearest
 * first, and only where there are too few of those, the ones published just after it, nearest first.
 * An article's list depends on its neighbours alone, so publishing a new post changes the lists of
 * at most the few oldest articles of its category (those still filled from newer posts), not every
 * article of the category as "the newest of the category" would: a publish re-renders a handful of
 * pages at any number of posts. `posts` are newest first, as the build reads them.
 */
export function relatedPosts<T extends Related>(posts: readonly T[], limit: number = blogLimits.related) {
  const byCategory = new Map<string, T[]>()
  const place = new Map<string, number>()
  for (const post of posts) {
    const list = byCategory.get(post.category) ?? []
    place.set(post.id, list.length)
    list.push(post)
    byCategory.set(post.category, list)
  }
  return (post: Pick<T, 'id' | 'category'>): T[] => {
    const list = byCategory.get(post.category) ?? []
    const at = place.get(post.id)
    if (at === undefined) return list.slice(0, limit)
    const older = list.slice(at + 1, at + 1 + limit)
    const newer = list.slice(Math.max(0, at - (limit - older.length)), at).reverse()
    return [...older, ...newer]
  }
}

import type { KnownPost } from './types.ts'

/** The known posts by slug and by title, for checks that look one post up among thousands. */
export interface KnownIndex {
  slugs: ReadonlySet<string>
  /** By title as titleKey gives it, in the order the posts were known. */
  byTitle: ReadonlyMap<string, readonly KnownPost[]>
}

/** A title as two posts are compared by: trimmed, case set aside. */
export const titleKey = (title: string): string => title.trim().toLocaleLowerCase('en')

const indexes = new WeakMap<readonly KnownPost[], { size: number; index: KnownIndex }>()

/**
 * The index of a list of known posts, made once per list: `axon-blog publish --all` checks each of
 * thousands of posts against the same list, which a scan per post made quadratic. A list that has
 * grown or shrunk since is indexed again.
 */
export function knownIndex(known: readonly KnownPost[]): KnownIndex {
  const kept = indexes.get(known)
  if (kept && kept.size === known.length) return kept.index
  const byTitle = new Map<string, KnownPost[]>()
  for (const post of known) {
    const key = titleKey(post.title)
    const same = byTitle.get(key)
    if (same) same.push(post)
    else byTitle.set(key, [post])
  }
  const index = { slugs: new Set(known.map((post) => post.slug)), byTitle }
  indexes.set(known, { size: known.length, index })
  return index
}

// Insights search over every published post: the index the build writes beside the list, and the
// matching the list runs over it in the browser. The list fetches the index only once the visitor
// searches or picks a category, so a visit that only reads the newest posts never pays for it.
import type { CategoryFilter, PostSummary } from '../../lib/blog/index.ts'

/** What a card shows of a post: a summary without the fields only feeds and articles need. */
export type CardPost = Pick<
  PostSummary,
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'category'
  | 'tags'
  | 'published_at'
  | 'read_time_minutes'
  | 'featured'
  | 'featured_image_url'
  | 'featured_image_alt'
  | 'featured_image_set'
>

/** One post in the search index: its card, and the words of its body that its card does not already hold. */
export interface SearchEntry {
  slug: string
  title: string
  excerpt: string
  category: PostSummary['category']
  tags: string[]
  published_at: string
  read_time_minutes: number
  /** Only for a post with a featured image. */
  image?: { url: string; alt: string; set?: PostSummary['featured_image_set'] }
  /** The body's most telling words (search-index.server.ts), lower case, sorted, space-separated. */
  words: string
}

/** The search index: every published post, newest first. */
export interface SearchIndex {
  posts: SearchEntry[]
}

/** Where the build writes the index, beside the list it serves. */
export const searchIndexPath = '/insights/search-index.json'

/** The words of a text as search compares them: lower case, runs of letters and digits. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}

// Words nearly every post has: the index leaves them out of bodies, so a query ignores them too.
const commonWords = new Set(
  'a an and are as at be but by can do for from has have how if in into is it its not of on or our so than that the their them then there these they this to was we were what when which who will with you your'.split(
    ' ',
  ),
)

/** Whether a word is too common to tell posts apart: the index keeps no such word of a body. */
export const isCommonWord = (word: string): boolean => commonWords.has(word)

/** The card an index entry stands for. */
export function cardOf({ image, words: _words, ...entry }: SearchEntry): CardPost {
  return {
    ...entry,
    featured: false,
    featured_image_url: image?.url ?? null,
    featured_image_alt: image?.alt ?? null,
    featured_image_set: image?.set ?? null,
  }
}

type Searchable = Pick<SearchEntry, 'title' | 'excerpt' | 'tags' | 'category'> & { words?: string }

/**
 * Posts in the category holding every word of the query, each somewhere in the title, the excerpt, a
 * tag or the body (a word may be the start or any part of a longer one: "integr" finds "integration").
 */
export function matchPosts<T extends Searchable>(posts: readonly T[], category: CategoryFilter, query: string): T[] {
  const words = searchWords(query)
  // A query of common words alone ("the") is still looked for, in what the card shows.
  const telling = words.filter((word) => !isCommonWord(word))
  const terms = telling.length > 0 ? telling : words
  return posts.filter((post) => {
    if (category !== 'all' && post.category !== category) return false
    if (terms.length === 0) return true
    const text = [post.title, post.excerpt, ...post.tags, post.words ?? ''].join(' ').toLowerCase()
    return terms.every((term) => text.includes(term))
  })
}

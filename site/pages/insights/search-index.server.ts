// The search index of /insights, worked out from the published posts alone: the build writes it, and
// the local site's refresher rewrites it with the feeds, so search covers every post, body included.
import type { Post } from '@/lib/blog/index.ts'
import { isCommonWord, searchWords, type SearchEntry, type SearchIndex } from '@/components/insights/search.ts'

/** The text of a document's text nodes, each on its own, in no particular order. */
function bodyTexts(doc: unknown): string[] {
  const texts: string[] = []
  // An explicit stack, not recursion: the body may be deeply nested.
  const pending: unknown[] = [doc]
  while (pending.length > 0) {
    const node = pending.pop() as { text?: unknown; attrs?: { text?: unknown }; content?: unknown } | null
    if (!node || typeof node !== 'object') continue
    if (typeof node.text === 'string') texts.push(node.text)
    if (typeof node.attrs?.text === 'string') texts.push(node.attrs.text)
    if (Array.isArray(node.content)) pending.push(...(node.content as unknown[]))
  }
  return texts
}

/** The most words of one body the index keeps: enough to find a post by what sets it apart. */
export const wordsPerPost = 32

/**
 * The words of a body worth searching for: each once, without common and very short words, without
 * those the card already shows, and without a word that starts a longer one kept (search finds
 * "integr" in "integrations" as well as in "integration"), in alphabetical order.
 */
export function bodyWords(post: Pick<Post, 'content' | 'title' | 'excerpt' | 'tags'>): string[] {
  const shown = new Set(searchWords([post.title, post.excerpt, ...post.tags].join(' ')))
  const words = [...new Set(bodyTexts(post.content).flatMap(searchWords))]
    .filter((word) => word.length > 2 && !isCommonWord(word) && !shown.has(word))
    .sort()
  return words.filter((word, index) => !words[index + 1]?.startsWith(word))
}

/**
 * Of each post's body words, the `wordsPerPost` fewest other posts have (the longer first among
 * equals): a word that only one post uses always finds it, while a word most posts share would find
 * too many to help and would make the index grow with every post. Sorted, so the index compresses well.
 */
function telling(bodies: string[][]): string[] {
  const postsWith = new Map<string, number>()
  for (const words of bodies) for (const word of words) postsWith.set(word, (postsWith.get(word) ?? 0) + 1)
  return bodies.map((words) => {
    if (words.length <= wordsPerPost) return words.join(' ')
    const ranked = words.map((word) => ({ word, posts: postsWith.get(word)! }))
    ranked.sort((a, b) => a.posts - b.posts || b.word.length - a.word.length || (a.word < b.word ? -1 : 1))
    return ranked
      .slice(0, wordsPerPost)
      .map(({ word }) => word)
      .sort()
      .join(' ')
  })
}

/** A published post as the index holds it. */
function entryOf(post: Post, words: string): SearchEntry {
  const { slug, title, excerpt, category, tags, published_at, read_time_minutes } = post
  const image = post.featured_image_url
    ? {
        url: post.featured_image_url,
        alt: post.featured_image_alt ?? '',
        ...(post.featured_image_set ? { set: post.featured_image_set } : {}),
      }
    : undefined
  return { slug, title, excerpt, category, tags, published_at, read_time_minutes, ...(image ? { image } : {}), words }
}

// The local site's refresher keeps the posts that did not change from one reading to the next: their
// words need not be found again on every publish.
const wordsOf = new WeakMap<Post, string[]>()
function cachedBodyWords(post: Post): string[] {
  let words = wordsOf.get(post)
  if (!words) wordsOf.set(post, (words = bodyWords(post)))
  return words
}

/** The index of the published posts, newest first as they are given. */
export function searchIndex(posts: readonly Post[]): SearchIndex {
  const words = telling(posts.map(cachedBodyWords))
  return { posts: posts.map((post, index) => entryOf(post, words[index]!)) }
}

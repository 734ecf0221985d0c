// What the RSS and JSON feeds share: the channel's identity, which posts go in, and their URLs.
import { site } from '../../site.config.ts'
import type { Post } from '../blog/index.ts'
import { categories } from '../post/taxonomy.ts'
import { absoluteUrl, pageUrl } from '../seo/index.ts'

export const feedPaths = { rss: '/insights/rss.xml', json: '/insights/feed.json' } as const

export const channel = {
  title: `${site.name} Insights`,
  homeUrl: pageUrl('/insights'),
  description: `Articles on ERP modernization, integration strategy and process automation from ${site.name}.`,
}

/** Feed readers only need recent posts; a longer feed just makes every poll heavier. */
export const maxFeedItems = 50

/** The posts a feed lists: newest published first, at most maxFeedItems. */
export function feedPosts(posts: readonly Post[]): Post[] {
  // Each time read once, not at every comparison: a site may have thousands of posts.
  return posts
    .map((post) => ({ post, time: postTime(post, 'published_at') }))
    .sort((a, b) => b.time - a.time || a.post.slug.localeCompare(b.post.slug))
    .slice(0, maxFeedItems)
    .map(({ post }) => post)
}

/** The absolute URL of a post's article page. */
export function postUrl(post: Post): string {
  return pageUrl(`/insights/${post.slug}`)
}

/**
 * A post's identity in the feeds: its URL as the feeds first wrote it, without the trailing slash.
 * Readers know an item by it, and a changed one would show every listed post again as new.
 */
export function postId(post: Post): string {
  return absoluteUrl(`/insights/${post.slug}`)
}

/** The category's proper name; the spec's display rule covers a slug the site does not know. */
export function categoryName(slug: string): string {
  return categories.find((category) => category.slug === slug)?.name ?? slug.replaceAll('-', ' ').toUpperCase()
}

/** Milliseconds since the epoch of one of a post's timestamps; a broken timestamp is a data error. */
export function postTime(post: Post, field: 'published_at' | 'updated_at'): number {
  const ms = Date.parse(post[field])
  if (Number.isNaN(ms)) {
    throw new TypeError(
      `Post "${post.slug}" has an unreadable ${field} (${JSON.stringify(post[field])}); expected an ISO timestamp.`,
    )
  }
  return ms
}

// How /insights splits the published posts: the featured ones and the newest on the list itself, every
// other post on the archive's pages. The build and the list's refresh in the browser split them alike.
import { blogLimits, type PostSummary } from '../../lib/blog/index.ts'
import type { CardPost } from './search.ts'

/** The newest posts the list shows, and the posts on one archive page. */
export const listingLimits = { newest: 12, archivePage: 12 } as const

/** A summary as a card needs it, and no more: what the list sends to the browser. */
export function cardPostOf(post: PostSummary): CardPost {
  const { slug, title, excerpt, category, tags, published_at, read_time_minutes, featured } = post
  const { featured_image_url, featured_image_alt, featured_image_set = null } = post
  return {
    slug,
    title,
    excerpt,
    category,
    tags,
    published_at,
    read_time_minutes,
    featured,
    featured_image_url,
    featured_image_alt,
    featured_image_set,
  }
}

/** What the list shows with no search or category chosen: up to two featured posts, then the newest others. */
export interface ListingPosts {
  featured: CardPost[]
  latest: CardPost[]
}

/**
 * The list's two sections, from the newest posts and the newest featured ones (each newest first):
 * a featured post shows in its own section only.
 */
export function listingPosts(newest: readonly CardPost[], featured: readonly CardPost[]): ListingPosts {
  const shown = featured.filter((post) => post.featured).slice(0, blogLimits.featured)
  const slugs = new Set(shown.map((post) => post.slug))
  return {
    featured: shown,
    latest: newest.slice(0, listingLimits.newest).filter((post) => !slugs.has(post.slug)),
  }
}

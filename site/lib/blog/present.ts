import type { PostSummary } from '../post-store/visible.ts'
import { categories, type CategorySlug } from '../post/taxonomy.ts'

/** At most this many featured posts, tags per card, related posts and home-page posts, as the spec sets. */
export const blogLimits = { featured: 2, tagsPerCard: 3, related: 3, home: 3 } as const

/** A category as a badge shows it: hyphens to spaces, upper case. */
export function categoryLabel(slug: string): string {
  return slug.replace(/-/g, ' ').toUpperCase()
}

/** The category's proper name, for filters and feeds. */
export function categoryName(slug: string): string {
  return categories.find((category) => category.slug === slug)?.name ?? categoryLabel(slug)
}

export type CategoryFilter = CategorySlug | 'all'

/** Posts in the category whose title, excerpt or a tag contains the query, ignoring case. */
export function filterPosts<T extends Pick<PostSummary, 'title' | 'excerpt' | 'tags' | 'category'>>(
  posts: readonly T[],
  category: CategoryFilter,
  query: string,
): T[] {
  const needle = query.trim().toLowerCase()
  return posts.filter(
    (post) =>
      (category === 'all' || post.category === category) &&
      (!needle ||
        post.title.toLowerCase().includes(needle) ||
        post.excerpt.toLowerCase().includes(needle) ||
        post.tags.some((tag) => tag.toLowerCase().includes(needle))),
  )
}

/** The featured section: only for all categories and an empty search, at most two posts. */
export function featuredPosts<T extends Pick<PostSummary, 'featured'>>(
  posts: readonly T[],
  category: CategoryFilter,
  query: string,
): T[] {
  return category === 'all' && !query.trim() ? posts.filter((post) => post.featured).slice(0, blogLimits.featured) : []
}

// Dates are shown in UTC so the prerendered page and the browser agree.
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** 'Oct 13, 2025' */
export const formatShortDate = (iso: string) => shortDate.format(new Date(iso))

/** 'October 13, 2025' */
export const formatLongDate = (iso: string) => longDate.format(new Date(iso))

/** 'N min read' */
export const readTimeLabel = (minutes: number) => `${minutes} min read`

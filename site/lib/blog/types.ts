import type { ImageSet } from '../images/index.ts'
import type { CategorySlug, Doc } from '../post/index.ts'

/** What a list of posts shows of each: a card's worth, without the body. */
export interface PostSummary {
  id: string
  slug: string
  title: string
  excerpt: string
  category: CategorySlug
  tags: string[]
  author_name: string
  author_role: string
  /** ISO timestamp; every published post has one. */
  published_at: string
  /** ISO timestamp of the last change; feeds and the sitemap use it. */
  updated_at: string
  read_time_minutes: number
  featured: boolean
  featured_image_url: string | null
  featured_image_alt: string | null
  /** The featured image's stored variants (withImageSets); absent or null when it has none. */
  featured_image_set?: ImageSet | null
}

/** A published post as its article page shows it. */
export interface Post extends PostSummary {
  /** The body; null or malformed content renders as 'Content not available.' */
  content: Doc | null
  meta_title: string | null
  meta_description: string | null
}

/** The columns a summary reads, for supabase-js select(). */
export const summaryColumns =
  'id, slug, title, excerpt, category, tags, author_name, author_role, published_at, updated_at, read_time_minutes, featured, featured_image_url, featured_image_alt'

/** The columns an article reads. */
export const postColumns = `${summaryColumns}, content, meta_title, meta_description`

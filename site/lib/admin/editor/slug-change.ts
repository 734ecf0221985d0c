import type { SlugRedirect } from '../../post-store/index.ts'
import type { BlogPostRow } from '../../supabase/database.types.ts'

export type { SlugRedirect }

/**
 * The redirect to record when a post that readers may have seen (published now, or once before)
 * gets a new slug; null when the slug is unchanged or the old URL was never public.
 */
export function slugChange(
  existing: Pick<BlogPostRow, 'slug' | 'status' | 'published_at'>,
  newSlug: string,
): SlugRedirect | null {
  const wasPublic = existing.status === 'published' || existing.published_at !== null
  return wasPublic && newSlug !== existing.slug ? { from: existing.slug, to: newSlug } : null
}

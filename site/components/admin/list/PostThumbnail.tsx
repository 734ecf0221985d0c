import { categoryName } from '@/lib/blog/index.ts'
import type { BlogPostRow } from '@/lib/supabase/index.ts'
import { cn } from '@/lib/ui/cn.ts'

const box = 'h-16 w-24 shrink-0 rounded-md'

/**
 * A post's featured image, small, loaded only as it scrolls near; without one, a plain block with
 * its category's initial, which says nothing the card does not, so screen readers skip it.
 */
export function PostThumbnail({
  post,
}: {
  post: Pick<BlogPostRow, 'featured_image_url' | 'featured_image_alt' | 'category'>
}) {
  if (post.featured_image_url)
    return (
      <img
        src={post.featured_image_url}
        alt={post.featured_image_alt ?? ''}
        width={96}
        height={64}
        loading="lazy"
        decoding="async"
        className={cn(box, 'border border-slate-200 bg-slate-100 object-cover')}
      />
    )
  return (
    <div
      aria-hidden="true"
      className={cn(box, 'flex items-center justify-center bg-slate-100 text-2xl font-bold text-slate-600')}
    >
      {categoryName(post.category).charAt(0)}
    </div>
  )
}

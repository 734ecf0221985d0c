import type { ListedPost } from '@/lib/admin/index.ts'
import { categoryName } from '@/lib/blog/index.ts'
import { cn } from '@/lib/ui/cn.ts'
import { FeaturedImage } from '../../post/FeaturedImage.tsx'

const box = 'h-16 w-24 shrink-0 rounded-md'

/**
 * A post's featured image, small (its narrowest variant, where it has them), loaded only as it scrolls
 * near; without one, a plain block with its category's initial, which says nothing the card does not,
 * so screen readers skip it.
 */
export function PostThumbnail({
  post,
}: {
  post: Pick<ListedPost, 'featured_image_url' | 'featured_image_alt' | 'featured_image_set' | 'category'>
}) {
  if (post.featured_image_url)
    return (
      <FeaturedImage
        url={post.featured_image_url}
        alt={post.featured_image_alt ?? ''}
        set={post.featured_image_set}
        slot="thumbnail"
        className={cn(box, 'border border-slate-200 bg-slate-100')}
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

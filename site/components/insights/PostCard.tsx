import { __iconData as calendar } from 'lucide-react/icons/calendar'
import { __iconData as clock } from 'lucide-react/icons/clock'
import { pageAddress } from '@/lib/seo/index.ts'
import { insightsCopy } from '../../copy/insights.ts'
import { blogLimits, categoryLabel, formatLongDate, formatShortDate, readTimeLabel } from '../../lib/blog/index.ts'
import { cn } from '../../lib/ui/cn.ts'
import { FeaturedImage } from '../post/FeaturedImage.tsx'
import { Card } from '../ui/card.tsx'
import { LucideSvg } from '../ui/lucide.tsx'
import { PostCover } from './PostCover.tsx'
import type { CardPost } from './search.ts'

/** A post's card: badge, title, excerpt (three lines), up to three tags, date (long, or short on the home page) and read time. */
export function PostCard({ post, featured, shortDate }: { post: CardPost; featured?: boolean; shortDate?: boolean }) {
  return (
    <Card
      as="article"
      padding="none"
      className={cn('flex h-full flex-col overflow-hidden', featured && 'border-brand-200')}
    >
      {post.featured_image_url ? (
        <FeaturedImage
          url={post.featured_image_url}
          alt={post.featured_image_alt ?? ''}
          set={post.featured_image_set}
          slot={featured ? 'featuredCard' : 'card'}
          className="aspect-video w-full"
        />
      ) : (
        <PostCover category={post.category} title={post.title} />
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-wide text-brand-700">{categoryLabel(post.category)}</p>
        <h3 className={cn('mt-3 font-semibold text-ink', featured ? 'text-2xl' : 'text-xl')}>
          <a href={pageAddress(`/insights/${post.slug}`)} className="hover:text-brand-700 hover:underline">
            {post.title}
          </a>
        </h3>
        <p className="mt-3 line-clamp-3 text-slate-700">{post.excerpt}</p>
        {post.tags.length > 0 && (
          <ul aria-label={insightsCopy.tagsLabel} className="mt-4 flex flex-wrap gap-2">
            {post.tags.slice(0, blogLimits.tagsPerCard).map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-5 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <LucideSvg icon={calendar} className="size-4" />
            <time dateTime={post.published_at}>
              {(shortDate ? formatShortDate : formatLongDate)(post.published_at)}
            </time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <LucideSvg icon={clock} className="size-4" />
            {readTimeLabel(post.read_time_minutes)}
          </span>
        </p>
      </div>
    </Card>
  )
}

import Calendar from 'lucide-react/icons/calendar'
import Clock from 'lucide-react/icons/clock'
import ExternalLink from 'lucide-react/icons/external-link'
import Pencil from 'lucide-react/icons/pencil'
import Trash2 from 'lucide-react/icons/trash'
import {
  articlePath,
  editPostHref,
  formatDateTime,
  listedDate,
  postStanding,
  type ListedPost,
  type LiveState,
  type PostStanding,
} from '@/lib/admin/index.ts'
import { categoryLabel, formatShortDate, readTimeLabel } from '@/lib/blog/index.ts'
import { pageAddress } from '@/lib/seo/index.ts'
import { cn } from '@/lib/ui/cn.ts'
import { adminListCopy } from '@/copy/admin-list.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { LiveMarker } from '../live/LiveMarker.tsx'
import { PostThumbnail } from './PostThumbnail.tsx'

const copy = adminListCopy
const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold'
const action = buttonVariants({ variant: 'secondary', size: 'sm' })
const standingBadge: Record<PostStanding, string> = {
  published: 'bg-emerald-50 text-emerald-800',
  scheduled: 'bg-sky-50 text-sky-900',
  draft: 'bg-amber-50 text-amber-900',
}

/**
 * One post of the admin list: what it is, where it stands (and whether the public site shows it
 * yet), a link to it on the site while visitors can open it there, and edit and delete.
 */
export function PostListItem({
  post,
  live,
  onSite,
  now,
  deleting,
  onDelete,
}: {
  post: ListedPost
  live: LiveState | undefined
  /** Whether visitors can open the post's article on the public site now. */
  onSite: boolean
  /** Now by the site's clock: whether the post is due is the site's call, not this browser's. */
  now: Date
  deleting: boolean
  onDelete: (post: ListedPost) => void
}) {
  const date = listedDate(post)
  const standing = postStanding(post, now)
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:flex-row md:items-start md:justify-between">
      <div className="flex min-w-0 flex-1 flex-col gap-4 sm:flex-row">
        <PostThumbnail post={post} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-semibold text-ink">{post.title}</h2>
            {post.featured && <span className={cn(badge, 'bg-brand-50 text-brand-800')}>{copy.featured}</span>}
            <span className={cn(badge, standingBadge[standing])}>{copy.statusLabels[standing]}</span>
            <LiveMarker state={live} className={badge} />
          </div>
          <p className="mt-2 line-clamp-2 max-w-3xl text-slate-700">{post.excerpt}</p>
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1.5">
              <Calendar aria-hidden="true" className="h-4 w-4" />
              {standing === 'scheduled' ? (
                <span>
                  {copy.goesLive} <time dateTime={date}>{formatDateTime(date)}</time>
                </span>
              ) : (
                <time dateTime={date}>{formatShortDate(date)}</time>
              )}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="h-4 w-4" />
              {readTimeLabel(post.read_time_minutes)}
            </span>
            <span className="text-xs font-semibold tracking-wide text-brand-700">{categoryLabel(post.category)}</span>
            <span>{copy.by(post.author_name)}</span>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {onSite && (
          <a
            href={pageAddress(articlePath(post.slug))}
            target="_blank"
            rel="noopener"
            aria-label={copy.actions.viewLabel(post.title)}
            className={action}
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            {copy.actions.view}
          </a>
        )}
        <a href={editPostHref(post.id)} aria-label={copy.actions.editLabel(post.title)} className={action}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {copy.actions.edit}
        </a>
        <button
          type="button"
          onClick={() => onDelete(post)}
          disabled={deleting}
          aria-label={copy.actions.deleteLabel(post.title)}
          className={cn(action, 'border-red-300 text-red-800 hover:bg-red-50')}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {deleting ? copy.actions.deleting : copy.actions.delete}
        </button>
      </div>
    </article>
  )
}

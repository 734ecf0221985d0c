import { useMutation } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import {
  adminPaths,
  belongsOnSite,
  dateAndTime,
  deletePost,
  statusFilterFrom,
  statusFilterSearch,
  type DeleteResult,
  type StatusFilter,
} from '@/lib/admin/index.ts'
import { browserClient } from '@/lib/supabase/browser.ts'
import type { BlogPostRow } from '@/lib/supabase/index.ts'
import { adminListCopy } from '@/copy/admin-list.ts'
import { liveCopy } from '@/copy/admin-live.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { useLiveStates } from '../live/useLiveStates.ts'
import { useRebuildRequest } from '../live/useRebuildRequest.ts'
import { PostListItem } from './PostListItem.tsx'
import { StatusFilterButtons } from './StatusFilterButtons.tsx'
import { usePostList } from './usePostList.ts'

const copy = adminListCopy

/** The admin's post list: filter by status, then view, edit or delete each post. */
export function PostListScreen() {
  const client = browserClient()
  const [filter, setFilter] = useState(() => statusFilterFrom(location.search))
  const { state, total, reload } = usePostList(client, filter)
  const heading = useRef<HTMLHeadingElement>(null)
  const posts = state.kind === 'loaded' ? state.posts : []
  const { states: live, records, siteNow } = useLiveStates(client, posts)
  const rebuild = useRebuildRequest(client)
  const deletion = useMutation({
    mutationFn: (post: BlogPostRow) => deletePost(client, post.id),
    onSuccess: deleted,
    onError: deleteFailed,
  })
  const deleting = deletion.isPending ? deletion.variables.id : null

  function changeFilter(next: StatusFilter) {
    // Replace, not push: the filter is a view of this page, and a reload keeps it.
    history.replaceState(history.state, '', adminPaths.list + statusFilterSearch(next) + location.hash)
    setFilter(next)
  }

  function remove(post: BlogPostRow) {
    if (window.confirm(copy.confirmDelete(post.title))) deletion.mutate(post)
  }

  function deleteFailed() {
    toast.error(copy.toasts.deleteFailed.title, { description: copy.toasts.deleteFailed.description })
  }

  function deleted(result: DeleteResult, post: BlogPostRow) {
    if (!result.ok) return deleteFailed()
    // The focused button is about to go with its post: keep keyboard users at the top of the list.
    heading.current?.focus()
    reload(true)
    // A post the deployed site has stays there until a rebuild takes it off.
    const onSite = records?.build ? Object.hasOwn(records.build.posts, post.slug) : belongsOnSite(post, siteNow())
    if (!onSite) {
      toast.success(copy.toasts.deleted.title, { description: copy.toasts.deleted.description })
      return
    }
    // Each delete says how it ended, however many follow it.
    void rebuild.mutateAsync().then((requested) =>
      requested.ok
        ? toast.success(copy.toasts.deleted.title, {
            description: liveCopy.deleted.leaving(dateAndTime(requested.accepted.requestedAt).time),
          })
        : toast.warning(copy.toasts.deleted.title, { description: liveCopy.deleted.stillOnSite(requested.message) }),
    )
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-ink focus:outline-none">
          {copy.heading}
        </h1>
        <a href={adminPaths.new} className={buttonVariants()}>
          <Plus aria-hidden="true" className="h-5 w-5" />
          {copy.newPost}
        </a>
      </div>
      <div className="mt-6">
        <StatusFilterButtons value={filter} total={total} onChange={changeFilter} />
      </div>
      <div className="mt-6">
        {state.kind === 'loading' && (
          <p role="status" className="py-12 text-center text-lg text-slate-700">
            {copy.loading}
          </p>
        )}
        {state.kind === 'failed' && (
          <div className="rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center">
            <p className="font-medium text-red-800">{copy.loadFailed}</p>
            <button
              type="button"
              onClick={() => reload()}
              className={buttonVariants({ variant: 'secondary', className: 'mt-4' })}
            >
              {copy.retry}
            </button>
          </div>
        )}
        {state.kind === 'loaded' && state.posts.length === 0 && (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <p className="text-lg text-slate-700">{copy.empty}</p>
            <a href={adminPaths.new} className={buttonVariants({ className: 'mt-4' })}>
              {copy.createFirst}
            </a>
          </div>
        )}
        {state.kind === 'loaded' && state.posts.length > 0 && (
          <ul aria-label={copy.listLabel} className="space-y-4">
            {state.posts.map((post, index) => (
              <li key={post.id}>
                <PostListItem
                  post={post}
                  live={live?.[index]}
                  now={siteNow()}
                  deleting={deleting === post.id}
                  onDelete={remove}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}

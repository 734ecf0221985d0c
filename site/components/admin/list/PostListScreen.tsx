import { useMutation } from '@tanstack/react-query'
import Plus from 'lucide-react/icons/plus'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import {
  adminPaths,
  dateAndTime,
  deletePost,
  isFiltered,
  listFiltersFrom,
  listFiltersSearch,
  matchesFilters,
  noListFilters,
  onPublicSite,
  type DeleteResult,
  type ListFilters,
} from '@/lib/admin/index.ts'
import { browserClient } from '@/lib/supabase/browser.ts'
import type { BlogPostRow } from '@/lib/supabase/index.ts'
import { adminListCopy } from '@/copy/admin-list.ts'
import { liveCopy } from '@/copy/admin-live.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { useLiveStates } from '../live/useLiveStates.ts'
import { useRebuildRequest } from '../live/useRebuildRequest.ts'
import { useCategoryOptions } from '../useCategoryOptions.ts'
import { ListFilterBar } from './ListFilterBar.tsx'
import { PostListItem } from './PostListItem.tsx'
import { usePostList } from './usePostList.ts'

const copy = adminListCopy

/**
 * The admin's post list, newest first by the date each card shows: narrow it by status, title and
 * category, then view live posts on the site, or edit or delete any post.
 */
export function PostListScreen() {
  const client = browserClient()
  const [filters, setFilters] = useState(() => listFiltersFrom(location.search))
  const { state, total, reload } = usePostList(client, filters.status)
  const categoryOptions = useCategoryOptions(client)
  const heading = useRef<HTMLHeadingElement>(null)
  const search = useRef<HTMLInputElement>(null)
  const posts = state.kind === 'loaded' ? state.posts : []
  const { states: live, records, siteNow } = useLiveStates(client, posts)
  // A category the address names that the site does not have narrows nothing.
  const known = categoryOptions.some(({ slug }) => slug === filters.category)
  const view = known ? filters : { ...filters, category: '' }
  const shown = posts
    .map((post, index) => ({ post, live: live?.[index] }))
    .filter(({ post }) => matchesFilters(post, view))
  const searching = isFiltered({ ...view, status: 'all' })
  const rebuild = useRebuildRequest(client)
  const deletion = useMutation({
    mutationFn: (post: BlogPostRow) => deletePost(client, post.id),
    onSuccess: deleted,
    onError: deleteFailed,
  })
  const deleting = deletion.isPending ? deletion.variables.id : null

  function changeFilters(next: ListFilters) {
    // Replace, not push: the filters are a view of this page, and a reload keeps them.
    history.replaceState(history.state, '', adminPaths.list + listFiltersSearch(next) + location.hash)
    setFilters(next)
  }

  function clearFilters() {
    changeFilters(noListFilters)
    // The button goes with the empty result: the keyboard goes where the next search is typed.
    search.current?.focus()
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
    if (!onPublicSite(post, records?.build, siteNow())) {
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
        <ListFilterBar
          filters={view}
          total={total}
          categoryOptions={categoryOptions}
          onChange={changeFilters}
          searchRef={search}
        />
        <p role="status" className="mt-3 min-h-5 text-sm text-slate-700">
          {state.kind === 'loaded' && searching ? copy.shown(shown.length, posts.length) : ''}
        </p>
      </div>
      <div className="mt-3">
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
        {state.kind === 'loaded' && shown.length === 0 && isFiltered(view) && (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <p className="text-lg text-slate-700">{copy.noMatch}</p>
            <button type="button" onClick={clearFilters} className={buttonVariants({ className: 'mt-4' })}>
              {copy.clearFilters}
            </button>
          </div>
        )}
        {state.kind === 'loaded' && posts.length === 0 && !isFiltered(view) && (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <p className="text-lg text-slate-700">{copy.empty}</p>
            <a href={adminPaths.new} className={buttonVariants({ className: 'mt-4' })}>
              {copy.createFirst}
            </a>
          </div>
        )}
        {shown.length > 0 && (
          <ul aria-label={copy.listLabel} className="space-y-4">
            {shown.map(({ post, live }) => (
              <li key={post.id}>
                <PostListItem
                  post={post}
                  live={live}
                  onSite={onPublicSite(post, records?.build, siteNow())}
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

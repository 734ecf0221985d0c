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
  noListFilters,
  onPublicSite,
  type DeleteResult,
  type ListedPost,
  type ListFilters,
} from '@/lib/admin/index.ts'
import { browserClient } from '@/lib/supabase/browser.ts'
import { historyCopy } from '@/copy/admin-history.ts'
import { adminListCopy } from '@/copy/admin-list.ts'
import { liveCopy } from '@/copy/admin-live.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { useLiveStates } from '../live/useLiveStates.ts'
import { useRebuildRequest } from '../live/useRebuildRequest.ts'
import { PageLinks } from '../PageLinks.tsx'
import { useCategoryOptions } from '../useCategoryOptions.ts'
import { ListFilterBar } from './ListFilterBar.tsx'
import { PostListItem } from './PostListItem.tsx'
import { usePostList } from './usePostList.ts'
import { useSettledValue } from './useSettledValue.ts'

const copy = adminListCopy

/** How long typing pauses before the search looks the words up. */
const searchDelayMs = 250

const addressOf = (filters: ListFilters) => adminPaths.list + listFiltersSearch(filters)

/**
 * The admin's post list, a page at a time, newest first by the date each card shows: narrow it by
 * status, title and category, then view live posts on the site, or edit or delete any post.
 */
export function PostListScreen() {
  const client = browserClient()
  const [filters, setFilters] = useState(() => listFiltersFrom(location.search))
  const categoryOptions = useCategoryOptions(client)
  // A category the address names that the site does not have narrows nothing.
  const known = categoryOptions.some(({ slug }) => slug === filters.category)
  const view = known ? filters : { ...filters, category: '' }
  // Typed words are looked up once typing pauses, not at every key; a search emptied shows every post at once.
  const typed = useSettledValue(view.title, searchDelayMs)
  const asked = { ...view, title: view.title.trim() ? typed : '' }
  const { state, total, reload } = usePostList(client, asked)
  const heading = useRef<HTMLHeadingElement>(null)
  const search = useRef<HTMLInputElement>(null)
  const list = state.kind === 'loaded' ? state.list : null
  const posts = list?.posts ?? []
  const { states: live, records, siteNow } = useLiveStates(client, posts)
  const rebuild = useRebuildRequest(client)
  const deletion = useMutation({
    mutationFn: (post: ListedPost) => deletePost(client, post.id),
    onSuccess: deleted,
    onError: deleteFailed,
  })
  const deleting = deletion.isPending ? deletion.variables.id : null

  function show(next: ListFilters) {
    // Replace, not push: the filters and the page are a view of this page, and a reload keeps them.
    history.replaceState(history.state, '', addressOf(next) + location.hash)
    setFilters(next)
  }

  function changeFilters(next: ListFilters) {
    show({ ...next, page: 1 })
  }

  function goToPage(page: number) {
    show({ ...view, page })
    // The links go while the page loads: keep keyboard users at the top of the list they asked for.
    heading.current?.focus()
  }

  function clearFilters() {
    changeFilters(noListFilters)
    // The button goes with the empty result: the keyboard goes where the next search is typed.
    search.current?.focus()
  }

  function remove(post: ListedPost) {
    if (window.confirm(copy.confirmDelete(post.title))) deletion.mutate(post)
  }

  function deleteFailed() {
    toast.error(copy.toasts.deleteFailed.title, { description: copy.toasts.deleteFailed.description })
  }

  function deleted(result: DeleteResult, post: ListedPost) {
    if (!result.ok) return deleteFailed()
    // The focused button is about to go with its post: keep keyboard users at the top of the list.
    heading.current?.focus()
    // The last post of a page beyond the first takes its page with it: show the one before.
    if (list && list.posts.length === 1 && list.page > 1) show({ ...view, page: list.page - 1 })
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
        <div className="flex flex-wrap gap-3">
          <a href={adminPaths.deleted} className={buttonVariants({ variant: 'secondary' })}>
            {historyCopy.deleted.link}
          </a>
          <a href={adminPaths.new} className={buttonVariants()}>
            <Plus aria-hidden="true" className="h-5 w-5" />
            {copy.newPost}
          </a>
        </div>
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
          {list && list.page < asked.page && `${copy.pastTheEnd(asked.page, list.page)} `}
          {list && posts.length > 0 && copy.shown(list.first, list.first + posts.length - 1, list.matching)}
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
        {list?.matching === 0 && isFiltered(asked) && (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <p className="text-lg text-slate-700">{copy.noMatch}</p>
            <button type="button" onClick={clearFilters} className={buttonVariants({ className: 'mt-4' })}>
              {copy.clearFilters}
            </button>
          </div>
        )}
        {list?.matching === 0 && !isFiltered(asked) && (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <p className="text-lg text-slate-700">{copy.empty}</p>
            <a href={adminPaths.new} className={buttonVariants({ className: 'mt-4' })}>
              {copy.createFirst}
            </a>
          </div>
        )}
        {list && posts.length > 0 && (
          <>
            <ul aria-label={copy.listLabel} className="space-y-4">
              {posts.map((post, index) => (
                <li key={post.id}>
                  <PostListItem
                    post={post}
                    live={live?.[index]}
                    onSite={onPublicSite(post, records?.build, siteNow())}
                    now={siteNow()}
                    deleting={deleting === post.id}
                    onDelete={remove}
                  />
                </li>
              ))}
            </ul>
            <PageLinks
              copy={copy.pages}
              page={list.page}
              pages={list.pages}
              hrefOf={(page) => addressOf({ ...view, page })}
              onGo={goToPage}
            />
          </>
        )}
      </div>
    </>
  )
}

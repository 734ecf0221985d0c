import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import {
  adminPaths,
  bringBackPost,
  dateAndTime,
  editPostHref,
  loadDeletedPosts,
  loadedOrThrow,
} from '@/lib/admin/index.ts'
import { browserClient } from '@/lib/supabase/browser.ts'
import type { DeletedBlogPostRow } from '@/lib/supabase/database.types.ts'
import { historyCopy } from '@/copy/admin-history.ts'
import { adminListCopy } from '@/copy/admin-list.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { useRebuildRequest } from '../live/useRebuildRequest.ts'
import { PageLinks } from '../PageLinks.tsx'
import { adminRetry } from '../queries.ts'

const copy = historyCopy.deleted
const perPage = 25

/**
 * Recently deleted: the posts deleted from any channel and not brought back, most recent first,
 * each with when, by whom and from where; Bring back restores one whole, as it was when deleted.
 */
export function DeletedPostsScreen() {
  const client = browserClient()
  const [page, setPage] = useState(() => Math.max(1, Number(new URLSearchParams(location.search).get('page')) || 1))
  const heading = useRef<HTMLHeadingElement>(null)
  const deleted = useQuery({
    queryKey: ['admin', 'deleted-posts', page],
    queryFn: async () => loadedOrThrow(await loadDeletedPosts(client, page)).value,
    ...adminRetry,
  })
  const rebuild = useRebuildRequest(client)
  const bringBack = useMutation({
    mutationFn: (post: DeletedBlogPostRow) => bringBackPost(client, post),
    onSuccess: (result) => {
      heading.current?.focus()
      void deleted.refetch()
      if (!result.ok) return void toast.error(result.message)
      if (result.row.status === 'published') rebuild.mutate()
      toast.success(copy.broughtBack, {
        description: result.row.title,
        action: { label: copy.open, onClick: () => location.assign(editPostHref(result.row.id)) },
      })
    },
    onError: () => toast.error(historyCopy.restoreFailed),
  })

  function ask(post: DeletedBlogPostRow) {
    if (window.confirm(copy.confirm(post.title, post.status === 'published'))) bringBack.mutate(post)
  }

  function goToPage(next: number) {
    history.replaceState(history.state, '', `${adminPaths.deleted}?page=${next}`)
    setPage(next)
    heading.current?.focus()
  }

  const rows = deleted.data?.rows ?? []
  const pages = Math.max(1, Math.ceil((deleted.data?.total ?? 0) / perPage))
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-ink focus:outline-none">
          {copy.heading}
        </h1>
        <a href={adminPaths.list} className={buttonVariants({ variant: 'secondary' })}>
          {copy.back}
        </a>
      </div>
      <p className="mt-3 max-w-3xl text-slate-700">{copy.lead}</p>
      <div className="mt-6">
        {deleted.isPending && (
          <p role="status" className="py-12 text-center text-lg text-slate-700">
            {copy.loading}
          </p>
        )}
        {deleted.isError && (
          <div className="rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center">
            <p role="alert" className="font-medium text-red-800">
              {deleted.error.message}
            </p>
            <button
              type="button"
              onClick={() => void deleted.refetch()}
              className={buttonVariants({ variant: 'secondary', className: 'mt-4' })}
            >
              {copy.retry}
            </button>
          </div>
        )}
        {deleted.isSuccess && rows.length === 0 && (
          <p className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center text-lg text-slate-700">
            {copy.empty}
          </p>
        )}
        {rows.length > 0 && (
          <ul aria-label={copy.listLabel} className="space-y-4">
            {rows.map((post) => {
              const { date, time } = dateAndTime(post.deleted_at)
              return (
                <li
                  key={post.post_id}
                  className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-5"
                >
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold break-words text-ink">{post.title}</h2>
                    <p className="text-sm break-words text-slate-700">/insights/{post.slug}</p>
                    <p className="mt-1 text-sm text-slate-700">
                      {copy.deletedWhen(date, time, post.actor_label, historyCopy.channels[post.channel])} ·{' '}
                      {post.status === 'published' ? copy.wasPublished : copy.wasDraft}
                    </p>
                  </div>
                  <button
                    type="button"
                    onClick={() => ask(post)}
                    disabled={bringBack.isPending}
                    aria-label={copy.bringBackLabel(post.title)}
                    className={buttonVariants({ variant: 'secondary' })}
                  >
                    {bringBack.isPending && bringBack.variables.post_id === post.post_id
                      ? copy.bringing
                      : copy.bringBack}
                  </button>
                </li>
              )
            })}
          </ul>
        )}
        <PageLinks
          copy={adminListCopy.pages}
          page={page}
          pages={pages}
          hrefOf={(n) => `${adminPaths.deleted}?page=${n}`}
          onGo={goToPage}
        />
      </div>
    </>
  )
}

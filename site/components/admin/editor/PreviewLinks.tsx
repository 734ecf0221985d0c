import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import type { PostForm } from '@/lib/admin/editor/index.ts'
import {
  articlePath,
  browserTimeZone,
  createPreviewLink,
  defaultPreviewLinkDays,
  formatDateTime,
  listPreviewLinks,
  loadedOrThrow,
  postStanding,
  previewLinkDays,
  previewSnapshot,
  previewUrl,
  revokePreviewLink,
  type PreviewLink,
  type PreviewLinkDays,
} from '@/lib/admin/index.ts'
import type { BlogPostRow, PublicClient } from '@/lib/supabase/index.ts'
import { cn } from '@/lib/ui/cn.ts'
import { previewLinksCopy as copy } from '@/copy/admin-previews.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { adminRetry } from '../queries.ts'
import { NewPreviewLink } from './NewPreviewLink.tsx'
import { RevokePreviewDialog } from './RevokePreviewDialog.tsx'

const small = buttonVariants({ variant: 'secondary', size: 'sm' })

/**
 * Shares a saved post with someone who has no account: lists its open links (who made each, when,
 * until when), makes one for 1, 7 or 30 days and shows it once to copy, and revokes one after asking.
 * A draft's link shows the draft as saved; a published post's link carries the editor's unsaved
 * changes (`unsaved`), and a live post without any has nothing to preview.
 */
export function PreviewLinks({
  client,
  post,
  unsaved,
}: {
  client: PublicClient
  post: BlogPostRow
  /** The editor's fields when they differ from the saved post; null when nothing is unsaved. */
  unsaved: PostForm | null
}) {
  const id = useId()
  const queries = useQueryClient()
  const key = ['admin', 'preview-links', post.id] as const
  const [days, setDays] = useState<PreviewLinkDays>(defaultPreviewLinkDays)
  const [made, setMade] = useState<{ url: string; changes: boolean } | null>(null)
  const [problem, setProblem] = useState('')
  const [revoking, setRevoking] = useState<PreviewLink | null>(null)
  const listHeading = useRef<HTMLHeadingElement>(null)

  const links = useQuery({
    // A save that leaves the post published ends its links: each saved version reads the list again.
    queryKey: [...key, post.updated_at],
    queryFn: async () => loadedOrThrow(await listPreviewLinks(client, post.id)).value,
    ...adminRetry,
  })
  const create = useMutation({
    mutationFn: async () => {
      // A published post's link shows what the editor holds, as a save would store it.
      const read = post.status === 'published' && unsaved ? previewSnapshot(unsaved, post, browserTimeZone()) : null
      if (read && !read.ok) return { ok: false as const, message: copy.fixFirst(read.problems[0]?.message ?? '') }
      const result = await createPreviewLink(client, post, { days, snapshot: read?.snapshot ?? null })
      return result.ok ? { ...result, changes: read !== null } : result
    },
    onSuccess: (result) => {
      setProblem(result.ok ? '' : result.message)
      if (!result.ok) return
      setMade({ url: previewUrl(result.token, window.location.origin), changes: result.changes })
      void queries.invalidateQueries({ queryKey: key })
    },
  })
  const revoke = useMutation({
    mutationFn: (link: PreviewLink) => revokePreviewLink(client, link.id),
    onSuccess: (result) => {
      if (result.ok) toast.success(copy.revoked)
      else toast.error(copy.revokeFailed, { description: result.message })
      void queries.invalidateQueries({ queryKey: key })
      // The link's row is gone from the list: the list itself takes the focus back.
      listHeading.current?.focus()
    },
  })

  const standing = postStanding(post, new Date())
  const live = standing === 'published' && !unsaved
  const lead =
    standing === 'draft'
      ? copy.lead.draft
      : live
        ? copy.lead.live(articlePath(post.slug))
        : standing === 'scheduled' && !unsaved
          ? copy.lead.scheduled
          : copy.lead.changes
  const note =
    unsaved && (standing === 'draft' ? copy.draftUnsaved : standing === 'scheduled' ? copy.scheduledUnsaved : '')

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h2 id={`${id}-heading`} className="font-semibold text-ink">
        {copy.heading}
      </h2>
      <p className="text-sm text-slate-700">{lead}</p>
      {!live && (
        <>
          {note && <p className="text-sm font-medium text-amber-800">{note}</p>}
          <fieldset>
            <legend className="text-sm font-medium text-ink">{copy.lifetime}</legend>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
              {previewLinkDays.map((choice) => (
                <label key={choice} className="inline-flex items-center gap-2 text-sm text-ink">
                  <input
                    type="radio"
                    name={`${id}-days`}
                    value={choice}
                    checked={days === choice}
                    onChange={() => setDays(choice)}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {copy.days(choice)}
                </label>
              ))}
            </div>
          </fieldset>
          <button
            type="button"
            onClick={() => create.mutate()}
            disabled={create.isPending}
            className={cn(small, 'w-full')}
          >
            {create.isPending ? copy.creating : copy.create}
          </button>
          {problem && (
            <p role="alert" className="text-sm text-red-800">
              {problem}
            </p>
          )}
          {made && <NewPreviewLink key={made.url} url={made.url} changes={made.changes} />}
        </>
      )}

      <div>
        <h3 ref={listHeading} tabIndex={-1} className="text-sm font-semibold text-ink focus:outline-none">
          {copy.open.heading}
        </h3>
        {links.isPending ? (
          <p role="status" className="mt-2 text-sm text-slate-700">
            {copy.open.loading}
          </p>
        ) : links.isError ? (
          <div className="mt-2 space-y-2">
            <p role="alert" className="text-sm text-red-800">
              {links.error.message}
            </p>
            <button type="button" onClick={() => void links.refetch()} className={small}>
              {copy.open.retry}
            </button>
          </div>
        ) : links.data.links.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{copy.open.none}</p>
        ) : (
          <>
            <ul className="mt-2 divide-y divide-slate-200">
              {links.data.links.map((link) => {
                const when = formatDateTime(link.created_at)
                return (
                  <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                    <div>
                      <p className="text-ink">{copy.open.madeBy(link.byYou, when)}</p>
                      <p className="text-slate-700">{copy.open.expires(formatDateTime(link.expires_at))}</p>
                    </div>
                    <button
                      type="button"
                      aria-label={copy.open.revokeLabel(when)}
                      onClick={() => setRevoking(link)}
                      className={small}
                    >
                      {copy.open.revoke}
                    </button>
                  </li>
                )
              })}
            </ul>
            {links.data.open > links.data.links.length && (
              <p className="mt-2 text-sm text-slate-700">{copy.open.more(links.data.links.length, links.data.open)}</p>
            )}
          </>
        )}
      </div>

      {revoking && (
        <RevokePreviewDialog
          onConfirm={() => {
            setRevoking(null)
            revoke.mutate(revoking)
          }}
          onCancel={() => {
            setRevoking(null)
            listHeading.current?.focus()
          }}
        />
      )}
    </section>
  )
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { formFromRow } from '@/lib/admin/editor/index.ts'
import { loadedOrThrow, loadHistory, restorePostVersion, type HistoryVersion } from '@/lib/admin/index.ts'
import type { BlogPostRow, PublicClient } from '@/lib/supabase/index.ts'
import { historyCopy as copy } from '@/copy/admin-history.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { useRebuildRequest } from '../live/useRebuildRequest.ts'
import { adminKeys, adminRetry } from '../queries.ts'
import { VersionDialog } from './VersionDialog.tsx'
import { VersionLine } from './VersionLine.tsx'

/** Versions shown before "Show all": the latest few are what a writer usually wants. */
const firstShown = 8

/**
 * The editor's History panel: every version of the saved post, newest first, with who saved it,
 * when and from where; any one can be compared with the post as it is now and restored, as a new
 * version, over the version the editor loaded. A restore opens the restored post in the editor.
 */
export function HistoryPanel({
  client,
  post,
  dirty,
  timeZone,
}: {
  client: PublicClient
  post: BlogPostRow
  /** The editor holds unsaved changes: a restore would throw them away, so it waits for a save or a discard. */
  dirty: boolean
  timeZone: string
}) {
  const queryClient = useQueryClient()
  const [all, setAll] = useState(false)
  const [open, setOpen] = useState<HistoryVersion | null>(null)
  const history = useQuery({
    // A save moves updated_at: the history is read again with the version it added.
    queryKey: ['admin', 'post-history', post.id, post.updated_at],
    queryFn: async () => loadedOrThrow(await loadHistory(client, post.id)).value,
    ...adminRetry,
  })
  const rebuild = useRebuildRequest(client)
  const restore = useMutation({
    mutationFn: (version: HistoryVersion) => restorePostVersion(client, version, post),
    onSuccess: (result, version) => {
      if (!result.ok) return void toast.error(result.message)
      setOpen(null)
      toast.success(copy.restored(version.version), { description: copy.restoredNote })
      if (result.row.status === 'published') rebuild.mutate()
      // The editor opens the restored post as if loaded afresh (PostEditor keys its form by the version).
      queryClient.setQueryData(adminKeys.post(post.id), { row: result.row, form: formFromRow(result.row, timeZone) })
    },
    onError: () => toast.error(copy.restoreFailed),
  })

  const versions = history.data ?? []
  const shown = all ? versions : versions.slice(0, firstShown)
  return (
    <section aria-labelledby="history-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="history-heading" className="text-lg font-semibold text-ink">
        {copy.panel.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{copy.panel.lead}</p>
      {history.isPending && (
        <p role="status" className="mt-4 text-sm text-slate-700">
          {copy.panel.loading}
        </p>
      )}
      {history.isError && (
        <div className="mt-4">
          <p role="alert" className="text-sm text-red-800">
            {history.error.message}
          </p>
          <button
            type="button"
            onClick={() => void history.refetch()}
            className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'mt-2' })}
          >
            {copy.panel.retry}
          </button>
        </div>
      )}
      {versions.length > 0 && (
        <>
          <p className="mt-3 text-sm font-medium text-slate-800">{copy.panel.count(versions.length)}</p>
          <ol aria-label={copy.panel.heading} className="mt-2 divide-y divide-slate-200">
            {shown.map((version) => (
              <li key={version.version} className="py-3">
                <VersionLine
                  version={version}
                  earlier={versions.find((other) => other.version < version.version)}
                  timeZone={timeZone}
                  onOpen={() => setOpen(version)}
                />
              </li>
            ))}
          </ol>
          {!all && versions.length > firstShown && (
            <button
              type="button"
              onClick={() => setAll(true)}
              className={buttonVariants({ variant: 'link', size: 'sm' })}
            >
              {copy.panel.showAll(versions.length)}
            </button>
          )}
        </>
      )}
      {open && (
        <VersionDialog
          version={open}
          current={post}
          timeZone={timeZone}
          blocked={dirty ? copy.panel.unsavedNote : null}
          restoring={restore.isPending}
          onRestore={() => restore.mutate(open)}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  )
}

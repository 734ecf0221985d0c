import { useMemo } from 'react'
import { dateAndTime, versionDifferences, type HistoryVersion } from '@/lib/admin/index.ts'
import type { BlogPostRow } from '@/lib/supabase/index.ts'
import { cn } from '@/lib/ui/cn.ts'
import { historyCopy } from '@/copy/admin-history.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { useShownModal } from '../editor/useShownModal.ts'

const copy = historyCopy.dialog

/**
 * One version beside the post as it is now: the fields that differ, and the text line by line
 * (what restoring brings back and what it takes away), with Restore. Escape or Close closes it.
 */
export function VersionDialog({
  version,
  current,
  timeZone,
  blocked,
  restoring,
  onRestore,
  onClose,
}: {
  version: HistoryVersion
  current: BlogPostRow
  timeZone: string
  /** Why restoring must wait, or null when it may go ahead. */
  blocked: string | null
  restoring: boolean
  onRestore: () => void
  onClose: () => void
}) {
  const dialog = useShownModal()
  const differences = useMemo(() => versionDifferences(version.post, current), [version, current])
  const { date, time } = dateAndTime(version.recordedAt, timeZone)
  return (
    <dialog
      ref={dialog}
      aria-labelledby="version-heading"
      aria-describedby="version-lead"
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className="m-auto w-[min(56rem,calc(100%-2rem))] rounded-xl border border-slate-300 bg-white p-0 text-ink shadow-xl backdrop:bg-navy-950/60"
    >
      <div className="max-h-[85vh] overflow-y-auto p-6">
        <h2 id="version-heading" className="text-2xl font-bold tracking-tight">
          {copy.heading(version.version)}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {historyCopy.when(date, time)} {historyCopy.by(version.actor)} · {historyCopy.channels[version.channel]}
        </p>
        <p id="version-lead" className="mt-3 text-slate-700">
          {copy.lead} {copy.keeps}
        </p>

        <h3 className="mt-6 text-lg font-semibold">{copy.fields}</h3>
        {differences.fields.length === 0 ? (
          <p className="mt-2 text-slate-700">{copy.noFields}</p>
        ) : (
          <dl className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {differences.fields.map((field) => (
              <div key={field.label} className="grid gap-2 p-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
                <dt className="font-semibold">{field.label}</dt>
                <dd className="space-y-1 text-sm break-words">
                  <p>
                    <span className="font-medium text-slate-700">{copy.thisVersion}: </span>
                    <ins className="text-ink no-underline">{field.then}</ins>
                  </p>
                  <p>
                    <span className="font-medium text-slate-700">{copy.now}: </span>
                    <del className="text-slate-800">{field.now}</del>
                  </p>
                </dd>
              </div>
            ))}
          </dl>
        )}

        <h3 className="mt-6 text-lg font-semibold">{copy.body}</h3>
        {differences.body === null ? (
          <p className="mt-2 text-slate-700">{copy.sameBody}</p>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-700">{copy.legend}</p>
            <div
              tabIndex={0}
              aria-label={copy.body}
              className="mt-2 max-h-96 overflow-auto rounded-lg border border-slate-200 font-mono text-sm focus-visible:outline-3 focus-visible:outline-focus"
            >
              {differences.body.map((line, index) => (
                <p
                  key={index}
                  className={cn(
                    'min-h-6 px-3 whitespace-pre-wrap break-words',
                    line.kind === 'added' && 'bg-emerald-50 text-emerald-950',
                    line.kind === 'removed' && 'bg-red-50 text-red-950',
                  )}
                >
                  {line.kind === 'same' ? (
                    line.text
                  ) : line.kind === 'added' ? (
                    <ins className="no-underline">
                      <span className="font-sans text-xs font-semibold">{copy.thisVersion}: </span>
                      {line.text}
                    </ins>
                  ) : (
                    <del className="no-underline">
                      <span className="font-sans text-xs font-semibold">{copy.now}: </span>
                      {line.text}
                    </del>
                  )}
                </p>
              ))}
            </div>
          </>
        )}

        {blocked && (
          <p role="note" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
            {blocked}
          </p>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={onRestore}
            disabled={blocked !== null || restoring}
            className={buttonVariants()}
          >
            {restoring ? copy.restoring : copy.restore}
          </button>
          <button type="button" onClick={onClose} className={buttonVariants({ variant: 'secondary' })}>
            {copy.close}
          </button>
        </div>
      </div>
    </dialog>
  )
}

import { useId } from 'react'
import { dateAndTime } from '@/lib/admin/index.ts'
import { editorCopy } from '@/copy/admin-editor.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { useShownModal } from './useShownModal.ts'

const copy = editorCopy.liveDraft

/**
 * Asked when Save Draft is pressed on a post visitors can read (or will, on schedule): a writer who
 * saves work in progress rarely means to take the article down. The changes can be saved with the
 * post kept on the site (the publish checks still apply), or saved with it taken off; Escape or
 * Cancel saves nothing. The first choice is the one a writer most often means, and has the focus.
 */
export function LiveDraftDialog({
  scheduledFor,
  timeZone,
  blocked,
  onKeep,
  onTakeOff,
  onCancel,
}: {
  /** When a scheduled post goes live; null for a post visitors can read now. */
  scheduledFor: string | null
  timeZone: string
  /** How many problems keep this version from going out (none: it may stay on the site). */
  blocked: number
  onKeep: () => void
  onTakeOff: () => void
  onCancel: () => void
}) {
  const id = useId()
  const dialog = useShownModal()
  const answer = (then: () => void) => {
    dialog.current?.close()
    then()
  }
  const when = scheduledFor && dateAndTime(scheduledFor, timeZone)
  const standing = when ? 'scheduled' : 'published'
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-lead`}
      onCancel={(event) => {
        event.preventDefault()
        answer(onCancel)
      }}
      className="m-auto w-[min(36rem,calc(100%-2rem))] rounded-xl border border-slate-300 bg-white p-0 text-ink shadow-xl backdrop:bg-navy-950/60"
    >
      <div className="max-h-[80vh] overflow-y-auto p-6">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
          {copy.heading[standing]}
        </h2>
        <p id={`${id}-lead`} className="mt-3 text-slate-700">
          {when ? copy.lead.scheduled(when.date, when.time, timeZone) : copy.lead.published}
        </p>
        <div className="mt-5 space-y-4">
          <div>
            <button
              type="button"
              onClick={() => answer(onKeep)}
              aria-describedby={`${id}-keep`}
              className={buttonVariants()}
            >
              {copy.keep[standing]}
            </button>
            <p id={`${id}-keep`} className="mt-1.5 text-sm text-slate-700">
              {blocked > 0 ? (
                <span className="font-medium text-red-700">{copy.blocked(blocked)}</span>
              ) : (
                copy.keepNote[standing]
              )}
            </p>
          </div>
          <div>
            <button
              type="button"
              onClick={() => answer(onTakeOff)}
              aria-describedby={`${id}-take-off`}
              className={buttonVariants({ variant: 'secondary' })}
            >
              {copy.takeOff[standing]}
            </button>
            <p id={`${id}-take-off`} className="mt-1.5 text-sm text-slate-700">
              {copy.takeOffNote[standing]}
            </p>
          </div>
        </div>
        <div className="mt-6">
          <button type="button" onClick={() => answer(onCancel)} className={buttonVariants({ variant: 'link' })}>
            {copy.cancel}
          </button>
        </div>
      </div>
    </dialog>
  )
}

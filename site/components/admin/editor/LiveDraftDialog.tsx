import { useId } from 'react'
import { dateAndTime } from '@/lib/admin/index.ts'
import { editorCopy } from '@/copy/admin-editor.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { ModalDialog } from './ModalDialog.tsx'

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
  const when = scheduledFor && dateAndTime(scheduledFor, timeZone)
  const standing = when ? 'scheduled' : 'published'
  return (
    <ModalDialog heading={copy.heading[standing]} onCancel={onCancel}>
      {({ descriptionId, answer }) => (
        <>
          <p id={descriptionId} className="mt-3 text-slate-700">
            {when ? copy.lead.scheduled(when.date, when.time, timeZone) : copy.lead.published}
          </p>
          <div className="mt-5 space-y-4">
            <div>
              <button
                type="button"
                onClick={answer(onKeep)}
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
                onClick={answer(onTakeOff)}
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
            <button type="button" onClick={answer(onCancel)} className={buttonVariants({ variant: 'link' })}>
              {copy.cancel}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  )
}

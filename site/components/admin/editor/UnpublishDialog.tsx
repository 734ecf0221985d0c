import { useId } from 'react'
import { dateAndTime } from '@/lib/admin/index.ts'
import { editorCopy } from '@/copy/admin-editor.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { useShownModal } from './useShownModal.ts'

const copy = editorCopy.unpublish

/** The post Unpublish would take off the site: its address, and its publish time when that is still ahead. */
export interface UnpublishPlan {
  slug: string
  /** When a scheduled post would have gone live; null for a post visitors can read now. */
  scheduledFor: string | null
  /** Whether the editor holds changes that unpublishing leaves unsaved. */
  unsaved: boolean
}

/**
 * Asks before a live or scheduled post becomes a draft again, saying what follows: it leaves the site
 * at the next rebuild, its address answers "page not found" (or it will not go live), and its text
 * is kept. Escape or Cancel changes nothing; the dialog closes itself before it answers.
 */
export function UnpublishDialog({
  plan,
  timeZone,
  onConfirm,
  onCancel,
}: {
  plan: UnpublishPlan
  timeZone: string
  onConfirm: () => void
  onCancel: () => void
}) {
  const id = useId()
  const dialog = useShownModal()
  const answer = (then: () => void) => {
    dialog.current?.close()
    then()
  }
  const when = plan.scheduledFor && dateAndTime(plan.scheduledFor, timeZone)
  const follows = when
    ? [copy.notScheduled(when.date, when.time, timeZone), copy.kept]
    : [copy.leaves, copy.notFound(plan.slug), copy.kept]
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-details`}
      onCancel={(event) => {
        event.preventDefault()
        answer(onCancel)
      }}
      className="m-auto w-[min(36rem,calc(100%-2rem))] rounded-xl border border-slate-300 bg-white p-0 text-ink shadow-xl backdrop:bg-navy-950/60"
    >
      <div className="max-h-[80vh] overflow-y-auto p-6">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
          {copy.heading}
        </h2>
        <div id={`${id}-details`}>
          <p className="mt-3 text-slate-700">{copy.lead}</p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {follows.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {plan.unsaved && <p className="mt-3 font-medium text-amber-900">{copy.unsaved}</p>}
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" onClick={() => answer(onConfirm)} className={buttonVariants()}>
            {copy.confirm}
          </button>
          <button type="button" onClick={() => answer(onCancel)} className={buttonVariants({ variant: 'secondary' })}>
            {copy.cancel}
          </button>
        </div>
      </div>
    </dialog>
  )
}

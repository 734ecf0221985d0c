import { dateAndTime } from '@/lib/admin/index.ts'
import { editorCopy } from '@/copy/admin-editor.ts'
import { ConfirmOrCancel, ModalDialog } from './ModalDialog.tsx'

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
  const when = plan.scheduledFor && dateAndTime(plan.scheduledFor, timeZone)
  const follows = when
    ? [copy.notScheduled(when.date, when.time, timeZone), copy.kept]
    : [copy.leaves, copy.notFound(plan.slug), copy.kept]
  return (
    <ModalDialog heading={copy.heading} onCancel={onCancel}>
      {({ descriptionId, answer }) => (
        <>
          <div id={descriptionId}>
            <p className="mt-3 text-slate-700">{copy.lead}</p>
            <ul className="mt-2 list-disc space-y-1 pl-6">
              {follows.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {plan.unsaved && <p className="mt-3 font-medium text-amber-900">{copy.unsaved}</p>}
          </div>
          <ConfirmOrCancel
            answer={answer}
            confirm={copy.confirm}
            cancel={copy.cancel}
            onConfirm={onConfirm}
            onCancel={onCancel}
          />
        </>
      )}
    </ModalDialog>
  )
}

import { articlePath, dateAndTime } from '@/lib/admin/index.ts'
import { editorCopy } from '@/copy/admin-editor.ts'
import { ConfirmOrCancel, ModalDialog } from './ModalDialog.tsx'

const copy = editorCopy.publishDialog

/** What a publish is about to put on the site. */
export interface PublishPlan {
  title: string
  slug: string
  /** When the post goes live, if that is still ahead; null when it goes live now. */
  publishAt: string | null
  /** The post's old slug, when the publish moves a post readers may have seen. */
  movedFrom: string | null
}

/**
 * Asks before a post goes on the public site, saying what goes live, at which address and when.
 * Escape or Cancel changes nothing. The dialog closes itself before it answers, so the page behind
 * it can take the focus back.
 */
export function PublishDialog({
  plan,
  timeZone,
  onConfirm,
  onCancel,
}: {
  plan: PublishPlan
  timeZone: string
  onConfirm: () => void
  onCancel: () => void
}) {
  const when = plan.publishAt && dateAndTime(plan.publishAt, timeZone)
  return (
    <ModalDialog heading={copy.heading} onCancel={onCancel}>
      {({ descriptionId, answer }) => (
        <>
          <div id={descriptionId}>
            <p className="mt-3 text-slate-700">{copy.lead}</p>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-lg border border-slate-200 p-4">
              <dt className="text-slate-700">{copy.post}</dt>
              <dd className="font-semibold break-words">{plan.title}</dd>
              <dt className="text-slate-700">{copy.address}</dt>
              <dd className="font-mono text-sm break-all">{articlePath(plan.slug)}</dd>
              <dt className="text-slate-700">{copy.when}</dt>
              <dd>{when ? copy.at(when.date, when.time, timeZone) : copy.now}</dd>
            </dl>
            {plan.movedFrom && <p className="mt-3 text-slate-700">{copy.moved(plan.movedFrom)}</p>}
          </div>
          <ConfirmOrCancel
            answer={answer}
            confirm={when ? copy.confirmScheduled : copy.confirm}
            cancel={copy.cancel}
            onConfirm={onConfirm}
            onCancel={onCancel}
          />
        </>
      )}
    </ModalDialog>
  )
}

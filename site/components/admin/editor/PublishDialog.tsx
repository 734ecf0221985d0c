import { useId } from 'react'
import { articlePath, dateAndTime } from '@/lib/admin/index.ts'
import { editorCopy } from '@/copy/admin-editor.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { useShownModal } from './useShownModal.ts'

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
  const id = useId()
  const dialog = useShownModal()
  const answer = (then: () => void) => {
    dialog.current?.close()
    then()
  }
  const when = plan.publishAt && dateAndTime(plan.publishAt, timeZone)
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
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" onClick={() => answer(onConfirm)} className={buttonVariants()}>
            {when ? copy.confirmScheduled : copy.confirm}
          </button>
          <button type="button" onClick={() => answer(onCancel)} className={buttonVariants({ variant: 'secondary' })}>
            {copy.cancel}
          </button>
        </div>
      </div>
    </dialog>
  )
}

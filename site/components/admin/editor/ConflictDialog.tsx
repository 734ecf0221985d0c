import type { FieldConflict } from '@/lib/admin/editor/index.ts'
import { editorCopy } from '@/copy/admin-editor.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { ModalDialog } from './ModalDialog.tsx'

const copy = editorCopy.conflict

/**
 * Shown when a save found that someone else saved the post first: what they changed, and the two
 * ways on (overwrite their version with this one, or load theirs); Escape or 'Keep editing' closes it.
 */
export function ConflictDialog({
  changes,
  onOverwrite,
  onReload,
  onCancel,
}: {
  changes: FieldConflict[]
  onOverwrite: () => void
  onReload: () => void
  onCancel: () => void
}) {
  return (
    <ModalDialog heading={copy.heading} width="wide" onCancel={onCancel}>
      {({ descriptionId, answer }) => (
        <>
          <p id={descriptionId} className="mt-3 text-slate-700">
            {copy.lead}
          </p>
          {changes.length === 0 ? (
            <p className="mt-4 text-slate-700">{copy.onlyHidden}</p>
          ) : (
            <dl className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
              {changes.map((change) => (
                <div key={change.field} className="grid gap-2 p-4 sm:grid-cols-[9rem_minmax(0,1fr)]">
                  <dt className="font-semibold">{change.label}</dt>
                  <dd className="space-y-1 text-sm break-words">
                    <p>
                      <span className="font-medium text-slate-700">{copy.yours}: </span>
                      <del className="text-slate-800">{change.before}</del>
                    </p>
                    <p>
                      <span className="font-medium text-slate-700">{copy.theirs}: </span>
                      <ins className="text-ink no-underline">{change.after}</ins>
                    </p>
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <p className="mt-4 text-sm text-slate-700">{copy.reloadNote}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="button" onClick={answer(onOverwrite)} className={buttonVariants()}>
              {copy.overwrite}
            </button>
            <button type="button" onClick={answer(onReload)} className={buttonVariants({ variant: 'secondary' })}>
              {copy.reload}
            </button>
            <button type="button" onClick={answer(onCancel)} className={buttonVariants({ variant: 'link' })}>
              {copy.cancel}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  )
}

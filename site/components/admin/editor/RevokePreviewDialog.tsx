import { previewLinksCopy as copy } from '@/copy/admin-previews.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { ModalDialog } from './ModalDialog.tsx'

/** Asks before a link is revoked; Escape or Cancel keeps it. */
export function RevokePreviewDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  return (
    <ModalDialog heading={copy.revokeDialog.heading} width="narrow" onCancel={onCancel}>
      {({ descriptionId, answer }) => (
        <>
          <p id={descriptionId} className="mt-3 text-slate-700">
            {copy.revokeDialog.text}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={answer(onConfirm)}
              className={buttonVariants({ className: 'bg-red-700 hover:bg-red-800' })}
            >
              {copy.revokeDialog.confirm}
            </button>
            <button type="button" onClick={answer(onCancel)} className={buttonVariants({ variant: 'secondary' })}>
              {copy.revokeDialog.cancel}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  )
}

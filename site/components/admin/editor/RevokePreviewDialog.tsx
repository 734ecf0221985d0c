import { previewLinksCopy as copy } from '@/copy/admin-previews.ts'
import { ConfirmOrCancel, ModalDialog } from './ModalDialog.tsx'

/** Asks before a link is revoked; Escape or Cancel keeps it. */
export function RevokePreviewDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  return (
    <ModalDialog heading={copy.revokeDialog.heading} width="narrow" onCancel={onCancel}>
      {({ descriptionId, answer }) => (
        <>
          <p id={descriptionId} className="mt-3 text-slate-700">
            {copy.revokeDialog.text}
          </p>
          <ConfirmOrCancel
            answer={answer}
            confirm={copy.revokeDialog.confirm}
            cancel={copy.revokeDialog.cancel}
            onConfirm={onConfirm}
            onCancel={onCancel}
            danger
          />
        </>
      )}
    </ModalDialog>
  )
}

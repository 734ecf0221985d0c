import { useId } from 'react'
import { previewLinksCopy as copy } from '@/copy/admin-previews.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { useShownModal } from './useShownModal.ts'

/** Asks before a link is revoked; Escape or Cancel keeps it. */
export function RevokePreviewDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const id = useId()
  const dialog = useShownModal()
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
      className="m-auto w-[min(30rem,calc(100%-2rem))] rounded-xl border border-slate-300 bg-white p-6 text-ink shadow-xl backdrop:bg-navy-950/60"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold tracking-tight">
        {copy.revokeDialog.heading}
      </h2>
      <p id={`${id}-text`} className="mt-3 text-slate-700">
        {copy.revokeDialog.text}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onConfirm}
          className={buttonVariants({ className: 'bg-red-700 hover:bg-red-800' })}
        >
          {copy.revokeDialog.confirm}
        </button>
        <button type="button" onClick={onCancel} className={buttonVariants({ variant: 'secondary' })}>
          {copy.revokeDialog.cancel}
        </button>
      </div>
    </dialog>
  )
}

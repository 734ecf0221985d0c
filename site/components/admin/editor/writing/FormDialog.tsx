import { useId, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { buttonVariants } from '../../../ui/button.tsx'
import { useShownModal } from '../useShownModal.ts'

/**
 * A modal dialog that asks for something: a heading, its fields, a button that answers (`submit`,
 * left out when there is nothing to answer) and one that cancels. It is drawn outside the post's
 * form, as a form inside a form is not allowed, and its submit stops at its own form: Enter in its
 * field answers it and never saves the post. Escape cancels. `onSubmit` gets `close`, to call once it
 * takes the answer (the page behind can then have the focus back); left open, the dialog says why.
 */
export function FormDialog({
  heading,
  submit,
  cancel,
  onSubmit,
  onCancel,
  children,
}: {
  heading: string
  submit?: string
  cancel: string
  onSubmit: (close: () => void) => void
  onCancel: () => void
  children: ReactNode
}) {
  const id = useId()
  const dialog = useShownModal()
  const close = () => dialog.current?.close()
  const cancelled = () => {
    close()
    onCancel()
  }
  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-heading`}
      onCancel={(event) => {
        event.preventDefault()
        cancelled()
      }}
      className="m-auto w-[min(34rem,calc(100%-2rem))] rounded-xl border border-slate-300 bg-white p-0 text-ink shadow-xl backdrop:bg-navy-950/60"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          // React passes events up its own tree, which runs on through the post's form.
          event.stopPropagation()
          onSubmit(close)
        }}
        className="max-h-[85vh] space-y-4 overflow-y-auto p-6"
      >
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
          {heading}
        </h2>
        {children}
        <div className="flex flex-wrap gap-3 pt-2">
          {submit && (
            <button type="submit" className={buttonVariants()}>
              {submit}
            </button>
          )}
          {/* With nothing left to answer, the focus goes to the one way out (a new button, so autoFocus takes it). */}
          <button
            key={submit ? 'cancel' : 'close'}
            type="button"
            autoFocus={!submit}
            onClick={cancelled}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {cancel}
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  )
}

import { useId, type MouseEvent, type ReactNode } from 'react'
import { buttonVariants } from '../../ui/button.tsx'
import { useShownModal } from './useShownModal.ts'

// Written out whole, so that Tailwind finds each class.
const widths = {
  narrow: 'w-[min(30rem,calc(100%-2rem))]',
  medium: 'w-[min(36rem,calc(100%-2rem))]',
  wide: 'w-[min(44rem,calc(100%-2rem))]',
}

/** What a dialog's body is given: the id of what describes the dialog, and how to answer it. */
export interface ModalAnswer {
  /** Put on the element that says what the choice is about: assistive technology reads it with the heading. */
  descriptionId: string
  /** A button's click handler that closes the dialog, then does what the choice means. */
  answer: (then: () => void) => (event: MouseEvent<HTMLElement>) => void
}

/**
 * The admin's question in a modal dialog: open while mounted (the browser moves focus into it and
 * keeps the page behind out of reach), named by its heading, scrolling within itself when taller
 * than the screen. Escape answers as `onCancel` does.
 */
export function ModalDialog({
  heading,
  width = 'medium',
  onCancel,
  children,
}: {
  heading: ReactNode
  width?: keyof typeof widths
  onCancel: () => void
  children: (dialog: ModalAnswer) => ReactNode
}) {
  const id = useId()
  const dialog = useShownModal()
  const answer = (then: () => void) => (event: MouseEvent<HTMLElement>) => {
    event.currentTarget.closest('dialog')?.close()
    then()
  }
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-description`}
      onCancel={(event) => {
        event.preventDefault()
        event.currentTarget.close()
        onCancel()
      }}
      className={`m-auto ${widths[width]} rounded-xl border border-slate-300 bg-white p-0 text-ink shadow-xl backdrop:bg-navy-950/60`}
    >
      <div className="max-h-[80vh] overflow-y-auto p-6">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
          {heading}
        </h2>
        {children({ descriptionId: `${id}-description`, answer })}
      </div>
    </dialog>
  )
}

/** The usual two answers: the action the dialog asks about, first and with the focus, and Cancel. */
export function ConfirmOrCancel({
  answer,
  confirm,
  cancel,
  onConfirm,
  onCancel,
  danger = false,
}: {
  answer: ModalAnswer['answer']
  confirm: string
  cancel: string
  onConfirm: () => void
  onCancel: () => void
  /** An action that removes something: the button says so in red. */
  danger?: boolean
}) {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <button
        type="button"
        onClick={answer(onConfirm)}
        className={buttonVariants(danger ? { className: 'bg-red-700 hover:bg-red-800' } : {})}
      >
        {confirm}
      </button>
      <button type="button" onClick={answer(onCancel)} className={buttonVariants({ variant: 'secondary' })}>
        {cancel}
      </button>
    </div>
  )
}

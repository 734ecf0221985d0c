import { useEffect, useRef } from 'react'

/**
 * A ref for a <dialog> that is open, as a modal, for as long as it is mounted: the browser moves
 * focus into it, keeps the page behind it out of reach, and closes it on Escape (its cancel event).
 */
export function useShownModal() {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])
  return dialog
}

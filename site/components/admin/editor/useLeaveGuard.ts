import { useEffect } from 'react'
import { editorCopy } from '@/copy/admin-editor.ts'

/** While there are unsaved changes, asks before the page is left: by reload, by closing the tab, or by a link. */
export function useLeaveGuard(dirty: boolean): void {
  // Reloading or closing the tab with unsaved changes asks first, and so does following a link away
  // (the site's router takes links over before anything else could stop them, so this listens first).
  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (
        !(link instanceof HTMLAnchorElement) ||
        link.target === '_blank' ||
        event.button !== 0 ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      if (link.origin !== location.origin || link.pathname === location.pathname) return
      if (window.confirm(editorCopy.leaveConfirm)) return
      event.preventDefault()
      event.stopPropagation()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, { capture: true })
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, { capture: true })
    }
  }, [dirty])
}

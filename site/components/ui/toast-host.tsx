import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { toast } from 'sonner'
import { Toaster } from './toaster.tsx'

/** Resolves once the toaster beside it has mounted and listens for toasts. */
function Ready({ done }: { done: () => void }) {
  useEffect(done, [done])
  return null
}

/** Puts the site's toaster at the end of the page and gives back `toast` once it is listening. */
export function mountToaster(): Promise<typeof toast> {
  const host = document.createElement('div')
  document.body.append(host)
  return new Promise((resolve) =>
    createRoot(host).render(
      <>
        <Toaster />
        <Ready done={() => resolve(toast)} />
      </>,
    ),
  )
}

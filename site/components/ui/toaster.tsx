import { Toaster as SonnerToaster } from 'sonner'

/**
 * The site's notifications, as its constants set them: bottom-right, a 'Notifications' region,
 * Alt+T to reach it, 4 seconds each, at most three at once, each with a close button; swiping and
 * Escape dismiss them.
 */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-right"
      containerAriaLabel="Notifications"
      hotkey={['altKey', 'KeyT']}
      duration={4000}
      visibleToasts={3}
      closeButton
    />
  )
}

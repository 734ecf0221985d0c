// Toasts for a public page's island. Most visitors never see one, so the toast library and its
// toaster are not part of the page's first load: they load when the visitor starts on what may raise
// one (the contact form, on its first focus), so that the toaster's live region is in the page well
// before the first toast arrives, as screen readers need to announce it.
type Toast = Awaited<ReturnType<(typeof import('./toast-host.tsx'))['mountToaster']>>

let toaster: Promise<Toast> | undefined

/** Loads and mounts the toaster, once. */
export function prepareToasts(): Promise<Toast> {
  toaster ??= import('./toast-host.tsx').then((host) => host.mountToaster())
  return toaster
}

/** Shows a success or error toast with a description, as the site's toaster draws them. */
export function notify(kind: 'success' | 'error', title: string, description: string): void {
  void prepareToasts().then((toast) => toast[kind](title, { description }))
}

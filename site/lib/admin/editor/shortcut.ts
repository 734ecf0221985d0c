// Ctrl+S (⌘S on a Mac) saves the post as it stands, from anywhere in the editor's form.

/** Whether a key press is the save shortcut: S with Ctrl, or with ⌘ on a Mac, and no other modifier. */
export function isSaveShortcut(event: {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
}): boolean {
  return event.key.toLowerCase() === 's' && event.ctrlKey !== event.metaKey && !event.altKey && !event.shiftKey
}

/** Whether the browser runs on an Apple system, whose users press ⌘ rather than Ctrl. */
export function onApple(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform)
}

// The writing area's shortcuts: B, I and K with Ctrl (⌘ on a Mac), as word processors have them.
// Ctrl+S, the form's, is the save shortcut's (shortcut.ts).

const shortcuts = { b: 'bold', i: 'italic', k: 'link' } as const

/** What the writing area does for a key press: bold, italic or a link, or nothing (null). */
export function writingShortcut(event: {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
}): (typeof shortcuts)[keyof typeof shortcuts] | null {
  if (event.ctrlKey === event.metaKey || event.altKey || event.shiftKey) return null
  return shortcuts[event.key.toLowerCase() as keyof typeof shortcuts] ?? null
}

/** How a shortcut is written for the person: Ctrl+B, or ⌘B on a Mac. */
export function shortcutKeys(key: string, apple: boolean): string {
  return apple ? `⌘${key.toUpperCase()}` : `Ctrl+${key.toUpperCase()}`
}

import type { PreviewLinkDays } from '../lib/admin/previews.ts'

/** What the editor's preview-link panel says: sharing a post with someone who has no account. */
export const previewLinksCopy = {
  heading: 'Share a preview',
  lead: {
    draft:
      'Anyone with a preview link can read this draft as it will look, without an account, until the link expires or you revoke it. It shows the draft as last saved, later saves included; publishing or deleting the post ends it.',
    scheduled:
      'Anyone with a preview link can read this scheduled article before it goes live, without an account. Saving the article again, or deleting it, ends its links.',
    changes:
      'Anyone with a preview link can read your unsaved changes as they are now, without an account, before they go live. Saving the article ends its links.',
    live: (path: string) =>
      `This article is live at ${path}: share that address. To show changes before they go live, edit the article and share a preview of them.`,
  },
  draftUnsaved: 'You have unsaved changes: save the draft for the link to show them.',
  scheduledUnsaved: 'The link will carry your unsaved changes as they are now.',
  fixFirst: (problem: string) => `Fix this before sharing your changes: ${problem}`,
  lifetime: 'The link works for',
  days: (days: PreviewLinkDays) => (days === 1 ? '1 day' : `${days} days`),
  create: 'Create preview link',
  creating: 'Creating link...',
  made: {
    label: 'New preview link',
    copy: 'Copy link',
    copied: 'Link copied.',
    copyFailed: 'The link could not be copied here: select it and copy it by hand.',
    once: 'Copy it now: the link is not stored anywhere, so it cannot be shown again.',
    changes: 'It shows your unsaved changes as they were when you created it.',
  },
  open: {
    heading: 'Open links',
    loading: 'Loading the open links...',
    none: 'No open preview links.',
    retry: 'Try again',
    madeBy: (byYou: boolean, when: string) => `${byYou ? 'Made by you' : 'Made by another staff member'} on ${when}`,
    expires: (when: string) => `Expires ${when}`,
    more: (listed: number, open: number) => `Showing the ${listed} newest of ${open} open links.`,
    revoke: 'Revoke',
    revokeLabel: (when: string) => `Revoke the link made on ${when}`,
  },
  revokeDialog: {
    heading: 'Revoke this preview link?',
    text: 'Whoever opens it from now on is told it was revoked. This cannot be undone: to share the post again, create a new link.',
    confirm: 'Revoke link',
    cancel: 'Cancel',
  },
  revoked: 'Preview link revoked',
  revokeFailed: 'The link was not revoked',
} as const

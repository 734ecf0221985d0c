import { defaultPostForm, draftStore, sameForm } from '@/lib/admin/editor/index.ts'
import type { OpenedPost } from './useOpenedPost.ts'

// Unsaved changes are kept in this browser until they are saved, so a reload or a crash loses nothing.

/** The browser's storage for unsaved drafts; none where the browser refuses it. */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }

/** The unsaved drafts this browser keeps of a post (by id, or 'new'). */
export const draftsOf = (key: string) => draftStore(browserStorage() ?? noStorage, key)

/** The unsaved draft of a post kept in this browser, when it differs from the post as opened. */
export function keptDraft(opened: OpenedPost | null) {
  const draft = draftsOf(opened?.row.id ?? 'new').load()
  if (!draft || sameForm(draft.form, opened?.form ?? defaultPostForm())) return null
  return {
    form: draft.form,
    restored: { savedAt: draft.savedAt, stale: draft.basedOn !== (opened?.row.updated_at ?? null) },
  }
}

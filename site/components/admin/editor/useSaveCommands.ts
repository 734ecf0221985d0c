import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { isSaveShortcut } from '@/lib/admin/editor/index.ts'
import type { BlogPostRow } from '@/lib/supabase/index.ts'

type Status = BlogPostRow['status']

/**
 * The ways a writer asks for a save: the Save Draft and Publish buttons (the form's submit) and
 * Ctrl+S (⌘S). A post on the site, or scheduled for it (`onSite`), is not taken off by Save Draft
 * unasked: the writer is asked first (`liveDraft`), and keeping it there is a publish already
 * confirmed. The shortcut saves the post as it stands (a draft stays one; a post on the site is
 * published, through the usual confirmation), and does nothing while the editor is busy or asking.
 */
export function useSaveCommands({
  onSite,
  idle,
  save,
}: {
  onSite: boolean
  /** Nothing is being saved and no question is open. */
  idle: boolean
  save: (status: Status, options?: { confirmed?: boolean }) => void
}) {
  const [liveDraftAsked, setLiveDraftAsked] = useState(false)

  function saveDraft() {
    if (onSite) setLiveDraftAsked(true)
    else save('draft')
  }

  /** The answer to Save Draft on a post on the site: keep it there, take it off, or neither. */
  function answerLiveDraft(choice: 'keep' | 'take-off' | 'cancel') {
    setLiveDraftAsked(false)
    if (choice === 'keep') save('published', { confirmed: true })
    else if (choice === 'take-off') save('draft')
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    if (submitter?.getAttribute('value') === 'published') save('published')
    else saveDraft()
  }

  function saveShortcut(event: KeyboardEvent<HTMLFormElement>) {
    if (!isSaveShortcut(event)) return
    // The browser's own Save Page is never what a writer in the editor means.
    event.preventDefault()
    if (idle && !liveDraftAsked) save(onSite ? 'published' : 'draft')
  }

  return { submit, saveShortcut, liveDraft: { asked: liveDraftAsked, answer: answerLiveDraft } }
}

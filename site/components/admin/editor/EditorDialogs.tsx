import type { RefObject } from 'react'
import { ConflictDialog } from './ConflictDialog.tsx'
import { LiveDraftDialog } from './LiveDraftDialog.tsx'
import { PublishDialog } from './PublishDialog.tsx'
import { UnpublishDialog } from './UnpublishDialog.tsx'
import type { usePostEditor } from './usePostEditor.ts'

type Button = RefObject<HTMLButtonElement | null>

/**
 * The editor's questions, each shown while it is asked: publish, Save Draft on a post on the site,
 * unpublish, and someone else's newer version. A dialog closes itself before it answers, and the
 * focus goes back to the button that opened it; after an unpublish that button goes, so the focus
 * is left for Publish to take once the write is done (`focusWhenDone`).
 */
export function EditorDialogs({
  editor,
  timeZone,
  scheduledFor,
  saveDraftRef,
  publishRef,
  unpublishRef,
  focusWhenDoneRef,
}: {
  editor: ReturnType<typeof usePostEditor>
  timeZone: string
  /** When the saved post goes live, if it is scheduled. */
  scheduledFor: string | null
  saveDraftRef: Button
  publishRef: Button
  unpublishRef: Button
  focusWhenDoneRef: RefObject<HTMLButtonElement | null>
}) {
  const { publishPlan, liveDraft, unpublish, conflict, loaded } = editor
  return (
    <>
      {publishPlan && (
        <PublishDialog
          plan={publishPlan}
          timeZone={timeZone}
          onConfirm={() => editor.answerPublish(true)}
          onCancel={() => {
            editor.answerPublish(false)
            publishRef.current?.focus()
          }}
        />
      )}

      {liveDraft.asked && (
        <LiveDraftDialog
          scheduledFor={scheduledFor}
          timeZone={timeZone}
          blocked={editor.problems.blocked.length}
          onKeep={() => liveDraft.answer('keep')}
          onTakeOff={() => liveDraft.answer('take-off')}
          onCancel={() => {
            liveDraft.answer('cancel')
            saveDraftRef.current?.focus()
          }}
        />
      )}

      {unpublish.asking && loaded && (
        <UnpublishDialog
          plan={{ slug: loaded.slug, scheduledFor, unsaved: editor.dirty }}
          timeZone={timeZone}
          onConfirm={() => {
            focusWhenDoneRef.current = publishRef.current
            unpublish.answer(true)
          }}
          onCancel={() => {
            unpublish.answer(false)
            unpublishRef.current?.focus()
          }}
        />
      )}

      {conflict && (
        <ConflictDialog
          changes={conflict.changes}
          onOverwrite={() => editor.resolveConflict('overwrite')}
          onReload={() => editor.resolveConflict('reload')}
          onCancel={() => editor.resolveConflict('cancel')}
        />
      )}
    </>
  )
}

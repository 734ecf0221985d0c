import type { RefObject } from 'react'
import { adminPaths } from '@/lib/admin/index.ts'
import { cn } from '@/lib/ui/cn.ts'
import { editorCopy as copy } from '@/copy/admin-editor.ts'
import { buttonVariants } from '../../ui/button.tsx'

/** What the editor is busy with, if anything: a save of either kind, the checks before a publish, an unpublish. */
export type EditorBusy = 'draft' | 'published' | 'checking' | 'unpublishing' | null

export interface EditorToolbarProps {
  formId: string
  isNew: boolean
  dirty: boolean
  busy: EditorBusy
  /** Whether the saved post is on the site or will be (published or scheduled): Unpublish is offered, and the shortcut publishes. */
  onSite: boolean
  /** The saved post's full-page preview; null until it is saved. */
  previewHref: string | null
  /** How many problems keep the post from being published. */
  blocked: number
  /** The save shortcut as this system writes it (Ctrl+S, ⌘S). */
  shortcut: string
  onShowFirst: () => void
  onUnpublish: () => void
  saveDraftRef: RefObject<HTMLButtonElement | null>
  publishRef: RefObject<HTMLButtonElement | null>
  unpublishRef: RefObject<HTMLButtonElement | null>
}

/**
 * The editor's top bar: back to the list, whether there are unsaved changes, and the actions. The
 * button the save shortcut presses names it in its title; when problems keep the post from going
 * out, a line under the buttons says so, Publish is described by it, and it leads to the first one.
 */
export function EditorToolbar({
  formId,
  isNew,
  dirty,
  busy,
  onSite,
  previewHref,
  blocked,
  shortcut,
  onShowFirst,
  onUnpublish,
  saveDraftRef,
  publishRef,
  unpublishRef,
}: EditorToolbarProps) {
  const blockedId = `${formId}-blocked`
  const label = (kind: 'draft' | 'published', idle: string) =>
    busy === kind ? copy.saving : kind === 'published' && busy === 'checking' ? copy.checking : idle
  return (
    <div className="z-10 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:sticky sm:top-0 sm:-mx-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-4">
          <a href={adminPaths.list} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            {copy.back}
          </a>
          <h1 id={`${formId}-heading`} className="text-2xl font-bold tracking-tight text-ink">
            {isNew ? copy.headingNew : copy.headingEdit}
          </h1>
          <p role="status" className={cn('text-sm', dirty ? 'font-medium text-amber-800' : 'text-slate-700')}>
            {dirty ? copy.unsavedNote : isNew ? '' : copy.savedNote}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {previewHref && (
            <a
              href={previewHref}
              target="_blank"
              rel="noopener"
              title={dirty ? copy.preview.savedHintUnsaved : copy.preview.savedHint}
              className={buttonVariants({ variant: 'secondary' })}
            >
              {copy.preview.saved}
            </a>
          )}
          {onSite && (
            <button
              ref={unpublishRef}
              type="button"
              onClick={onUnpublish}
              disabled={busy !== null}
              className={buttonVariants({ variant: 'secondary' })}
            >
              {busy === 'unpublishing' ? copy.saving : copy.unpublish.button}
            </button>
          )}
          <button
            ref={saveDraftRef}
            type="submit"
            value="draft"
            disabled={busy !== null}
            title={onSite ? undefined : copy.shortcut.title(copy.saveDraft, shortcut)}
            aria-keyshortcuts={onSite ? undefined : 'Control+S Meta+S'}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {label('draft', copy.saveDraft)}
          </button>
          <button
            ref={publishRef}
            type="submit"
            value="published"
            disabled={busy !== null}
            title={onSite ? copy.shortcut.title(copy.publish, shortcut) : undefined}
            aria-keyshortcuts={onSite ? 'Control+S Meta+S' : undefined}
            aria-describedby={blocked > 0 ? blockedId : undefined}
            className={buttonVariants()}
          >
            {label('published', copy.publish)}
          </button>
        </div>
      </div>
      {blocked > 0 && (
        <p id={blockedId} className="mt-2 text-right text-sm font-medium text-red-700">
          {copy.checks.blocked(blocked)}{' '}
          <button type="button" onClick={onShowFirst} className="underline underline-offset-2">
            {copy.checks.showFirst}
          </button>
        </p>
      )}
    </div>
  )
}

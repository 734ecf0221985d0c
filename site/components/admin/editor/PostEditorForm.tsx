import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { contentStats, excerptAdvice, onApple, withTitle, type PostForm } from '@/lib/admin/editor/index.ts'
import { dateAndTime, postStanding, previewPath } from '@/lib/admin/index.ts'
import { authorFor } from '@/lib/post/index.ts'
import type { PublicClient } from '@/lib/supabase/index.ts'
import { editorCopy as copy } from '@/copy/admin-editor.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { HistoryPanel } from '../history/HistoryPanel.tsx'
import { LiveStatus } from '../live/LiveStatus.tsx'
import { EditorDialogs } from './EditorDialogs.tsx'
import { EditorPreview } from './EditorPreview.tsx'
import { EditorSettings } from './EditorSettings.tsx'
import { EditorToolbar } from './EditorToolbar.tsx'
import { FeaturedImageField } from './FeaturedImageField.tsx'
import { LengthHint, PrefixedTextField, TextAreaField, TextField, type FieldFrame } from './fields.tsx'
import { MarkdownField } from './MarkdownField.tsx'
import { PreviewLinks } from './PreviewLinks.tsx'
import type { OpenedPost } from './useOpenedPost.ts'
import { usePostEditor } from './usePostEditor.ts'
import { WritingArea, type WritingView } from './WritingArea.tsx'

const localTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * The post editor's form, for a post as opened (null for a new one). Every change is kept in the
 * browser until it is saved, so a reload or a crash loses nothing; a save never overwrites someone
 * else's newer version without asking; the checks `axon-blog validate` runs show at their fields as
 * the writer types, and their errors keep the post from going out; a publish says what goes live,
 * where and when, and waits for a yes, and so does taking a post off the site; Ctrl+S saves from
 * anywhere in it; the preview is drawn by the public article renderer. The text has the main
 * column's width; the settings sit beside it on large screens and below it on small ones.
 */
export function PostEditorForm({
  client,
  opened,
  timeZone,
  categoryOptions,
}: {
  client: PublicClient
  opened: OpenedPost | null
  timeZone: string
  categoryOptions: readonly { slug: string; name: string }[]
}) {
  const formId = useId()
  const [view, setView] = useState<WritingView>('write')
  const saveDraftButton = useRef<HTMLButtonElement>(null)
  const publishButton = useRef<HTMLButtonElement>(null)
  const unpublishButton = useRef<HTMLButtonElement>(null)
  const shortcut = copy.shortcut.key(onApple(navigator.platform))
  // A refused save puts the cursor in the first field to fix: the text must be in sight to take it.
  const reveal = (field: keyof PostForm) => {
    if (field === 'content') flushSync(() => setView('write'))
  }
  const editor = usePostEditor(client, opened, { formId, timeZone, reveal })
  const { loaded, isNew, dirty, form, setForm, set, problems, restored, live } = editor

  const stats = contentStats(form.content)
  const excerpt = excerptAdvice(form.excerpt.length)
  const siteNow = live.siteNow()
  const standing = loaded ? postStanding(loaded, siteNow) : undefined
  const scheduledFor = standing === 'scheduled' ? (loaded?.published_at ?? null) : null
  const goesLive = scheduledFor ? dateAndTime(scheduledFor) : null
  const goToText = (line: number, column: number) => problems.goTo('content', { line, column })
  const field = (
    name: keyof PostForm,
    label: string,
    extra: { required?: boolean; hint?: ReactNode } = {},
  ): FieldFrame => ({
    id: `${formId}-${name}`,
    label,
    problems: problems.problemsFor(name),
    ...(name === 'content' && { goTo: goToText }),
    ...extra,
  })
  const first = problems.blocked[0]
  // Where the focus goes once the editor is no longer busy (see EditorDialogs).
  const focusWhenDone = useRef<HTMLButtonElement | null>(null)
  useEffect(() => {
    if (editor.busy !== null || !focusWhenDone.current) return
    focusWhenDone.current.focus()
    focusWhenDone.current = null
  }, [editor.busy])

  return (
    <>
      <form onSubmit={editor.submit} onKeyDown={editor.saveShortcut} noValidate aria-labelledby={`${formId}-heading`}>
        <EditorToolbar
          formId={formId}
          isNew={isNew}
          dirty={dirty}
          busy={editor.busy}
          onSite={editor.onSite}
          previewHref={loaded ? previewPath(loaded.id) : null}
          blocked={problems.blocked.length}
          shortcut={shortcut}
          onShowFirst={() => first && problems.goTo(first.field as keyof PostForm, first)}
          onUnpublish={editor.unpublish.ask}
          saveDraftRef={saveDraftButton}
          publishRef={publishButton}
          unpublishRef={unpublishButton}
        />

        {loaded && <LiveStatus state={live.state} requesting={live.requesting} onRequest={live.request} />}

        {goesLive && (
          <p className="mt-6 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 font-medium text-sky-900">
            {copy.scheduled(goesLive.date, goesLive.time, timeZone)}
          </p>
        )}

        {restored && (
          <div
            role="note"
            className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
          >
            <p>
              {copy.draft.restored(localTime.format(new Date(restored.savedAt)))} {restored.stale && copy.draft.stale}
            </p>
            <button
              type="button"
              onClick={editor.discardDraft}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              {copy.draft.discard}
            </button>
          </div>
        )}

        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-6">
            <TextField
              frame={field('title', copy.fields.title, { required: true })}
              value={form.title}
              onChange={(event) => setForm((current) => withTitle(current, event.target.value, isNew))}
              maxLength={200}
            />
            <PrefixedTextField
              frame={field('slug', copy.fields.slug, { hint: copy.fields.slugHint })}
              prefix="/insights/"
              value={form.slug}
              onChange={(event) => set('slug', event.target.value)}
              maxLength={120}
              spellCheck={false}
            />
            <TextAreaField
              frame={field('excerpt', copy.fields.excerpt, {
                required: true,
                hint: <LengthHint note={copy.fields.excerptHint} message={excerpt.message} verdict={excerpt.verdict} />,
              })}
              value={form.excerpt}
              onChange={(event) => set('excerpt', event.target.value)}
              rows={3}
              maxLength={500}
            />
            <FeaturedImageField
              client={client}
              url={form.featured_image_url}
              alt={form.featured_image_alt}
              onChange={({ url, alt }) =>
                setForm((current) => ({ ...current, featured_image_url: url, featured_image_alt: alt }))
              }
              errors={{
                url: problems.problemFor('featured_image_url'),
                alt: problems.problemFor('featured_image_alt'),
              }}
            />
            <WritingArea
              view={view}
              onViewChange={setView}
              text={
                <MarkdownField
                  frame={field('content', copy.fields.content, {
                    required: true,
                    hint: copy.stats(stats.words, stats.readTimeMinutes),
                  })}
                  client={client}
                  value={form.content}
                  onChange={(event) => set('content', event.target.value)}
                />
              }
              preview={
                <EditorPreview
                  post={{
                    title: form.title,
                    excerpt: form.excerpt,
                    content: form.content,
                    category: form.category,
                    authorName: authorFor(form.author).name,
                    readTimeMinutes: stats.readTimeMinutes,
                    imageUrl: form.featured_image_url,
                    imageAlt: form.featured_image_alt,
                  }}
                />
              }
            />
          </div>

          <EditorSettings
            formId={formId}
            form={form}
            set={set}
            field={field}
            categoryOptions={categoryOptions}
            standing={standing}
            timeZone={timeZone}
            siteNow={siteNow}
          />
        </div>

        <EditorDialogs
          editor={editor}
          timeZone={timeZone}
          scheduledFor={scheduledFor}
          saveDraftRef={saveDraftButton}
          publishRef={publishButton}
          unpublishRef={unpublishButton}
          focusWhenDoneRef={focusWhenDone}
        />
      </form>
      {/* Beside the form, not in it: their fields and buttons must never submit the post. */}
      {loaded && (
        <div className="mt-12 grid gap-6 border-t border-slate-200 pt-8 lg:grid-cols-2">
          <HistoryPanel client={client} post={loaded} dirty={dirty} timeZone={timeZone} />
          <PreviewLinks client={client} post={loaded} unsaved={dirty ? form : null} />
        </div>
      )}
    </>
  )
}

import { useId, useRef, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { contentStats, excerptAdvice, withTitle, type PostForm } from '@/lib/admin/editor/index.ts'
import { adminPaths, dateAndTime, postStanding } from '@/lib/admin/index.ts'
import { authorFor } from '@/lib/post/index.ts'
import type { PublicClient } from '@/lib/supabase/index.ts'
import { cn } from '@/lib/ui/cn.ts'
import { editorCopy as copy } from '@/copy/admin-editor.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { LiveStatus } from '../live/LiveStatus.tsx'
import { ConflictDialog } from './ConflictDialog.tsx'
import { EditorPreview } from './EditorPreview.tsx'
import { EditorSettings } from './EditorSettings.tsx'
import { FeaturedImageField } from './FeaturedImageField.tsx'
import { LengthHint, PrefixedTextField, TextAreaField, TextField, type FieldFrame } from './fields.tsx'
import { MarkdownField } from './MarkdownField.tsx'
import { PublishDialog } from './PublishDialog.tsx'
import type { OpenedPost } from './useOpenedPost.ts'
import { usePostEditor } from './usePostEditor.ts'
import { WritingArea, type WritingView } from './WritingArea.tsx'

const localTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * The post editor's form, for a post as opened (null for a new one). Every change is kept in the
 * browser until it is saved, so a reload or a crash loses nothing; a save never overwrites someone
 * else's newer version without asking; a publish says what goes live, where and when, and waits for
 * a yes; the preview is drawn by the public article renderer. The text has the main column's
 * width; the settings sit beside it on large screens and below it on small ones.
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
  const publishButton = useRef<HTMLButtonElement>(null)
  // A refused save puts the cursor in the first field to fix: the text must be in sight to take it.
  const reveal = (field: keyof PostForm) => {
    if (field === 'content') flushSync(() => setView('write'))
  }
  const {
    loaded,
    isNew,
    dirty,
    form,
    setForm,
    set,
    problemFor,
    saving,
    submit,
    publishPlan,
    answerPublish,
    conflict,
    resolveConflict,
    restored,
    discardDraft,
    live,
  } = usePostEditor(client, opened, { formId, timeZone, reveal })

  const stats = contentStats(form.content)
  const excerpt = excerptAdvice(form.excerpt.length)
  const standing = loaded ? postStanding(loaded, live.siteNow()) : undefined
  const goesLive = standing === 'scheduled' && loaded?.published_at ? dateAndTime(loaded.published_at) : null
  const field = (
    name: keyof PostForm,
    label: string,
    extra: { required?: boolean; hint?: ReactNode } = {},
  ): FieldFrame => ({ id: `${formId}-${name}`, label, error: problemFor(name), ...extra })

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${formId}-heading`}>
      <div className="z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:sticky sm:top-0 sm:-mx-6 sm:px-6">
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
        <div className="flex gap-3">
          <button
            type="submit"
            value="draft"
            disabled={saving !== null}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {saving === 'draft' ? copy.saving : copy.saveDraft}
          </button>
          <button
            ref={publishButton}
            type="submit"
            value="published"
            disabled={saving !== null}
            className={buttonVariants()}
          >
            {saving === 'published' ? copy.saving : copy.publish}
          </button>
        </div>
      </div>

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
          <button type="button" onClick={discardDraft} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
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
            errors={{ url: problemFor('featured_image_url'), alt: problemFor('featured_image_alt') }}
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
        />
      </div>

      {publishPlan && (
        <PublishDialog
          plan={publishPlan}
          timeZone={timeZone}
          onConfirm={() => answerPublish(true)}
          onCancel={() => {
            answerPublish(false)
            publishButton.current?.focus()
          }}
        />
      )}

      {conflict && (
        <ConflictDialog
          changes={conflict.changes}
          onOverwrite={() => resolveConflict('overwrite')}
          onReload={() => resolveConflict('reload')}
          onCancel={() => resolveConflict('cancel')}
        />
      )}
    </form>
  )
}

import { useId, type ReactNode } from 'react'
import { contentStats, excerptAdvice, withTitle, type PostForm } from '@/lib/admin/editor/index.ts'
import { adminPaths, dateAndTime, postStanding } from '@/lib/admin/index.ts'
import { authorFor, postLimits } from '@/lib/post/index.ts'
import type { PublicClient } from '@/lib/supabase/index.ts'
import { cn } from '@/lib/ui/cn.ts'
import { editorCopy as copy } from '@/copy/admin-editor.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { LiveStatus } from '../live/LiveStatus.tsx'
import { ConflictDialog } from './ConflictDialog.tsx'
import { EditorPreview } from './EditorPreview.tsx'
import { EditorSettings } from './EditorSettings.tsx'
import { FeaturedImageField } from './FeaturedImageField.tsx'
import { LengthHint, TextAreaField, TextField, type FieldFrame } from './fields.tsx'
import type { OpenedPost } from './useEditorLoads.ts'
import { usePostEditor } from './usePostEditor.ts'

const localTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * The post editor's form, for a post as opened (null for a new one). Every change is kept in the
 * browser until it is saved, so a reload or a crash loses nothing; a save never overwrites someone
 * else's newer version without asking; the preview is drawn by the public article renderer.
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
    conflict,
    resolveConflict,
    restored,
    discardDraft,
    live,
  } = usePostEditor(client, opened, formId, timeZone)

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
          <button type="submit" value="published" disabled={saving !== null} className={buttonVariants()}>
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
          <div>
            <label htmlFor={`${formId}-slug`} className="block font-medium text-ink">
              {copy.fields.slug}
            </label>
            <div className="mt-1.5 flex rounded-md focus-within:outline-3 focus-within:outline-offset-1 focus-within:outline-focus">
              <span
                aria-hidden="true"
                className="inline-flex items-center rounded-l-md border border-r-0 border-slate-400 bg-slate-50 px-3 text-slate-700"
              >
                /insights/
              </span>
              <input
                id={`${formId}-slug`}
                value={form.slug}
                onChange={(event) => set('slug', event.target.value)}
                maxLength={120}
                spellCheck={false}
                aria-invalid={problemFor('slug') ? true : undefined}
                aria-describedby={[`${formId}-slug-hint`, problemFor('slug') ? `${formId}-slug-error` : '']
                  .filter(Boolean)
                  .join(' ')}
                className="block w-full min-w-0 rounded-r-md border border-slate-400 bg-white px-3 py-2 text-ink focus-visible:outline-none aria-invalid:border-red-700"
              />
            </div>
            <p id={`${formId}-slug-hint`} className="mt-1.5 text-sm text-slate-700">
              {copy.fields.slugHint}
            </p>
            {problemFor('slug') && (
              <p id={`${formId}-slug-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {problemFor('slug')}
              </p>
            )}
          </div>
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
          <div className="grid gap-6 xl:grid-cols-2">
            <div className="min-w-0">
              <TextAreaField
                frame={field('content', copy.fields.content, {
                  required: true,
                  hint: copy.stats(stats.words, stats.readTimeMinutes),
                })}
                value={form.content}
                onChange={(event) => set('content', event.target.value)}
                rows={26}
                maxLength={postLimits.markdownChars}
                spellCheck
                className="font-mono text-sm leading-relaxed"
              />
              <details
                className="mt-3 rounded-md border border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-700"
                open
              >
                <summary className="cursor-pointer font-medium text-ink">{copy.guide.heading}</summary>
                <ul className="mt-2 space-y-1 pb-1">
                  {copy.guide.items.map(([syntax, meaning]) => (
                    <li key={syntax}>
                      <code className="rounded bg-white px-1.5 py-0.5 font-mono text-ink">{syntax}</code> {meaning}
                    </li>
                  ))}
                </ul>
              </details>
            </div>
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
          </div>
          <FeaturedImageField
            client={client}
            url={form.featured_image_url}
            alt={form.featured_image_alt}
            onChange={({ url, alt }) =>
              setForm((current) => ({ ...current, featured_image_url: url, featured_image_alt: alt }))
            }
            errors={{ url: problemFor('featured_image_url'), alt: problemFor('featured_image_alt') }}
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

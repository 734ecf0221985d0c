import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { toast } from 'sonner'
import { editorCopy } from '../../../copy/admin-editor.ts'
import { adminPaths, editPostPath } from '../../../lib/admin/index.ts'
import {
  contentStats,
  defaultPostForm,
  draftStore,
  excerptAdvice,
  formFromRow,
  metaDescriptionAdvice,
  requiredMessage,
  rowFromForm,
  sameForm,
  slugChange,
  withTitle,
  type FieldConflict,
  type FormProblem,
  type PostForm,
} from '../../../lib/admin/editor/index.ts'
import { createPost, loadCategories, loadPost, updatePost, type SaveResult } from '../../../lib/admin/posts.ts'
import { recordSlugRedirect } from '../../../lib/admin/redirects.ts'
import { websiteCode } from '../../../lib/blog/index.ts'
import { authorFor, authorKeys, postLimits, categories as standardCategories, type AuthorKey } from '../../../lib/post/index.ts'
import type { BlogPostRow } from '../../../lib/supabase/database.types.ts'
import { browserClient } from '../../../lib/supabase/browser.ts'
import { cn } from '../../../lib/ui/cn.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { ConflictDialog } from './ConflictDialog.tsx'
import { EditorPreview } from './EditorPreview.tsx'
import { FeaturedImageField } from './FeaturedImageField.tsx'
import { LengthHint, SelectField, TextAreaField, TextField } from './fields.tsx'

const copy = editorCopy
type Status = BlogPostRow['status']
type Phase = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready' }
type Conflict = { current: BlogPostRow; changes: FieldConflict[]; status: Status }

const localTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** The browser's storage for unsaved drafts; none where the browser refuses it. */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }
const draftsOf = (key: string) => draftStore(browserStorage() ?? noStorage, key)

/**
 * The post editor, for a new post (`postId` null) or a stored one. Every change is kept in the
 * browser until it is saved, so a reload or a crash loses nothing; a save never overwrites someone
 * else's newer version without asking; the preview is drawn by the public article renderer.
 */
export function PostEditor({ postId }: { postId: string | null }) {
  const client = browserClient()
  const formId = useId()
  const [id, setId] = useState(postId)
  const [phase, setPhase] = useState<Phase>({ kind: postId ? 'loading' : 'ready' })
  const [loaded, setLoaded] = useState<BlogPostRow | null>(null)
  const [baseline, setBaseline] = useState<PostForm>(defaultPostForm)
  const [form, setForm] = useState<PostForm>(defaultPostForm)
  const [problems, setProblems] = useState<FormProblem[]>([])
  const [saving, setSaving] = useState<Status | null>(null)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const [restored, setRestored] = useState<{ savedAt: string; stale: boolean } | null>(null)
  const [categoryOptions, setCategoryOptions] = useState<readonly { slug: string; name: string }[]>(standardCategories)
  const [attempt, setAttempt] = useState(0)
  const storageWarned = useRef(false)

  const isNew = loaded === null
  const dirty = phase.kind === 'ready' && !sameForm(form, baseline)
  const draftKey = id ?? 'new'

  // Load the categories and, when editing, the post; then bring back any unsaved draft of it.
  useEffect(() => {
    let live = true
    void loadCategories(client).then((result) => {
      if (!live) return
      if (result.ok && result.value.length > 0) setCategoryOptions(result.value)
      else if (!result.ok) toast.error(copy.toasts.error, { description: copy.toasts.categoriesFailed })
    })
    const restoreDraft = (base: PostForm, basedOn: string | null) => {
      const draft = draftsOf(postId ?? 'new').load()
      if (!draft || sameForm(draft.form, base)) return
      setForm(draft.form)
      setRestored({ savedAt: draft.savedAt, stale: draft.basedOn !== basedOn })
    }
    if (!postId) {
      restoreDraft(defaultPostForm(), null)
      return () => {
        live = false
      }
    }
    void loadPost(client, postId).then((result) => {
      if (!live) return
      if (!result.ok) {
        toast.error(copy.toasts.error, { description: copy.toasts.loadFailed })
        setPhase({ kind: 'failed', message: result.message })
        return
      }
      let base: PostForm
      try {
        base = formFromRow(result.value)
      } catch (error) {
        setPhase({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
        return
      }
      setLoaded(result.value)
      setBaseline(base)
      setForm(base)
      restoreDraft(base, result.value.updated_at)
      setPhase({ kind: 'ready' })
    })
    return () => {
      live = false
    }
  }, [client, postId, attempt])

  // Keep unsaved changes in the browser as they are typed; forget them once saved or undone.
  useEffect(() => {
    if (phase.kind !== 'ready') return
    const drafts = draftsOf(draftKey)
    if (!dirty) {
      drafts.clear()
      return
    }
    const kept = drafts.save({ form, basedOn: loaded?.updated_at ?? null, savedAt: new Date().toISOString() })
    if (!kept && !storageWarned.current) {
      storageWarned.current = true
      toast.warning(copy.draft.storageFull)
    }
  }, [form, dirty, draftKey, loaded, phase.kind])

  // Reloading or closing the tab with unsaved changes asks first, and so does following a link away
  // (the site's router takes links over before anything else could stop them, so this listens first).
  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
      if (link.origin !== location.origin || link.pathname === location.pathname) return
      if (window.confirm(copy.leaveConfirm)) return
      event.preventDefault()
      event.stopPropagation()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, { capture: true })
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, { capture: true })
    }
  }, [dirty])

  const set = <K extends keyof PostForm>(field: K, value: PostForm[K]) => setForm((current) => ({ ...current, [field]: value }))
  const problemFor = (field: keyof PostForm) => problems.find((problem) => problem.field === field)?.message

  async function save(status: Status, over: BlogPostRow | null = loaded) {
    const submitted = form
    const result = rowFromForm(submitted, { status, now: new Date(), existing: over })
    if (!result.ok) {
      setProblems(result.problems)
      const required = result.problems.some((problem) => problem.message === requiredMessage)
      toast.error(copy.toasts.validation, { description: required ? requiredMessage : result.problems[0]?.message })
      document.getElementById(`${formId}-${result.problems[0]?.field}`)?.focus()
      return
    }
    setProblems([])
    setSaving(status)
    const wasNew = over === null
    let saved: SaveResult
    try {
      saved = over ? await updatePost(client, over, result.row) : await createPost(client, result.row)
    } catch {
      saved = { ok: false, reason: 'error', message: copy.toasts.saveFailed }
    }
    setSaving(null)
    if (!saved.ok) {
      if (saved.reason === 'conflict') setConflict({ current: saved.current, changes: saved.changes, status })
      else toast.error(copy.toasts.error, { description: saved.message || copy.toasts.saveFailed })
      return
    }
    const row = saved.row
    // A published post's old address keeps working: the next build sends it on to the new one.
    const moved = over ? slugChange(over, row.slug) : null
    if (moved) {
      const recorded = await recordSlugRedirect(client, moved)
      if (!recorded.ok) toast.error(copy.toasts.error, { description: copy.toasts.redirectFailed(moved.from) + recorded.message })
    }
    draftsOf(draftKey).clear()
    setLoaded(row)
    setBaseline(submitted)
    setRestored(null)
    if (wasNew) {
      setId(row.id)
      history.replaceState(history.state, '', editPostPath(row.id))
    }
    toast.success(copy.toasts.success, { description: wasNew ? copy.toasts.created : copy.toasts.updated })
    if (status === 'published') window.open(`/insights/${row.slug}`, '_blank', 'noopener')
  }

  function resolveConflict(choice: 'overwrite' | 'reload' | 'cancel') {
    if (!conflict) return
    setConflict(null)
    if (choice === 'overwrite') {
      setLoaded(conflict.current)
      void save(conflict.status, conflict.current)
    } else if (choice === 'reload') {
      const theirs = formFromRow(conflict.current)
      setLoaded(conflict.current)
      setBaseline(theirs)
      setForm(theirs)
      setRestored(null)
      draftsOf(draftKey).clear()
      toast(copy.toasts.discarded)
    }
  }

  function discardDraft() {
    draftsOf(draftKey).clear()
    setForm(baseline)
    setRestored(null)
    toast(copy.toasts.discarded)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    void save(submitter?.getAttribute('value') === 'published' ? 'published' : 'draft')
  }

  if (phase.kind === 'loading') {
    return (
      <p role="status" className="py-24 text-center text-lg text-slate-700">
        {copy.loading}
      </p>
    )
  }
  if (phase.kind === 'failed') {
    return (
      <section aria-labelledby={`${formId}-failed`} className="mx-auto max-w-xl py-16">
        <h1 id={`${formId}-failed`} className="text-3xl font-bold tracking-tight text-ink">
          {copy.loadError.heading}
        </h1>
        <p role="alert" className="mt-4 text-lg text-red-800">
          {phase.message}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" onClick={() => {
              setPhase({ kind: 'loading' })
              setAttempt((n) => n + 1)
            }} className={buttonVariants()}>
            {copy.loadError.retry}
          </button>
          <a href={adminPaths.list} className={buttonVariants({ variant: 'secondary' })}>
            {copy.loadError.list}
          </a>
        </div>
      </section>
    )
  }

  const stats = contentStats(form.content)
  const excerpt = excerptAdvice(form.excerpt.length)
  const metaDescription = metaDescriptionAdvice(form.meta_description.length)
  const author = authorFor(form.author)
  const field = (name: keyof PostForm, label: string, extra: { required?: boolean; hint?: ReactNode } = {}) => ({ id: `${formId}-${name}`, label, error: problemFor(name), ...extra })

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
          <button type="submit" value="draft" disabled={saving !== null} className={buttonVariants({ variant: 'secondary' })}>
            {saving === 'draft' ? copy.saving : copy.saveDraft}
          </button>
          <button type="submit" value="published" disabled={saving !== null} className={buttonVariants()}>
            {saving === 'published' ? copy.saving : copy.publish}
          </button>
        </div>
      </div>

      {restored && (
        <div role="note" className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
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
          <TextField frame={field('title', copy.fields.title, { required: true })} value={form.title} onChange={(event) => setForm((current) => withTitle(current, event.target.value, isNew))} maxLength={200} />
          <div>
            <label htmlFor={`${formId}-slug`} className="block font-medium text-ink">
              {copy.fields.slug}
            </label>
            <div className="mt-1.5 flex rounded-md focus-within:outline-3 focus-within:outline-offset-1 focus-within:outline-focus">
              <span aria-hidden="true" className="inline-flex items-center rounded-l-md border border-r-0 border-slate-400 bg-slate-50 px-3 text-slate-700">
                /insights/
              </span>
              <input
                id={`${formId}-slug`}
                value={form.slug}
                onChange={(event) => set('slug', event.target.value)}
                maxLength={120}
                spellCheck={false}
                aria-invalid={problemFor('slug') ? true : undefined}
                aria-describedby={[`${formId}-slug-hint`, problemFor('slug') ? `${formId}-slug-error` : ''].filter(Boolean).join(' ')}
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
            frame={field('excerpt', copy.fields.excerpt, { required: true, hint: <LengthHint note={copy.fields.excerptHint} message={excerpt.message} verdict={excerpt.verdict} /> })}
            value={form.excerpt}
            onChange={(event) => set('excerpt', event.target.value)}
            rows={3}
            maxLength={500}
          />
          <div className="grid gap-6 xl:grid-cols-2">
            <div className="min-w-0">
              <TextAreaField
                frame={field('content', copy.fields.content, { required: true, hint: copy.stats(stats.words, stats.readTimeMinutes) })}
                value={form.content}
                onChange={(event) => set('content', event.target.value)}
                rows={26}
                maxLength={postLimits.markdownChars}
                spellCheck
                className="font-mono text-sm leading-relaxed"
              />
              <details className="mt-3 rounded-md border border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-700" open>
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
                authorName: author.name,
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
            onChange={({ url, alt }) => setForm((current) => ({ ...current, featured_image_url: url, featured_image_alt: alt }))}
            errors={{ url: problemFor('featured_image_url'), alt: problemFor('featured_image_alt') }}
          />
        </div>

        <aside aria-label="Post settings" className="space-y-6">
          <SelectField frame={field('category', copy.fields.category)} value={form.category} onChange={(event) => set('category', event.target.value)}>
            {categoryOptions.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <TextField frame={field('tags', copy.fields.tags, { hint: copy.fields.tagsHint })} value={form.tags} onChange={(event) => set('tags', event.target.value)} />
          <SelectField
            frame={field('author', copy.fields.author, { hint: `${copy.fields.authorRole}: ${author.role}` })}
            value={form.author}
            onChange={(event) => set('author', event.target.value as AuthorKey)}
          >
            {authorKeys.map((key) => (
              <option key={key} value={key}>
                {authorFor(key).name}
              </option>
            ))}
          </SelectField>
          <div className="flex gap-3">
            <input
              id={`${formId}-featured`}
              type="checkbox"
              checked={form.featured}
              onChange={(event) => set('featured', event.target.checked)}
              aria-describedby={`${formId}-featured-hint`}
              className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
            />
            <div>
              <label htmlFor={`${formId}-featured`} className="font-medium text-ink">
                {copy.fields.featured}
              </label>
              <p id={`${formId}-featured-hint`} className="text-sm text-slate-700">
                {copy.fields.featuredHint}
              </p>
            </div>
          </div>

          <fieldset className="space-y-5 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-ink">{copy.seoHeading}</legend>
            <TextField
              frame={field('meta_title', copy.fields.metaTitle, { hint: `${copy.fields.metaTitleHint} ${form.meta_title.length} characters.` })}
              value={form.meta_title}
              onChange={(event) => set('meta_title', event.target.value)}
              placeholder={form.title}
              maxLength={200}
            />
            <TextAreaField
              frame={field('meta_description', copy.fields.metaDescription, { hint: <LengthHint note={copy.fields.metaDescriptionHint} message={metaDescription.message} verdict={metaDescription.verdict} /> })}
              value={form.meta_description}
              onChange={(event) => set('meta_description', event.target.value)}
              placeholder={form.excerpt}
              rows={3}
              maxLength={320}
            />
          </fieldset>

          <section aria-labelledby={`${formId}-stats`} className="rounded-lg bg-slate-50 p-4">
            <h2 id={`${formId}-stats`} className="font-semibold text-ink">
              {copy.quickStats.heading}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-slate-700">{copy.quickStats.website}</dt>
              <dd className="font-medium text-ink">{websiteCode}</dd>
              <dt className="text-slate-700">{copy.quickStats.status}</dt>
              <dd className="font-medium text-ink capitalize">{loaded?.status ?? copy.quickStats.statusNew}</dd>
              <dt className="text-slate-700">{copy.quickStats.readTime}</dt>
              <dd className="font-medium text-ink">{stats.readTimeMinutes} min</dd>
              <dt className="text-slate-700">{copy.quickStats.words}</dt>
              <dd className="font-medium text-ink">{stats.words}</dd>
            </dl>
          </section>

          <div>
            <button
              type="button"
              disabled={!form.slug}
              onClick={() => window.open(`/insights/${form.slug}`, '_blank', 'noopener')}
              aria-describedby={`${formId}-preview-hint`}
              className={cn(buttonVariants({ variant: 'secondary' }), 'w-full')}
            >
              {copy.preview.open}
            </button>
            <p id={`${formId}-preview-hint`} className="mt-1.5 text-sm text-slate-700">
              {copy.preview.openHint}
            </p>
          </div>
        </aside>
      </div>

      {conflict && (
        <ConflictDialog changes={conflict.changes} onOverwrite={() => resolveConflict('overwrite')} onReload={() => resolveConflict('reload')} onCancel={() => resolveConflict('cancel')} />
      )}
    </form>
  )
}

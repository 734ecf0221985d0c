import type { ReactNode } from 'react'
import { contentStats, metaDescriptionAdvice, publishAtAhead, type PostForm } from '@/lib/admin/editor/index.ts'
import { dateAndTime, type PostStanding } from '@/lib/admin/index.ts'
import { websiteCode } from '@/lib/post-store/index.ts'
import { authorFor, authorKeys, type AuthorKey } from '@/lib/post/index.ts'
import { pageAddress } from '@/lib/seo/index.ts'
import { cn } from '@/lib/ui/cn.ts'
import { editorCopy as copy } from '@/copy/admin-editor.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { LengthHint, SelectField, TextAreaField, TextField, type FieldFrame } from './fields.tsx'

/**
 * What the Publish at field says under it: when a chosen time ahead will take the post live, else
 * how to use it. "Ahead" by the site's clock, which decides when the post goes live: the writer's
 * may be minutes out either way.
 */
function publishAtHint(value: string, timeZone: string, siteNow: Date): string {
  const ahead = publishAtAhead(value, timeZone, siteNow)
  if (ahead === null) return copy.fields.publishAtHint(timeZone)
  const { date, time } = dateAndTime(ahead, timeZone)
  return copy.fields.publishAtAhead(date, time, timeZone)
}

export interface EditorSettingsProps {
  formId: string
  form: PostForm
  set: <K extends keyof PostForm>(field: K, value: PostForm[K]) => void
  /** A field's id, label and what is wrong with it, as the editor's fields take them. */
  field: (name: keyof PostForm, label: string, extra?: { required?: boolean; hint?: ReactNode }) => FieldFrame
  categoryOptions: readonly { slug: string; name: string }[]
  /** Where the saved post stands (scheduled or not); undefined while it has never been saved. */
  standing: PostStanding | undefined
  /** The browser's time zone, in which the Publish at field is shown and read. */
  timeZone: string
  /** Now by the site's clock (the backend's), for whether a Publish at time is still ahead. */
  siteNow: Date
}

/** The editor's right-hand column: publish time, category, tags, author, Featured, SEO, Quick Stats and Preview Article. */
export function EditorSettings({
  formId,
  form,
  set,
  field,
  categoryOptions,
  standing,
  timeZone,
  siteNow,
}: EditorSettingsProps) {
  const stats = contentStats(form.content)
  const metaDescription = metaDescriptionAdvice(form.meta_description.length)
  const author = authorFor(form.author)
  return (
    <aside aria-label="Post settings" className="space-y-6">
      <TextField
        frame={field('published_at', copy.fields.publishAt, {
          hint: publishAtHint(form.published_at, timeZone, siteNow),
        })}
        type="datetime-local"
        value={form.published_at}
        onChange={(event) => set('published_at', event.target.value)}
      />
      <SelectField
        frame={field('category', copy.fields.category)}
        value={form.category}
        onChange={(event) => set('category', event.target.value)}
      >
        {categoryOptions.map((category) => (
          <option key={category.slug} value={category.slug}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <TextField
        frame={field('tags', copy.fields.tags, { hint: copy.fields.tagsHint })}
        value={form.tags}
        onChange={(event) => set('tags', event.target.value)}
      />
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
          frame={field('meta_title', copy.fields.metaTitle, {
            hint: `${copy.fields.metaTitleHint} ${form.meta_title.length} characters.`,
          })}
          value={form.meta_title}
          onChange={(event) => set('meta_title', event.target.value)}
          placeholder={form.title}
          maxLength={200}
        />
        <TextAreaField
          frame={field('meta_description', copy.fields.metaDescription, {
            hint: (
              <LengthHint
                note={copy.fields.metaDescriptionHint}
                message={metaDescription.message}
                verdict={metaDescription.verdict}
              />
            ),
          })}
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
          <dd className="font-medium text-ink capitalize">{standing ?? copy.quickStats.statusNew}</dd>
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
          onClick={() => window.open(pageAddress(`/insights/${form.slug}`), '_blank', 'noopener')}
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
  )
}

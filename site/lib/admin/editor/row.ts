import { websiteCode, type PostWrite } from '../../post-store/index.ts'
import {
  authorFor,
  isSafeHref,
  MarkdownError,
  markdownToDoc,
  postFrontMatterSchema,
  readTimeMinutes,
  wordCount,
  type Doc,
} from '../../post/index.ts'
import type { BlogPostRow } from '../../supabase/database.types.ts'
import { tagsFromText, type PostForm } from './form.ts'
import { publishAtInput, publishAtInstant } from './publish-at.ts'

/** What a save writes to blog_posts (insert or update); its id, times and the CLI's source_hash are the backend's. */
export type PostPayload = PostWrite

/** One thing to fix before saving, on the field that needs it; Markdown problems carry their line and column. */
export interface FormProblem {
  field: keyof PostForm
  message: string
  hint?: string
  line?: number
  column?: number
}

export type RowResult = { ok: true; row: PostPayload } | { ok: false; problems: FormProblem[] }

export interface SaveOptions {
  status: BlogPostRow['status']
  /** The editor's time zone, in which the Publish at field is read (IANA name, e.g. Europe/London). */
  timeZone: string
  /** The stored post being saved over; absent for a new post. */
  existing?: Pick<BlogPostRow, 'published_at'> | null
}

/** The spec's toast text when a required field is empty. */
export const requiredMessage = 'Title, excerpt, and content are required'

const requiredFields = ['title', 'excerpt', 'content'] as const

/** The row to save for a form, or every problem with it at once (the spec's required check, the front matter rules, the Markdown). */
export function rowFromForm(form: PostForm, { status, timeZone, existing }: SaveOptions): RowResult {
  const empty = new Set<keyof PostForm>(requiredFields.filter((field) => form[field].trim() === ''))
  const problems: FormProblem[] = [...empty].map((field) => ({ field, message: requiredMessage }))

  const frontMatter = postFrontMatterSchema.safeParse({
    title: form.title,
    slug: form.slug,
    excerpt: form.excerpt,
    category: form.category,
    tags: tagsFromText(form.tags),
    author: form.author,
    featured: form.featured,
    featured_image_alt: form.featured_image_alt,
    meta_title: form.meta_title,
    meta_description: form.meta_description,
  })
  for (const issue of frontMatter.error?.issues ?? []) {
    const field = issue.path[0] as keyof PostForm
    // An empty required field is already reported, in the spec's words; two over-long tags are one problem.
    const reported =
      empty.has(field) || problems.some((problem) => problem.field === field && problem.message === issue.message)
    if (!reported) problems.push({ field, message: issue.message })
  }
  const imageUrl = form.featured_image_url.trim()
  if (imageUrl && !(/^https?:\/\//i.test(imageUrl) && isSafeHref(imageUrl)))
    problems.push({
      field: 'featured_image_url',
      message: 'The featured image must be an uploaded image (an http or https address): upload it again',
    })
  if (imageUrl && !form.featured_image_alt.trim())
    problems.push({
      field: 'featured_image_alt',
      message: 'featured_image_alt is missing: describe the featured image for readers who cannot see it',
    })

  const chosen = publishAtInstant(form.published_at, timeZone)
  if (!chosen.ok) problems.push({ field: 'published_at', message: chosen.message })

  const doc = empty.has('content') ? undefined : docOrProblem(form.content, problems)
  if (!frontMatter.success || !doc || !chosen.ok || problems.length > 0) return { ok: false, problems }

  const fm = frontMatter.data
  const author = authorFor(fm.author)
  const words = wordCount(doc)
  const publishedAt = publishedAtFor(chosen.instant, form.published_at, { status, timeZone, existing })
  return {
    ok: true,
    row: {
      website_code: websiteCode,
      title: fm.title,
      slug: fm.slug,
      excerpt: fm.excerpt,
      content: doc as unknown as BlogPostRow['content'],
      author_name: author.name,
      author_role: author.role,
      category: fm.category,
      tags: fm.tags,
      read_time_minutes: readTimeMinutes(words),
      word_count: words,
      status,
      featured: fm.featured,
      featured_image_url: imageUrl || null,
      // || rather than ??: the schema trims a blank optional field to '' (it treats only '' as absent).
      featured_image_alt: fm.featured_image_alt || null,
      meta_title: fm.meta_title || null,
      meta_description: fm.meta_description || null,
      published_at: publishedAt,
    },
  }
}

/**
 * published_at as saved: the chosen time; with none chosen, the stored one. A post published with
 * neither gets its time from the database when it is saved (null here): the browser's clock may be out.
 * A field left as loaded keeps the stored instant to the second, though the field shows minutes.
 */
function publishedAtFor(chosen: string | null, field: string, { timeZone, existing }: SaveOptions): string | null {
  const stored = existing?.published_at ?? null
  if (chosen === null || (stored !== null && publishAtInput(stored, timeZone) === field)) return stored
  return chosen
}

function docOrProblem(markdown: string, problems: FormProblem[]): Doc | undefined {
  try {
    return markdownToDoc(markdown)
  } catch (error) {
    if (!(error instanceof MarkdownError)) throw error
    problems.push({
      field: 'content',
      message: `Line ${error.line}, column ${error.column}: ${error.message}`,
      hint: error.hint,
      line: error.line,
      column: error.column,
    })
    return undefined
  }
}

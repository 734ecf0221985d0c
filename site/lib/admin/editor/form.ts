import { authorFor, authorKeys, docSchema, docToMarkdown, slugify, type AuthorKey } from '../../post/index.ts'
import type { BlogPostRow } from '../../supabase/database.types.ts'
import { publishAtInput } from './publish-at.ts'

/** The editor's fields as the inputs hold them; tags are the comma-separated text of the tags field. */
export interface PostForm {
  title: string
  slug: string
  excerpt: string
  /** The body as Markdown. */
  content: string
  category: string
  tags: string
  author: AuthorKey
  featured: boolean
  meta_title: string
  meta_description: string
  featured_image_url: string
  featured_image_alt: string
  /** When the post goes (or went) live, as the datetime-local field holds it in the editor's time zone; '' when not chosen. */
  published_at: string
}

/** The spec's default new post: everything empty, the first author, category 'technical', not featured. */
export function defaultPostForm(): PostForm {
  return {
    title: '',
    slug: '',
    excerpt: '',
    content: '',
    category: 'technical',
    tags: '',
    author: authorKeys[0],
    featured: false,
    meta_title: '',
    meta_description: '',
    featured_image_url: '',
    featured_image_alt: '',
    published_at: '',
  }
}

/**
 * The form for a stored post, its published_at shown in `timeZone`; throws when its content is not a
 * valid document, rather than editing a lossy copy.
 */
export function formFromRow(row: BlogPostRow, timeZone: string): PostForm {
  const doc = docSchema.safeParse(row.content)
  if (!doc.success)
    throw new Error(
      `The stored content of "${row.title}" is not a valid document (${doc.error.issues[0]?.message ?? 'unknown shape'}); fix it with axon-blog pull and publish.`,
    )
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: docToMarkdown(doc.data),
    category: row.category,
    tags: row.tags.join(', '),
    author: authorKeyFor(row.author_name, row.author_role),
    featured: row.featured,
    meta_title: row.meta_title ?? '',
    meta_description: row.meta_description ?? '',
    featured_image_url: row.featured_image_url ?? '',
    featured_image_alt: row.featured_image_alt ?? '',
    published_at: publishAtInput(row.published_at, timeZone),
  }
}

/** The author key whose name and role a row carries; the name alone if the role has since changed; else 'team'. */
function authorKeyFor(name: string, role: string): AuthorKey {
  const byNameAndRole = authorKeys.find((key) => authorFor(key).name === name && authorFor(key).role === role)
  return byNameAndRole ?? authorKeys.find((key) => authorFor(key).name === name) ?? 'team'
}

/** The URL slug the spec derives from a title (lower case, runs of other characters as one hyphen, trimmed). */
export function slugFromTitle(title: string): string {
  return slugify(title)
}

/**
 * The form with a new title. While the post is new, the slug follows the title, until someone edits
 * the slug by hand (it no longer matches the old title's), so a typed slug is never overwritten.
 */
export function withTitle(form: PostForm, title: string, isNew: boolean): PostForm {
  const slugFollowsTitle = isNew && (form.slug === '' || form.slug === slugFromTitle(form.title))
  return { ...form, title, slug: slugFollowsTitle ? slugFromTitle(title) : form.slug }
}

/** Whether two forms hold the same values: what 'unsaved changes' compares. */
export function sameForm(a: PostForm, b: PostForm): boolean {
  return (Object.keys(a) as (keyof PostForm)[]).every((field) => a[field] === b[field])
}

/** The tags of the tags field: split on commas, trimmed, empty entries dropped. */
export function tagsFromText(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')
}

import { docSchema, docToMarkdown } from '../../post/index.ts'
import type { BlogPostRow } from '../../supabase/database.types.ts'

/** One field someone else changed, labelled for people, with short previews of both versions. */
export interface FieldConflict {
  field: keyof BlogPostRow
  label: string
  before: string
  after: string
}

// What people edit, in the order the editor shows it; read time and word count follow the content.
const labels = {
  title: 'Title',
  slug: 'URL slug',
  excerpt: 'Excerpt',
  content: 'Content',
  category: 'Category',
  tags: 'Tags',
  author_name: 'Author',
  author_role: 'Author role',
  featured: 'Featured',
  featured_image_url: 'Featured image',
  featured_image_alt: 'Featured image description',
  meta_title: 'Meta title',
  meta_description: 'Meta description',
  status: 'Status',
  published_at: 'Published date',
} as const satisfies Partial<Record<keyof BlogPostRow, string>>

const PREVIEW = 80

/**
 * What changed in the stored post since the editor loaded it: null when it has not been saved since
 * (same updated_at), else the changed fields (empty when only unseen columns changed).
 */
export function detectConflict(loaded: BlogPostRow, current: BlogPostRow): FieldConflict[] | null {
  if (sameInstant(loaded.updated_at, current.updated_at)) return null
  return (Object.keys(labels) as (keyof typeof labels)[]).flatMap((field) => {
    const before = asText(field, loaded[field])
    const after = asText(field, current[field])
    return before === after ? [] : [{ field, label: labels[field], ...previews(before, after) }]
  })
}

function sameInstant(a: string, b: string): boolean {
  return a === b || (!Number.isNaN(Date.parse(a)) && Date.parse(a) === Date.parse(b))
}

function asText(field: keyof BlogPostRow, value: unknown): string {
  if (value === null || value === '') return '(none)'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.join(', ') || '(none)'
  if (field === 'content') {
    const doc = docSchema.safeParse(value)
    return doc.success ? docToMarkdown(doc.data).trim() || '(none)' : JSON.stringify(value)
  }
  return String(value)
}

// Long values are shown from a word or so before where they first differ, so the change is in view.
function previews(before: string, after: string): { before: string; after: string } {
  let start = 0
  while (start < before.length && before[start] === after[start]) start++
  let from = 0
  if (Math.max(before.length, after.length) > PREVIEW && start > 20) {
    const wordStart = before.indexOf(' ', start - 20) + 1
    from = wordStart > 0 && wordStart <= start ? wordStart : start - 20
  }
  const clip = (text: string) =>
    (from > 0 ? '…' : '') + text.slice(from, from + PREVIEW) + (text.length > from + PREVIEW ? '…' : '')
  return { before: clip(before), after: clip(after) }
}

// The History panel labels and shows a version's fields as the conflict dialog does.
export { labels as fieldLabels, asText as fieldText }

import { createHash } from 'node:crypto'
import {
  canonicalJson,
  contentColumns,
  websiteCode,
  type ContentColumns,
  type PostWrite,
} from '../site/lib/post-store/index.ts'
import { authorFor, readTimeMinutes, wordCount } from '../site/lib/post/index.ts'
import type { BlogPostRow } from '../site/lib/supabase/database.types.ts'
import type { ParsedPost } from './posts.ts'

/** The columns a post file decides; the CLI compares and writes exactly these. */
export const fileFields = contentColumns

export type FileFields = ContentColumns

/** The row values a post file stands for, once its featured image has a public URL. */
export function fieldsFromPost(post: ParsedPost, featuredImageUrl: string | null): FileFields {
  const { frontMatter: fm, doc } = post
  const author = authorFor(fm.author)
  const words = wordCount(doc)
  return {
    title: fm.title,
    excerpt: fm.excerpt,
    content: doc as unknown as BlogPostRow['content'],
    author_name: author.name,
    author_role: author.role,
    category: fm.category,
    tags: [...fm.tags],
    read_time_minutes: readTimeMinutes(words),
    word_count: words,
    featured: fm.featured,
    featured_image_url: featuredImageUrl,
    featured_image_alt: fm.featured_image_alt ?? null,
    meta_title: fm.meta_title ?? null,
    meta_description: fm.meta_description ?? null,
  }
}

// Key order must not change the hash: objects are serialised with sorted keys.
const canonical = canonicalJson

/** A fingerprint of the file-decided columns; stored at publish so later edits elsewhere show. */
export function fieldsHash(fields: FileFields): string {
  return createHash('sha256')
    .update(canonical(fileFields.map((key) => fields[key])))
    .digest('hex')
}

export interface FieldChange {
  field: string
  from: unknown
  to: unknown
}

/** The fields whose values differ between the live row and what the file says. */
export function changedFields(
  live: Partial<BlogPostRow> | undefined,
  wanted: FileFields & { status: string; published_at: string | null },
): FieldChange[] {
  const keys = [...fileFields, 'status', 'published_at'] as const
  return keys.flatMap((field) => {
    const from = live?.[field] ?? null
    const to = wanted[field] ?? null
    const same =
      field === 'published_at'
        ? from !== null && to !== null && new Date(String(from)).getTime() === new Date(String(to)).getTime()
        : canonical(from) === canonical(to)
    return same || (from === null && to === null) ? [] : [{ field, from, to }]
  })
}

/** The row to upsert for a post. */
export function rowFor(slug: string, fields: FileFields, publishedAt: string | null): PostWrite {
  return {
    ...fields,
    website_code: websiteCode,
    slug,
    status: 'published',
    published_at: publishedAt,
    source_hash: fieldsHash(fields),
  }
}

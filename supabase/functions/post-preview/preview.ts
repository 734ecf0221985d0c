import type { PreviewFound, PreviewPost } from './contract.ts'
import type { StoredPost } from './store.ts'

type Snapshot = Record<string, unknown>

const isRecord = (value: unknown): value is Snapshot =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string'
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string'

/**
 * A snapshot's field when it has the field's type, else the stored post's. Staff wrote the snapshot
 * through the API: a field it lacks or holds in another shape falls back rather than breaking the page.
 */
function pick<K extends keyof StoredPost>(
  snapshot: Snapshot,
  post: StoredPost,
  key: K,
  valid: (value: unknown) => boolean,
): StoredPost[K] {
  const value = snapshot[key]
  return valid(value) ? (value as StoredPost[K]) : post[key]
}

/** The post as the link shows it: the stored post, with the snapshot's fields over it when the link carries one. */
function shownPost(post: StoredPost, snapshotValue: unknown): StoredPost {
  if (!isRecord(snapshotValue)) return post
  const snapshot = snapshotValue
  const field = <K extends keyof StoredPost>(key: K, valid: (value: unknown) => boolean) =>
    pick(snapshot, post, key, valid)
  return {
    ...post,
    title: field('title', isText),
    excerpt: field('excerpt', isText),
    category: field('category', isText),
    tags: field('tags', (value) => Array.isArray(value) && value.length <= 20 && value.every(isText)),
    author_name: field('author_name', isText),
    author_role: field('author_role', isText),
    published_at: field('published_at', (value) => isText(value) && !Number.isNaN(Date.parse(value))),
    read_time_minutes: field('read_time_minutes', (value) => Number.isInteger(value) && (value as number) > 0),
    featured: field('featured', (value) => typeof value === 'boolean'),
    // Only an http(s) address becomes an image's source, as the table's own check says.
    featured_image_url: field(
      'featured_image_url',
      (value) => value === null || (isText(value) && /^https?:\/\//.test(value)),
    ),
    featured_image_alt: field('featured_image_alt', isTextOrNull),
    content: field('content', (value) => isRecord(value) && value.type === 'doc'),
    meta_title: field('meta_title', isTextOrNull),
    meta_description: field('meta_description', isTextOrNull),
  }
}

/** Where a post stands at `now`: a published post whose time is ahead is scheduled. */
export function standingOf(post: Pick<StoredPost, 'status' | 'published_at'>, now: number): PreviewFound['standing'] {
  if (post.status === 'draft') return 'draft'
  return post.published_at && Date.parse(post.published_at) > now ? 'scheduled' : 'published'
}

// Where the site stores a featured image (site/lib/images/variants.ts): its variants are recorded by this name.
const storedImage = /\/storage\/v1\/object\/public\/blog-images\/(posts\/[0-9a-f]{16,64}\.webp)$/

/** The name a featured image is stored under in blog-images, when it is one the site stored. */
export function storedImagePath(url: string | null): string | null {
  return (url && storedImage.exec(url)?.[1]) ?? null
}

/** What the link shows: the post (with its snapshot over it), where it stands, and whether it carries changes. */
export function previewOf(
  post: StoredPost,
  snapshot: unknown,
  now: number,
): Omit<PreviewFound, 'expiresAt' | 'post'> & { post: Omit<PreviewPost, 'featured_image_set'> } {
  const shown = shownPost(post, snapshot)
  const { status: _status, published_at, ...fields } = shown
  return {
    post: { ...fields, published_at: published_at ?? new Date(now).toISOString() },
    standing: standingOf(post, now),
    changes: isRecord(snapshot),
  }
}

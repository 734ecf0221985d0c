// The browser's reads of the published blog, straight from the backend's REST API (PostgREST) with
// fetch: the same rows, filters and anon key as queries.ts asks through supabase-js, without shipping
// supabase-js (some forty kilobytes) to a page that only lists posts. The build keeps queries.ts.
import { postColumns, summaryColumns, visibleParams, type Post, type PostSummary } from '../post-store/visible.ts'
import type { SupabaseConnection } from '../supabase/env.ts'
import { attachImageSets, imageSetColumns, type ImageSetRow } from './image-sets.ts'
import { blogLimits } from './present.ts'
import { shown } from './shown.ts'

/** Rows of `table` matching PostgREST's query parameters; throws with what failed, for the caller's retries. */
async function select<T>({ url, key }: SupabaseConnection, table: string, query: URLSearchParams, what: string) {
  const response = await fetch(`${url.replace(/\/+$/, '')}/rest/v1/${table}?${query}`, {
    headers: { apikey: key, authorization: `Bearer ${key}`, accept: 'application/json' },
  })
  if (!response.ok) {
    const detail = (await response.json().catch(() => ({}))) as { message?: string }
    throw new Error(`Could not load ${what}: ${detail.message ?? `the backend answered ${response.status}`}`)
  }
  return (await response.json()) as T[]
}

/** A PostgREST `in` list, written as supabase-js writes it: a value holding `,`, `(` or `)` in quotes. */
const inList = (values: string[]) =>
  `in.(${values.map((value) => (/[,()]/.test(value) ? `"${value.replaceAll('"', '\\"')}"` : value)).join(',')})`

/** The posts visitors may see (visibleParams), newest first, each with its featured image's variants. */
async function published<T extends PostSummary>(
  connection: SupabaseConnection,
  columns: string,
  filters: Record<string, string>,
  what: string,
  limit?: number,
): Promise<T[]> {
  const query = new URLSearchParams({
    select: columns.replaceAll(' ', ''),
    // Ties by id, as the build reads them: the same posts in the same order.
    order: 'published_at.desc,id.asc',
    ...filters,
    // Last, so that no filter can widen what visitors may see.
    ...visibleParams(new Date()),
  })
  if (limit !== undefined) query.set('limit', String(limit))
  const rows = shown(await select<T>(connection, 'blog_posts', query, what)) as T[]
  return attachImageSets(rows, (paths) => {
    const images = new URLSearchParams({ select: imageSetColumns.replaceAll(' ', '') })
    if (paths !== 'all') images.set('path', inList(paths))
    return select<ImageSetRow>(connection, 'blog_images', images, "the featured images' sizes")
  })
}

/** The newest `limit` published posts, as cards show them: one bounded read, however many there are. */
export function fetchNewest(connection: SupabaseConnection, limit: number): Promise<PostSummary[]> {
  return published(connection, summaryColumns, {}, 'the newest posts', limit)
}

/** The newest `limit` featured posts, as cards show them. */
export function fetchFeatured(connection: SupabaseConnection, limit: number): Promise<PostSummary[]> {
  return published(connection, summaryColumns, { featured: 'is.true' }, 'the featured posts', limit)
}

/** One published post by its slug, or null when there is none. */
export async function fetchPostBySlug(connection: SupabaseConnection, slug: string): Promise<Post | null> {
  const [post] = await published<Post>(connection, postColumns, { slug: `eq.${slug}` }, `the post "${slug}"`, 1)
  return post ?? null
}

/**
 * The posts an article offers next, by the rule the build applies (related.ts): those of its
 * category published just before it, nearest first, then, if too few, just after it.
 */
export async function fetchRelated(
  connection: SupabaseConnection,
  post: Pick<Post, 'id' | 'category' | 'published_at'>,
  limit: number = blogLimits.related,
): Promise<PostSummary[]> {
  const { id, published_at: at } = post
  const others = { category: `eq.${post.category}`, id: `neq.${id}` }
  const older = await published(
    connection,
    summaryColumns,
    { ...others, or: `(published_at.lt.${at},and(published_at.eq.${at},id.gt.${id}))` },
    'related posts',
    limit,
  )
  if (older.length >= limit) return older
  const newer = await published(
    connection,
    summaryColumns,
    {
      ...others,
      or: `(published_at.gt.${at},and(published_at.eq.${at},id.lt.${id}))`,
      order: 'published_at.asc,id.desc',
    },
    'related posts',
    limit - older.length,
  )
  return [...older, ...newer]
}

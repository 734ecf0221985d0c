// The browser's reads of the published blog, straight from the backend's REST API (PostgREST) with
// fetch: the same rows, filters and anon key as queries.ts asks through supabase-js, without shipping
// supabase-js (some forty kilobytes) to a page that only lists posts. The build keeps queries.ts.
import { websiteCode } from '../post-store/scope.ts'
import type { SupabaseConnection } from '../supabase/env.ts'
import { shown } from './shown.ts'
import { postColumns, summaryColumns, type Post, type PostSummary } from './types.ts'

type Filters = Record<string, string>

/**
 * Published posts whose time has come, as the anon policy shows them and queries.ts asks for them,
 * newest first. Throws with what failed, for the caller's retry policy.
 */
async function published<T>(
  { url, key }: SupabaseConnection,
  columns: string,
  filters: Filters,
  what: string,
  limit?: number,
): Promise<T[]> {
  const query = new URLSearchParams({
    select: columns.replaceAll(' ', ''),
    website_code: `eq.${websiteCode}`,
    status: 'eq.published',
    published_at: `lte.${new Date().toISOString()}`,
    ...filters,
    order: 'published_at.desc',
  })
  if (limit !== undefined) query.set('limit', String(limit))
  const response = await fetch(`${url.replace(/\/+$/, '')}/rest/v1/blog_posts?${query}`, {
    headers: { apikey: key, authorization: `Bearer ${key}`, accept: 'application/json' },
  })
  if (!response.ok) {
    const detail = (await response.json().catch(() => ({}))) as { message?: string }
    throw new Error(`Could not load ${what}: ${detail.message ?? `the backend answered ${response.status}`}`)
  }
  return shown(await response.json()) as T[]
}

/** Every published post, newest first, as cards show them. */
export function fetchPublished(connection: SupabaseConnection): Promise<PostSummary[]> {
  return published(connection, summaryColumns, {}, 'the published posts')
}

/** One published post by its slug, or null when there is none. */
export async function fetchPostBySlug(connection: SupabaseConnection, slug: string): Promise<Post | null> {
  const [post] = await published<Post>(connection, postColumns, { slug: `eq.${slug}` }, `the post "${slug}"`, 1)
  return post ?? null
}

/** Up to `limit` other published posts of the same category. */
export function fetchRelated(
  connection: SupabaseConnection,
  post: Pick<Post, 'id' | 'category'>,
  limit = 3,
): Promise<PostSummary[]> {
  return published(
    connection,
    summaryColumns,
    { category: `eq.${post.category}`, id: `neq.${post.id}` },
    'related posts',
    limit,
  )
}

import type { SupabaseClient } from '@supabase/supabase-js'
import type { BlogCategoryRow, BlogPostRow, Database } from '../supabase/database.types.ts'
import { inGroups, readEveryRow } from '../supabase/paged.ts'
import { storeError } from './errors.ts'
import { websiteCode } from './scope.ts'
import type { PostStanding } from './standing.ts'
import { onlyScheduled, onlyVisible, type RuleFilters } from './visible.ts'

/** A supabase-js client of the backend: the service role's in the CLI, the signed-in staff member's in the admin. RLS decides what it may do. */
export type StoreClient = SupabaseClient<Database>

/** supabase-js's own retries of a failed read (three, for no answer or HTTP 503/520): off where the caller retries itself. */
export interface ReadOptions {
  retry?: boolean
}

export interface PostQuery extends ReadOptions {
  /** Only posts that stand this way at `now`; published means live, so a scheduled post is not published yet. */
  standing?: PostStanding
  /** Only the posts with these slugs. */
  slugs?: readonly string[]
  /** Newest created first (the admin's list, the spec's call 1), newest published first (drafts, then scheduled, on top), or by slug. */
  order?: 'created' | 'published' | 'slug'
  now?: Date
}

const sitePosts = (client: StoreClient, { retry = true }: ReadOptions) =>
  client.from('blog_posts').select('*', { count: 'exact' }).eq('website_code', websiteCode).retry(retry)
type PostsQuery = ReturnType<typeof sitePosts>

/** A read of posts narrowed to those that stand one way at `now` (an ISO instant): published means live. */
export function standingOf<Query extends RuleFilters<Query>>(query: Query, standing: PostStanding, now: string): Query {
  switch (standing) {
    case 'draft':
      return query.eq('status', 'draft')
    case 'published':
      return onlyVisible(query, new Date(now))
    case 'scheduled':
      return onlyScheduled(query, new Date(now))
  }
}

// Each order ends on the id, so that pages of a long list neither repeat nor skip a post.
function ordered(query: PostsQuery, order: NonNullable<PostQuery['order']>): PostsQuery {
  switch (order) {
    case 'created':
      return query.order('created_at', { ascending: false }).order('id')
    case 'published':
      return query
        .order('published_at', { ascending: false, nullsFirst: true })
        .order('created_at', { ascending: false })
        .order('id')
    case 'slug':
      return query.order('slug')
  }
}

/**
 * The site's posts, whole rows, as the client may see them (anon: published ones whose time has
 * come; staff and the CLI: all). Read a page at a time, and the slugs asked for a group at a time,
 * so no request grows with the number of posts.
 */
export async function listPosts(
  client: StoreClient,
  { standing, slugs, order = 'created', now = new Date(), ...options }: PostQuery = {},
): Promise<BlogPostRow[]> {
  const read = async (group?: string[]) => {
    const { data, error, status } = await readEveryRow((from, to) => {
      let query = sitePosts(client, options)
      if (standing) query = standingOf(query, standing, now.toISOString())
      if (group) query = query.in('slug', group)
      return ordered(query, order).range(from, to)
    })
    if (error) throw storeError(error, status)
    return data
  }
  if (!slugs) return read()
  const groups = inGroups(slugs)
  if (groups.length === 1) return read(groups[0])
  const rows: BlogPostRow[] = []
  for (const group of groups) rows.push(...(await read(group)))
  return rows.sort(compareBy(order))
}

/** The order the backend lists posts in, for posts read in several groups. */
function compareBy(order: NonNullable<PostQuery['order']>): (a: BlogPostRow, b: BlogPostRow) => number {
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  const time = (instant: string | null) => (instant === null ? Infinity : Date.parse(instant))
  switch (order) {
    case 'created':
      return (a, b) => time(b.created_at) - time(a.created_at) || text(a.id, b.id)
    case 'published':
      return (a, b) =>
        time(b.published_at) - time(a.published_at) || time(b.created_at) - time(a.created_at) || text(a.id, b.id)
    case 'slug':
      return (a, b) => text(a.slug, b.slug)
  }
}

/** How many posts the site has, of every standing the client may see. */
export async function countPosts(client: StoreClient, { retry = true }: ReadOptions = {}): Promise<number> {
  const { count, error, status } = await client
    .from('blog_posts')
    .select('id', { count: 'exact', head: true })
    .eq('website_code', websiteCode)
    .retry(retry)
  if (error) throw storeError(error, status)
  return count ?? 0
}

/** One post of the site by its id or its slug; null when there is none the client may see. */
export async function getPost(
  client: StoreClient,
  key: { id: string } | { slug: string },
  options: ReadOptions = {},
): Promise<BlogPostRow | null> {
  const query = sitePosts(client, options)
  const { data, error, status } = await (
    'id' in key ? query.eq('id', key.id) : query.eq('slug', key.slug)
  ).maybeSingle()
  if (error) throw storeError(error, status)
  return data
}

/** The site's categories in their order. */
export async function listCategories(
  client: StoreClient,
  { retry = true }: ReadOptions = {},
): Promise<Pick<BlogCategoryRow, 'slug' | 'name'>[]> {
  const { data, error, status } = await client
    .from('blog_categories')
    .select('slug, name')
    .eq('website_code', websiteCode)
    .order('sort_order')
    .retry(retry)
  if (error) throw storeError(error, status)
  return data
}

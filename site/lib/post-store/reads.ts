import type { SupabaseClient } from '@supabase/supabase-js'
import type { BlogCategoryRow, BlogPostRow, Database } from '../supabase/database.types.ts'
import { storeError } from './errors.ts'
import { websiteCode } from './scope.ts'
import type { PostStanding } from './standing.ts'

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
  client.from('blog_posts').select('*').eq('website_code', websiteCode).retry(retry)
type PostsQuery = ReturnType<typeof sitePosts>

function standingOf(query: PostsQuery, standing: PostStanding, now: string): PostsQuery {
  switch (standing) {
    case 'draft':
      return query.eq('status', 'draft')
    case 'published':
      return query.eq('status', 'published').lte('published_at', now)
    case 'scheduled':
      return query.eq('status', 'published').gt('published_at', now)
  }
}

function ordered(query: PostsQuery, order: NonNullable<PostQuery['order']>): PostsQuery {
  switch (order) {
    case 'created':
      return query.order('created_at', { ascending: false })
    case 'published':
      return query
        .order('published_at', { ascending: false, nullsFirst: true })
        .order('created_at', { ascending: false })
    case 'slug':
      return query.order('slug')
  }
}

/** The site's posts, whole rows, as the client may see them (anon: published ones whose time has come; staff and the CLI: all). */
export async function listPosts(
  client: StoreClient,
  { standing, slugs, order = 'created', now = new Date(), ...options }: PostQuery = {},
): Promise<BlogPostRow[]> {
  if (slugs?.length === 0) return []
  let query = sitePosts(client, options)
  if (standing) query = standingOf(query, standing, now.toISOString())
  if (slugs) query = query.in('slug', slugs)
  const { data, error, status } = await ordered(query, order)
  if (error) throw storeError(error, status)
  return data
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

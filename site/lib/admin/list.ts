import { websiteCode } from '../blog/index.ts'
import type { BlogPostRow, PublicClient } from '../supabase/index.ts'
import type { PostStanding } from './schedule.ts'

/** Which posts the admin list shows: every one, or only those that stand one way (published means live). */
export type StatusFilter = 'all' | PostStanding

export const statusFilters = ['all', 'published', 'scheduled', 'draft'] as const satisfies readonly StatusFilter[]

/** The list as loaded: the posts the filter shows, and how many posts the site has in all. */
export type PostListResult = { ok: true; posts: BlogPostRow[]; total: number } | { ok: false; message: string }

export type DeleteResult = { ok: true } | { ok: false; message: string }

/** The filter named by the address's `?status=`; anything else means all posts. */
export function statusFilterFrom(search: string): StatusFilter {
  const status = new URLSearchParams(search).get('status')
  return statusFilters.find((filter) => filter !== 'all' && filter === status) ?? 'all'
}

/** The address query that keeps a filter across reloads: '' for all posts. */
export function statusFilterSearch(filter: StatusFilter): string {
  return filter === 'all' ? '' : `?status=${filter}`
}

const allPosts = (client: PublicClient) => client.from('blog_posts').select('*').eq('website_code', websiteCode).order('created_at', { ascending: false })

// Published means live: a published post whose time is still ahead is listed under Scheduled.
function standingOf(query: ReturnType<typeof allPosts>, filter: StatusFilter, now: string) {
  switch (filter) {
    case 'all':
      return query
    case 'draft':
      return query.eq('status', 'draft')
    case 'published':
      return query.eq('status', 'published').lte('published_at', now)
    case 'scheduled':
      return query.eq('status', 'published').gt('published_at', now)
  }
}

/**
 * The site's posts, newest first, optionally of one standing (the spec's call 1): published posts
 * whose time has come, scheduled ones whose time is ahead, or drafts. Only staff see drafts and
 * scheduled posts; RLS decides. With a filter, a head-only count keeps the "All" total right.
 */
export async function listPosts(client: PublicClient, filter: StatusFilter, now = new Date()): Promise<PostListResult> {
  const [list, count] = await Promise.all([
    standingOf(allPosts(client), filter, now.toISOString()),
    filter === 'all' ? null : client.from('blog_posts').select('id', { count: 'exact', head: true }).eq('website_code', websiteCode),
  ])
  if (list.error) return { ok: false, message: list.error.message || 'no answer from the backend' }
  if (count?.error) return { ok: false, message: count.error.message || 'no answer from the backend' }
  return { ok: true, posts: list.data, total: count ? (count.count ?? list.data.length) : list.data.length }
}

/**
 * Deletes one post by id (the spec's call 2). RLS refuses silently, by deleting nothing, so the
 * deleted rows are read back: no row means the post was not deleted.
 */
export async function deletePost(client: PublicClient, id: string): Promise<DeleteResult> {
  const { data, error } = await client.from('blog_posts').delete().eq('id', id).select('id')
  if (error) return { ok: false, message: error.message || 'no answer from the backend' }
  if (data.length === 0) return { ok: false, message: 'The post was not deleted: it no longer exists, or this account may not delete it.' }
  return { ok: true }
}

/** The date a card shows: when the post was published, else when it was created. */
export function listedDate(post: Pick<BlogPostRow, 'published_at' | 'created_at'>): string {
  return post.published_at ?? post.created_at
}

/** Where a post is read on the public site. */
export function articlePath(slug: string): string {
  return `/insights/${slug}`
}

import { withImageSets } from '../blog/image-sets.ts'
import type { ImageSet } from '../images/index.ts'
import {
  countPosts,
  deletePost as deleteStored,
  standingOf,
  StoreError,
  storeError,
  websiteCode,
  type StoreClient,
} from '../post-store/index.ts'
import type { BlogPostListRow, BlogPostRow } from '../supabase/database.types.ts'
import { isFiltered, type ListFilters } from './list-filters.ts'
import { loadFailure, type LoadFailure } from './load.ts'

/** Posts one page of the list shows. */
export const listPageSize = 25

/** What a card of the list shows, and what tells whether the site shows the post yet: never its body. */
const listColumns =
  'id, slug, title, excerpt, author_name, category, read_time_minutes, status, featured, featured_image_url, featured_image_alt, created_at, updated_at, published_at'

/** A post as the list shows it: its card's columns, and its featured image's variants, for a thumbnail of the smallest. */
export type ListedPost = Omit<BlogPostListRow, 'website_code' | 'listed_at'> & { featured_image_set: ImageSet | null }

/** One page of the list, and where it stands among the posts that match and all the site's posts. */
export interface PostListPage {
  posts: ListedPost[]
  /** The page shown, from 1: the last page when the one asked for is past the end (posts were deleted). */
  page: number
  /** How many pages the matching posts fill; at least 1. */
  pages: number
  /** Where the page's first post stands among the matching posts, from 1; 0 when none match. */
  first: number
  /** How many posts match the filters. */
  matching: number
  /** How many posts the site has in all, whatever the filters. */
  total: number
}

export type PostListResult = ({ ok: true } & PostListPage) | LoadFailure

export type DeleteResult = { ok: true } | { ok: false; message: string }

const inWords = (error: StoreError) => error.message || 'no answer from the backend'

/** PostgREST's answer to a page that starts past the last row. */
const pastTheEnd = 'PGRST103'

/**
 * A pattern that finds the typed words anywhere in a title, character for character: LIKE's own `%`,
 * `_` and `\` are escaped. PostgREST reads every `*` of a pattern as `%`, so a typed asterisk stands
 * for any one character. A plain column filter takes its value whole, commas and parentheses included.
 */
function containing(words: string): string {
  return `%${words.replace(/[\\%_]/g, '\\$&').replaceAll('*', '_')}%`
}

/** The posts that match the filters, as the client may see them (RLS decides), each by its card's columns. */
function matchingPosts(client: StoreClient, { status, title, category }: ListFilters, now: Date, head = false) {
  let query = client
    .from('blog_post_list')
    .select(listColumns, { count: 'exact', head })
    .eq('website_code', websiteCode)
    .retry(false)
  if (status !== 'all') query = standingOf(query, status, now.toISOString())
  if (category) query = query.eq('category', category)
  if (title.trim()) query = query.ilike('title', containing(title.trim()))
  return query
}

/** One page of the matching posts, newest first by the date each card shows; null when it is past the end. */
async function readPage(client: StoreClient, filters: ListFilters, page: number, now: Date) {
  const from = (page - 1) * listPageSize
  const { data, count, error, status } = await matchingPosts(client, filters, now)
    // Of two on the same date, the one created last first; the id makes the order total, so pages never overlap.
    .order('listed_at', { ascending: false })
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + listPageSize - 1)
  if (error?.code === pastTheEnd) return null
  if (error) throw storeError(error, status)
  if (page > 1 && data.length === 0) return null
  return { rows: data, matching: count ?? data.length, page }
}

/** The last page of the matching posts as they are now. */
async function lastPage(client: StoreClient, filters: ListFilters, now: Date): Promise<number> {
  const { count, error, status } = await matchingPosts(client, filters, now, true)
  if (error) throw storeError(error, status)
  return pagesFor(count ?? 0)
}

const pagesFor = (matching: number) => Math.max(1, Math.ceil(matching / listPageSize))

/**
 * One page of the site's posts (the spec's call 1), newest first by the date each card shows, narrowed
 * by the backend to a standing at `now` (published posts whose time has come, scheduled ones whose
 * time is ahead, or drafts), a category and words in the title. Only staff see drafts and scheduled
 * posts; RLS decides. A page past the end gives the last page. Narrowed, a head-only count keeps the
 * "All" total right. The admin retries with TanStack Query, so supabase-js does not retry as well.
 */
export async function listPosts(client: StoreClient, filters: ListFilters, now = new Date()): Promise<PostListResult> {
  try {
    const [asked, total] = await Promise.all([
      readPage(client, filters, filters.page, now),
      isFiltered(filters) ? countPosts(client, { retry: false }) : null,
    ])
    let read = asked
    // Page 1 is never past the end, so this ends however many posts go meanwhile.
    while (!read) read = await readPage(client, filters, await lastPage(client, filters, now), now)
    const { rows, matching, page } = read
    return {
      ok: true,
      posts: await withImageSets(client, rows),
      page,
      pages: pagesFor(matching),
      first: rows.length > 0 ? (page - 1) * listPageSize + 1 : 0,
      matching,
      total: total ?? matching,
    }
  } catch (error) {
    return loadFailure(error, inWords)
  }
}

/**
 * Deletes one post by id (the spec's call 2), whatever version it is. RLS refuses silently, by
 * deleting nothing, so no row deleted means the post was not deleted.
 */
export async function deletePost(client: StoreClient, id: string): Promise<DeleteResult> {
  try {
    if (await deleteStored(client, { id })) return { ok: true }
    return { ok: false, message: 'The post was not deleted: it no longer exists, or this account may not delete it.' }
  } catch (error) {
    if (!(error instanceof StoreError)) throw error
    return { ok: false, message: inWords(error) }
  }
}

/** The date a card shows: when the post was published, else when it was created. */
export function listedDate(post: Pick<BlogPostRow, 'published_at' | 'created_at'>): string {
  return post.published_at ?? post.created_at
}

/** Where a post is read on the public site. */
export function articlePath(slug: string): string {
  return `/insights/${slug}`
}

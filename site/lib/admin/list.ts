import { withImageSets } from '../blog/image-sets.ts'
import type { ImageSet } from '../images/index.ts'
import {
  countPosts,
  deletePost as deleteStored,
  listPosts as listStored,
  StoreError,
  type StoreClient,
} from '../post-store/index.ts'
import type { BlogPostRow } from '../supabase/index.ts'
import type { StatusFilter } from './list-filters.ts'
import { loadFailure, type LoadFailure } from './load.ts'

/** A post as the list shows it: its row, and its featured image's variants, for a thumbnail of the smallest. */
export type ListedPost = BlogPostRow & { featured_image_set: ImageSet | null }

/** The list as loaded: the posts the filter shows, and how many posts the site has in all. */
export type PostListResult = { ok: true; posts: ListedPost[]; total: number } | LoadFailure

export type DeleteResult = { ok: true } | { ok: false; message: string }

const inWords = (error: StoreError) => error.message || 'no answer from the backend'

/**
 * The site's posts, newest first by the date each card shows, optionally of one standing (the
 * spec's call 1): published posts whose time has come, scheduled ones whose time is ahead, or
 * drafts. Only staff see drafts and scheduled posts; RLS decides. With a filter, a head-only count
 * keeps the "All" total right. The admin retries with TanStack Query, so supabase-js does not
 * retry as well.
 */
export async function listPosts(client: StoreClient, filter: StatusFilter, now = new Date()): Promise<PostListResult> {
  const options = { retry: false, now, ...(filter === 'all' ? {} : { standing: filter }) }
  try {
    const [posts, total] = await Promise.all([
      listStored(client, options),
      filter === 'all' ? null : countPosts(client, options),
    ])
    return { ok: true, posts: newestListedFirst(await withImageSets(client, posts)), total: total ?? posts.length }
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

/** Posts by the date their cards show, newest first; of two on the same date, the one created last first. */
function newestListedFirst<T extends Pick<BlogPostRow, 'published_at' | 'created_at'>>(posts: readonly T[]): T[] {
  const time = (instant: string) => Date.parse(instant)
  return [...posts].sort((a, b) => time(listedDate(b)) - time(listedDate(a)) || time(b.created_at) - time(a.created_at))
}

/** Where a post is read on the public site. */
export function articlePath(slug: string): string {
  return `/insights/${slug}`
}

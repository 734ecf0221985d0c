import type { BlogPostRow } from '../supabase/database.types.ts'
import { storeError } from './errors.ts'
import { getPost, type StoreClient } from './reads.ts'
import { websiteCode } from './scope.ts'

/**
 * A post as it is written: every column but those the backend sets (its id and times, by the
 * database's clock; published_at too when a published post has none); source_hash only from a post
 * file (the CLI).
 */
export type PostWrite = Omit<BlogPostRow, 'id' | 'created_at' | 'updated_at' | 'source_hash'> & {
  source_hash?: string | null
}

/** The version of a post a writer read, and writes over: the database moves updated_at on every write. */
export type SeenVersion = Pick<BlogPostRow, 'id' | 'updated_at'>

/**
 * What became of a write. It never overwrites a version its writer did not see: when the post was
 * written since (or deleted) the write changes nothing and says so, with the post as it now is.
 */
export type SaveOutcome =
  | { ok: true; row: BlogPostRow }
  /** Another post of the site has the slug: one made meanwhile, when creating; any other, when renaming. */
  | { ok: false; reason: 'slug-taken' }
  | { ok: false; reason: 'changed'; current: BlogPostRow }
  | { ok: false; reason: 'deleted' }

// 23505: the (website_code, slug) key refused a second post at the slug.
const slugTaken = { ok: false, reason: 'slug-taken' } as const

/** Creates a post and reads it back, for its id and what the backend set. */
export async function createPost(client: StoreClient, post: PostWrite): Promise<SaveOutcome> {
  const { data, error, status } = await client.from('blog_posts').insert(post).select('*').single()
  if (error?.code === '23505') return slugTaken
  if (error) throw storeError(error, status)
  return { ok: true, row: data }
}

/**
 * Creates several posts in one statement, all or none: when any slug is taken (a post made meanwhile)
 * nothing is written and the caller goes post by post. For a first publish of many posts at once.
 */
export async function createPosts(
  client: StoreClient,
  posts: PostWrite[],
): Promise<{ ok: true } | { ok: false; reason: 'slug-taken' }> {
  const { error, status } = await client.from('blog_posts').insert(posts)
  if (error?.code === '23505') return slugTaken
  if (error) throw storeError(error, status)
  return { ok: true }
}

/**
 * Writes over the version seen, only if the post is still that version (a compare-and-swap on
 * updated_at). When it matches nothing, the post as it now is says whether it changed or went.
 */
export async function updatePost(
  client: StoreClient,
  seen: SeenVersion,
  changes: Partial<PostWrite>,
): Promise<SaveOutcome> {
  const { data, error, status } = await client
    .from('blog_posts')
    .update(changes)
    .eq('website_code', websiteCode)
    .eq('id', seen.id)
    .eq('updated_at', seen.updated_at)
    .select('*')
  if (error?.code === '23505') return slugTaken
  if (error) throw storeError(error, status)
  if (data[0]) return { ok: true, row: data[0] }
  const current = await getPost(client, { id: seen.id })
  return current ? { ok: false, reason: 'changed', current } : { ok: false, reason: 'deleted' }
}

/** Saves a post over the version seen, or creates it when none was (`seen` null). Publishing is saving with status 'published'. */
export function savePost(client: StoreClient, post: PostWrite, seen: SeenVersion | null): Promise<SaveOutcome> {
  return seen ? updatePost(client, seen, post) : createPost(client, post)
}

/**
 * Makes a post a draft again, by slug. It writes only the status, in one statement with no read
 * before it, so it undoes nobody's edit. False when the site has no such post (for this client).
 */
export async function unpublishPost(client: StoreClient, slug: string): Promise<boolean> {
  const { data, error, status } = await client
    .from('blog_posts')
    .update({ status: 'draft' })
    .eq('website_code', websiteCode)
    .eq('slug', slug)
    .select('id')
  if (error) throw storeError(error, status)
  return data.length > 0
}

/**
 * Deletes a post; given the updated_at of the version read, only that version, so an edit saved
 * meanwhile is not deleted unseen. RLS refuses by deleting nothing, so the deleted rows are read
 * back: false when nothing was deleted (gone, changed since, or not this client's to delete).
 */
export async function deletePost(
  client: StoreClient,
  post: Pick<BlogPostRow, 'id'> & Partial<SeenVersion>,
): Promise<boolean> {
  let query = client.from('blog_posts').delete().eq('website_code', websiteCode).eq('id', post.id)
  if (post.updated_at !== undefined) query = query.eq('updated_at', post.updated_at)
  const { data, error, status } = await query.select('id')
  if (error) throw storeError(error, status)
  return data.length > 0
}

import type { BlogPostRow, BlogPostVersionRow, DeletedBlogPostRow } from '../supabase/database.types.ts'
import { readEveryRow } from '../supabase/paged.ts'
import { storeError } from './errors.ts'
import { getPost, type StoreClient } from './reads.ts'
import { websiteCode } from './scope.ts'
import { updatePost, type SaveOutcome } from './writes.ts'

/** The columns that hold what a post says and shows: a post file decides exactly these, and a restore brings them back. */
export const contentColumns = [
  'title',
  'excerpt',
  'content',
  'author_name',
  'author_role',
  'category',
  'tags',
  'read_time_minutes',
  'word_count',
  'featured',
  'featured_image_url',
  'featured_image_alt',
  'meta_title',
  'meta_description',
] as const satisfies readonly (keyof BlogPostRow)[]

export type ContentColumns = Pick<BlogPostRow, (typeof contentColumns)[number]>

/** One version of a post as its history shows it, newest first: the row as that write left it. */
export interface PostVersion {
  version: number
  operation: BlogPostVersionRow['operation']
  recordedAt: string
  /** Who wrote it, in words (an e-mail, a git author); null when SQL wrote it. */
  actor: string | null
  channel: BlogPostVersionRow['channel']
  post: BlogPostRow
}

/** A post's history: the post as it is now (null once deleted) and every version, newest first. */
export interface PostHistory {
  postId: string
  current: BlogPostRow | null
  versions: PostVersion[]
}

const versionOf = (row: BlogPostVersionRow): PostVersion => ({
  version: row.version,
  operation: row.operation,
  recordedAt: row.recorded_at,
  actor: row.actor_label,
  channel: row.channel,
  post: row.post as unknown as BlogPostRow,
})

/** Every version of a post, newest first, read a page at a time. */
export async function listVersions(client: StoreClient, postId: string): Promise<PostVersion[]> {
  const { data, error, status } = await readEveryRow((from, to) =>
    client
      .from('blog_post_versions')
      .select('*', { count: 'exact' })
      .eq('website_code', websiteCode)
      .eq('post_id', postId)
      .order('version', { ascending: false })
      .range(from, to),
  )
  if (error) throw storeError(error, status)
  return data.map(versionOf)
}

/**
 * The history of the post at a slug: the post there now, else the post that last had the slug and
 * was deleted. Null when no post of the site ever had it.
 */
export async function historyAt(client: StoreClient, slug: string): Promise<PostHistory | null> {
  const current = await getPost(client, { slug })
  let postId = current?.id
  if (!postId) {
    const { data, error, status } = await client
      .from('blog_post_versions')
      .select('post_id')
      .eq('website_code', websiteCode)
      .eq('slug', slug)
      .order('recorded_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(1)
    if (error) throw storeError(error, status)
    postId = data[0]?.post_id
  }
  if (!postId) return null
  return { postId, current, versions: await listVersions(client, postId) }
}

/** What a restore did, or why it did not: a deleted post's slug or id taken since, or a conflict like any save's. */
export type RestoreOutcome = SaveOutcome | { ok: false; reason: 'already-restored'; current: BlogPostRow }

/**
 * Brings a version back as a new version. Over a post that still exists it writes the version's
 * content columns, keeping the post's address and whether and when it is published, and only over
 * `current`, the version the restorer saw (the compare-and-swap of any save). A deleted post comes
 * back whole, as it was, under its id. `changes` adds columns to write (the CLI's source hash).
 */
export async function restoreVersion(
  client: StoreClient,
  version: PostVersion,
  current: Pick<BlogPostRow, 'id' | 'updated_at'> | null,
  changes: Partial<Pick<BlogPostRow, 'source_hash'>> = {},
): Promise<RestoreOutcome> {
  if (current) return updatePost(client, current, { ...contentOf(version.post), ...changes })
  const { created_at, id, slug, status, published_at, website_code, source_hash } = version.post
  const row = { ...contentOf(version.post), created_at, id, slug, status, published_at, website_code, source_hash }
  const {
    data,
    error,
    status: httpStatus,
  } = await client
    .from('blog_posts')
    .insert({ ...row, ...changes })
    .select('*')
    .single()
  if (error?.code === '23505') {
    const again = await getPost(client, { id })
    return again ? { ok: false, reason: 'already-restored', current: again } : { ok: false, reason: 'slug-taken' }
  }
  if (error) throw storeError(error, httpStatus)
  return { ok: true, row: data }
}

/** The content columns of a row. */
export function contentOf(row: BlogPostRow): ContentColumns {
  return Object.fromEntries(contentColumns.map((column) => [column, row[column]])) as ContentColumns
}

/** A page of the site's deleted posts, most recently deleted first, with how many there are. */
export async function listDeletedPosts(
  client: StoreClient,
  { from = 0, to = 24 }: { from?: number; to?: number } = {},
): Promise<{ rows: DeletedBlogPostRow[]; total: number }> {
  const { data, error, count, status } = await client
    .from('deleted_blog_posts')
    .select('*', { count: 'exact' })
    .eq('website_code', websiteCode)
    .order('deleted_at', { ascending: false })
    .order('post_id')
    .range(from, to)
  if (error) throw storeError(error, status)
  return { rows: data, total: count ?? data.length }
}

/** A deleted post's last version (the row as it was deleted), to bring it back; null when it is back or unknown. */
export async function deletedVersion(client: StoreClient, postId: string): Promise<PostVersion | null> {
  const { data, error, status } = await client
    .from('deleted_blog_posts')
    .select('version')
    .eq('website_code', websiteCode)
    .eq('post_id', postId)
    .maybeSingle()
  if (error) throw storeError(error, status)
  if (!data) return null
  const versions = await client
    .from('blog_post_versions')
    .select('*')
    .eq('post_id', postId)
    .eq('version', data.version)
    .single()
  if (versions.error) throw storeError(versions.error, versions.status)
  return versionOf(versions.data)
}

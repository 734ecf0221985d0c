import type { PostgrestError } from '@supabase/supabase-js'
import { websiteCode } from '../blog/index.ts'
import type { BlogCategoryRow, BlogPostRow } from '../supabase/database.types.ts'
import type { PublicClient } from '../supabase/index.ts'
import { detectConflict, type FieldConflict } from './editor/conflict.ts'
import type { PostPayload } from './editor/row.ts'

// The editor's calls to the backend (the spec's calls 3 to 6), each answering with what the
// screen needs to say: the row, or a message a person can act on.

export type Loaded<T> = { ok: true; value: T } | { ok: false; message: string }

export type SaveResult =
  | { ok: true; row: BlogPostRow }
  /** Someone saved the post since it was loaded: what they changed, and the row as it is now. */
  | { ok: false; reason: 'conflict'; current: BlogPostRow; changes: FieldConflict[] }
  /** The post is gone: someone deleted it since it was loaded. */
  | { ok: false; reason: 'deleted'; message: string }
  | { ok: false; reason: 'error'; message: string }

/** The site's categories in their order (call 3). */
export async function loadCategories(client: PublicClient): Promise<Loaded<Pick<BlogCategoryRow, 'slug' | 'name'>[]>> {
  const { data, error } = await client.from('blog_categories').select('slug, name').eq('website_code', websiteCode).order('sort_order')
  return error ? { ok: false, message: describe(error) } : { ok: true, value: data }
}

/** One post by id (call 4); a missing post is an error, with a message saying so. */
export async function loadPost(client: PublicClient, id: string): Promise<Loaded<BlogPostRow>> {
  const { data, error } = await client.from('blog_posts').select('*').eq('website_code', websiteCode).eq('id', id).maybeSingle()
  if (error) return { ok: false, message: describe(error) }
  if (!data) return { ok: false, message: 'There is no post with this address: it may have been deleted. Go back to the list to find it.' }
  return { ok: true, value: data }
}

/** Creates a post (call 6) and reads it back, for its id. */
export async function createPost(client: PublicClient, payload: PostPayload): Promise<SaveResult> {
  const { data, error } = await client.from('blog_posts').insert(payload).select('*').single()
  return error ? { ok: false, reason: 'error', message: describe(error, payload.slug) } : { ok: true, row: data }
}

/**
 * Saves over a loaded post (call 5), but only if nobody has saved it since it was loaded: the
 * update matches the updated_at the editor loaded, which the database moves on every save. When it
 * matches nothing, the post as it now is says whether it was changed (and how) or deleted.
 */
export async function updatePost(client: PublicClient, loaded: BlogPostRow, payload: PostPayload): Promise<SaveResult> {
  const { data, error } = await client.from('blog_posts').update(payload).eq('id', loaded.id).eq('updated_at', loaded.updated_at).select('*')
  if (error) return { ok: false, reason: 'error', message: describe(error, payload.slug) }
  if (data[0]) return { ok: true, row: data[0] }
  const current = await loadPost(client, loaded.id)
  if (!current.ok) return { ok: false, reason: 'deleted', message: 'Someone deleted this post while you were editing it. Your text is kept here: copy it, or save it as a new post from New Article.' }
  return { ok: false, reason: 'conflict', current: current.value, changes: detectConflict(loaded, current.value) ?? [] }
}

/** What a refused call means for the person saving, in place of Postgres's wording where it has one. */
function describe(error: PostgrestError, slug?: string): string {
  if (error.code === '23505' && slug) return `Another post already uses the URL slug "${slug}". Change the slug and save again.`
  if (error.code === '23503') return 'The category is not one of this site’s categories. Choose one from the list.'
  if (error.code === '42501') return 'Your account may not change this site’s posts. Sign in as a staff member of the site.'
  if (error.code === 'PGRST301' || error.code === 'PGRST303') return 'Your sign-in has expired. Sign in again and save; your text is kept here.'
  return error.message || 'The backend did not answer. Check your connection and try again.'
}

import {
  getPost,
  listCategories,
  savePost,
  StoreError,
  type PostWrite,
  type SaveOutcome,
  type StoreClient,
} from '../post-store/index.ts'
import type { BlogCategoryRow, BlogPostRow } from '../supabase/database.types.ts'
import { detectConflict, type FieldConflict } from './editor/conflict.ts'
import { loadFailure, type Loaded } from './load.ts'

// The editor's calls to the backend (the spec's calls 3 to 6) through the post store, each
// answering with what the screen needs to say: the row, or a message a person can act on.

export type SaveResult =
  | { ok: true; row: BlogPostRow }
  /** Someone saved the post since it was loaded: what they changed, and the row as it is now. */
  | { ok: false; reason: 'conflict'; current: BlogPostRow; changes: FieldConflict[] }
  /** The post is gone: someone deleted it since it was loaded. */
  | { ok: false; reason: 'deleted'; message: string }
  | { ok: false; reason: 'error'; message: string }

/** What the editor reads with its own retries (TanStack Query's), so supabase-js is told not to retry as well. */
const once = { retry: false }

/** The site's categories in their order (call 3). */
export async function loadCategories(client: StoreClient): Promise<Loaded<Pick<BlogCategoryRow, 'slug' | 'name'>[]>> {
  return loaded(() => listCategories(client, once))
}

/** One post by id (call 4); a missing post is an error, with a message saying so. */
export async function loadPost(client: StoreClient, id: string): Promise<Loaded<BlogPostRow>> {
  const post = await loaded(() => getPost(client, { id }, once))
  if (!post.ok) return post
  if (post.value) return { ok: true, value: post.value }
  return {
    ok: false,
    message: 'There is no post with this address: it may have been deleted. Go back to the list to find it.',
  }
}

/** Creates a post (call 6) and reads it back, for its id. */
export async function createPost(client: StoreClient, payload: PostWrite): Promise<SaveResult> {
  return saved(client, payload, null)
}

/**
 * Saves over a loaded post (call 5), but only if nobody has saved it since it was loaded: when
 * someone has, it says how the post changed, or that it was deleted.
 */
export async function updatePost(client: StoreClient, loaded: BlogPostRow, payload: PostWrite): Promise<SaveResult> {
  return saved(client, payload, loaded)
}

async function loaded<T>(read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await read() }
  } catch (error) {
    return loadFailure(error, describe)
  }
}

async function saved(client: StoreClient, payload: PostWrite, loaded: BlogPostRow | null): Promise<SaveResult> {
  let outcome: SaveOutcome
  try {
    outcome = await savePost(client, payload, loaded)
  } catch (error) {
    if (!(error instanceof StoreError)) throw error
    return { ok: false, reason: 'error', message: describe(error) }
  }
  if (outcome.ok) return outcome
  switch (outcome.reason) {
    case 'slug-taken':
      return {
        ok: false,
        reason: 'error',
        message: `Another post already uses the URL slug "${payload.slug}". Change the slug and save again.`,
      }
    case 'deleted':
      return {
        ok: false,
        reason: 'deleted',
        message:
          'Someone deleted this post while you were editing it. Your text is kept here: copy it, or save it as a new post from New Article.',
      }
    case 'changed':
      return {
        ok: false,
        reason: 'conflict',
        current: outcome.current,
        changes: (loaded && detectConflict(loaded, outcome.current)) ?? [],
      }
  }
}

/** What a refused call means for the person saving, in place of Postgres's wording where it has one. */
function describe(error: StoreError): string {
  if (error.code === '23503') return 'The category is not one of this site’s categories. Choose one from the list.'
  if (error.code === '42501')
    return 'Your account may not change this site’s posts. Sign in as a staff member of the site.'
  if (error.code === 'PGRST301' || error.code === 'PGRST303')
    return 'Your sign-in has expired. Sign in again and save; your text is kept here.'
  return error.message || 'The backend did not answer. Check your connection and try again.'
}

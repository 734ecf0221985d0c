import type { StoreClient } from '../post-store/index.ts'
import type { BlogPostRow } from '../supabase/database.types.ts'
import { updatePost, type SaveResult } from './posts.ts'

/**
 * Takes a post off the site and keeps its text as a draft: it writes the post as it was read with
 * status draft, over that version only, so it saves none of the editor's unsaved changes and undoes
 * nobody's; when someone saved the post since, it answers with the conflict as a save does.
 * published_at stays, so publishing it again keeps its first publication date.
 */
export function unpublishPost(client: StoreClient, loaded: BlogPostRow): Promise<SaveResult> {
  const { id: _id, created_at: _created, updated_at: _updated, source_hash: _hash, ...fields } = loaded
  return updatePost(client, loaded, { ...fields, status: 'draft' })
}

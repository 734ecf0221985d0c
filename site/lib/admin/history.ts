import {
  changedColumns,
  deletedVersion,
  listDeletedPosts,
  listVersions,
  restoreVersion,
  StoreError,
  type PostVersion,
  type RestoreOutcome,
  type StoreClient,
} from '../post-store/index.ts'
import type { BlogPostRow, DeletedBlogPostRow } from '../supabase/database.types.ts'
import { lineDiff, type DiffLine } from '../text/index.ts'
import { fieldLabels, fieldText } from './editor/conflict.ts'
import { loadFailure, type Loaded } from './load.ts'

// A post's history in the admin's words: its versions, how one differs from the post as it is now,
// bringing one back, and the posts deleted that can come back.

/** A field whose value in a version differs from the post's now, labelled for people. */
export interface FieldDifference {
  label: string
  then: string
  now: string
}

/** How a version differs from the post as it is now: its fields, and its body line by line (null when the same). */
export interface VersionDifferences {
  fields: FieldDifference[]
  body: DiffLine[] | null
}

/** The outcome of bringing a version back, in words a person can act on. */
export type RestoreResult =
  | { ok: true; row: BlogPostRow }
  | { ok: false; reason: 'changed' | 'deleted' | 'slug-taken' | 'already-restored' | 'error'; message: string }

const messages = {
  read: 'The history could not be read: the backend did not answer. Check your connection and try again.',
  refused: (detail: string) => `The history could not be read (${detail}). Reload the page and try again.`,
  changed:
    'Someone saved this post after you opened it, so nothing was restored. Reload the page to see their version, then restore again if you still want to.',
  deleted: 'This post was deleted after you opened it, so nothing was restored. Find it under Recently deleted.',
  slugTaken: (slug: string) =>
    `Another post has the address /insights/${slug} now, so this post cannot come back there. Rename or delete that post first.`,
  alreadyRestored: 'This post has already been brought back: you will find it in the list of posts.',
  failed: (detail: string) => `Nothing was restored (${detail}). Check your connection and try again.`,
}

const describe = (error: StoreError) => (error.transient ? messages.read : messages.refused(error.message))

/** Every version of a post, newest first. */
export async function loadHistory(client: StoreClient, postId: string): Promise<Loaded<PostVersion[]>> {
  try {
    return { ok: true, value: await listVersions(client, postId) }
  } catch (error) {
    return loadFailure(error, describe)
  }
}

/** How a version differs from the post as it is now. */
export function versionDifferences(version: BlogPostRow, current: BlogPostRow): VersionDifferences {
  const fields = (Object.keys(fieldLabels) as (keyof typeof fieldLabels)[]).flatMap((field) => {
    if (field === 'content') return []
    const then = fieldText(field, version[field])
    const now = fieldText(field, current[field])
    return then === now ? [] : [{ label: fieldLabels[field], then, now }]
  })
  const then = fieldText('content', version.content)
  const now = fieldText('content', current.content)
  return { fields, body: then === now ? null : lineDiff(now, then) }
}

/** The fields a version changed from the one before it, labelled (content as "Content"); empty for the first. */
export function versionChanges(version: PostVersion, earlier: PostVersion | undefined): string[] {
  if (!earlier) return []
  return changedColumns(earlier.post, version.post).flatMap((column) =>
    column in fieldLabels ? [fieldLabels[column as keyof typeof fieldLabels]] : [],
  )
}

/**
 * Brings a version's text back over the post as the editor loaded it (its address, status and date
 * stay), as a new version; refused when someone saved the post since.
 */
export async function restorePostVersion(
  client: StoreClient,
  version: PostVersion,
  loaded: BlogPostRow,
): Promise<RestoreResult> {
  return restored(() => restoreVersion(client, version, loaded), loaded.slug)
}

/** A page of the posts deleted and not brought back, most recent first (25 a page). */
export async function loadDeletedPosts(
  client: StoreClient,
  page = 1,
): Promise<Loaded<{ rows: DeletedBlogPostRow[]; total: number }>> {
  try {
    return { ok: true, value: await listDeletedPosts(client, { from: (page - 1) * 25, to: page * 25 - 1 }) }
  } catch (error) {
    return loadFailure(error, describe)
  }
}

/** Brings a deleted post back whole, as it was when deleted: published again if it was. */
export async function bringBackPost(client: StoreClient, deleted: DeletedBlogPostRow): Promise<RestoreResult> {
  return restored(async () => {
    const version = await deletedVersion(client, deleted.post_id)
    if (!version) return { ok: false, reason: 'already-restored' } as const
    return restoreVersion(client, version, null)
  }, deleted.slug)
}

async function restored(
  work: () => Promise<RestoreOutcome | { ok: false; reason: 'already-restored' }>,
  slug: string,
): Promise<RestoreResult> {
  try {
    const outcome = await work()
    if (outcome.ok) return outcome
    switch (outcome.reason) {
      case 'changed':
        return { ok: false, reason: 'changed', message: messages.changed }
      case 'deleted':
        return { ok: false, reason: 'deleted', message: messages.deleted }
      case 'slug-taken':
        return { ok: false, reason: 'slug-taken', message: messages.slugTaken(slug) }
      case 'already-restored':
        return { ok: false, reason: 'already-restored', message: messages.alreadyRestored }
    }
  } catch (error) {
    if (!(error instanceof StoreError)) throw error
    return { ok: false, reason: 'error', message: messages.failed(error.message) }
  }
}

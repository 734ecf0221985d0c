import type { BuildInfo } from '../blog/build-info.ts'
import { atLeastSaved, postStanding } from '../post-store/standing.ts'
import type { Publication } from '../post/schedule.ts'
import type { SiteRebuildRow } from '../supabase/database.types.ts'

/** What of a saved post decides what visitors should see of it. */
export interface PostVersion extends Publication {
  slug: string
  updated_at: string
}

/** A post that was deleted: visitors should no longer find it at its slug. */
export interface DeletedPost {
  slug: string
  deleted: true
}

/** What the admin knows of the site's latest rebuild: the latest request it covers, when it is due, and how sending it went. */
export type Rebuild = Pick<SiteRebuildRow, 'last_requested_at' | 'due_at' | 'sent_at' | 'error'>

export interface LiveStateInput {
  post: PostVersion | DeletedPost
  /** The deployed site's /build.json; undefined when it could not be read. */
  build: BuildInfo | undefined
  /** The site's latest rebuild; undefined when none was ever requested. For a deleted post, only one requested since. */
  rebuild: Rebuild | undefined
  /** Why this browser's own latest request for a rebuild failed, when it did. */
  refused?: string | undefined
  now: Date
}

/**
 * Where the site stands with a post. `shown` says whether visitors should see it (published and
 * due) or not (a draft, scheduled, deleted); the state says whether the deployed site agrees yet.
 */
export type LiveState =
  | { kind: 'unknown' }
  | { kind: 'live'; shown: boolean }
  | { kind: 'scheduled'; publishAt: string }
  | { kind: 'going-live'; shown: boolean; by: 'request'; requestedAt: string; dispatchAt: string }
  | { kind: 'going-live'; shown: true; by: 'schedule'; publishAt: string }
  | { kind: 'not-live'; shown: boolean; reason: 'failed'; message: string }
  | { kind: 'not-live'; shown: boolean; reason: 'not-requested' }
  | { kind: 'not-live'; shown: boolean; reason: 'overdue'; requestedAt: string }

/** A rebuild that has not shown on the site this long after it was sent has failed or not run. */
export const overdueAfterMs = 20 * 60_000

/**
 * Whether visitors should see a saved post at `now`, by the post store's one rule (postStanding). A
 * saved published post always has its time, stamped by the database; one without it is not saved yet.
 */
export function belongsOnSite(post: Publication & { updated_at?: string }, now: Date): boolean {
  return post.published_at !== null && postStanding(post, now) === 'published'
}

/**
 * Whether visitors can open a post's article now: the deployed build has its slug (own keys only:
 * a post may be called "constructor"); when /build.json could not be read, whether it belongs there.
 */
export function onPublicSite(
  post: Publication & { slug: string; updated_at?: string },
  build: BuildInfo | null | undefined,
  now: Date,
): boolean {
  return build ? Object.hasOwn(build.posts, post.slug) : belongsOnSite(post, now)
}

/** The site's state for a post, from the deployed build record and the latest rebuild. */
export function liveState({ post, build, rebuild, refused, now: seen }: LiveStateInput): LiveState {
  if (!build) return { kind: 'unknown' }
  const saved = 'deleted' in post ? undefined : post
  const now = saved ? atLeastSaved(saved, seen) : seen
  const shown = saved !== undefined && belongsOnSite(saved, now)
  // Own keys only: a post may be called "constructor".
  const built = Object.hasOwn(build.posts, post.slug) ? build.posts[post.slug] : undefined
  // The build records each post's updated_at exactly as the API returns it, as the admin reads it too.
  const agrees = saved && shown ? built === saved.updated_at : built === undefined
  if (agrees)
    return saved?.published_at && postStanding(saved, now) === 'scheduled'
      ? { kind: 'scheduled', publishAt: saved.published_at }
      : { kind: 'live', shown }

  if (refused) return { kind: 'not-live', shown, reason: 'failed', message: refused }
  // A scheduled post goes on the site by the clock, not by a save: only a rebuild after its time shows it.
  const publishedAt = saved && shown && saved.published_at ? Date.parse(saved.published_at) : -Infinity
  const changedAt = saved ? Math.max(Date.parse(saved.updated_at), publishedAt) : -Infinity
  const covering = rebuild && Date.parse(rebuild.last_requested_at) >= changedAt ? rebuild : undefined
  if (!covering) {
    // The deploy workflow's 15-minute check builds a post that fell due; nobody has to ask.
    const publishAt = saved?.published_at
    if (
      saved &&
      publishAt &&
      publishedAt > Date.parse(saved.updated_at) &&
      now.getTime() - publishedAt < overdueAfterMs
    )
      return { kind: 'going-live', shown: true, by: 'schedule', publishAt }
    return { kind: 'not-live', shown, reason: 'not-requested' }
  }
  if (covering.error) return { kind: 'not-live', shown, reason: 'failed', message: covering.error }
  if (now.getTime() - Date.parse(covering.sent_at ?? covering.due_at) > overdueAfterMs)
    return { kind: 'not-live', shown, reason: 'overdue', requestedAt: covering.last_requested_at }
  return {
    kind: 'going-live',
    shown,
    by: 'request',
    requestedAt: covering.last_requested_at,
    dispatchAt: covering.due_at,
  }
}

/** Whether the site keeps showing stale content while this state lasts, so the admin should look again soon. */
export function awaitsRebuild(state: LiveState): boolean {
  return state.kind === 'going-live'
}

/**
 * Whether a save changes what visitors see, so the site must be rebuilt: the post was on the site
 * before or belongs there now (a publish, an unpublish, an edit or a new slug of a live post), or the
 * save moved its old address (a redirect, which the build writes).
 */
export function saveNeedsRebuild(
  before: PostVersion | null,
  after: PostVersion,
  now: Date,
  { moved = false } = {},
): boolean {
  return moved || (before !== null && belongsOnSite(before, now)) || belongsOnSite(after, now)
}

import { StoreError, storeError } from '../post-store/index.ts'
import type { BlogPostRow, Json, PostPreviewLinkRow } from '../supabase/database.types.ts'
import type { PublicClient } from '../supabase/index.ts'
import { rowFromForm, type FormProblem, type PostForm, type PostPayload } from './editor/index.ts'
import { loadFailure, type Loaded } from './load.ts'

// Preview links: a draft (or a live post's unsaved changes) shared with someone without an account.
// The browser makes the token and shows it once; the database keeps only its SHA-256, and the
// post-preview edge function serves the post to whoever brings the token.

/** How long a new link lasts, in days: the editor's choices. */
export const previewLinkDays = [1, 7, 30] as const
export type PreviewLinkDays = (typeof previewLinkDays)[number]
export const defaultPreviewLinkDays: PreviewLinkDays = 7

/** An open link as the editor lists it; `byYou` when the signed-in staff member made it (staff cannot read each other's addresses). */
export type PreviewLink = Pick<PostPreviewLinkRow, 'id' | 'created_at' | 'expires_at'> & { byYou: boolean }

/** The public fields of a post as the editor holds them, which a link made for unsaved changes shows. */
export type PreviewSnapshot = { [field: string]: Json }

export type CreatePreviewResult = { ok: true; link: PreviewLink; token: string } | { ok: false; message: string }
export type RevokeResult = { ok: true } | { ok: false; message: string }

/** The open links one request lists: a post has a handful, and a list past this says how many more. */
export const listedPreviewLinks = 50

const linkColumns = 'id, created_by, created_at, expires_at'
const day = 86_400_000

/** The address a reviewer opens. The token rides in the fragment, which a browser never sends to a server or in a Referer. */
export function previewUrl(token: string, origin: string): string {
  return `${origin}/preview/#token=${token}`
}

/** A new token: 32 bytes from the browser's cryptographic random source, in base64url (43 characters). */
export function newPreviewToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

/** A token's SHA-256 in hex: all the database keeps of it. */
export async function previewTokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The fields a reader of the article sees (the post-preview function shows these from a snapshot). */
const snapshotFields = [
  'title',
  'excerpt',
  'content',
  'author_name',
  'author_role',
  'category',
  'tags',
  'read_time_minutes',
  'featured',
  'featured_image_url',
  'featured_image_alt',
  'meta_title',
  'meta_description',
] as const satisfies readonly (keyof PostPayload)[]

/**
 * What a link made for unsaved changes carries: the editor's fields as the save would store them,
 * the public ones only; or the problems a save would report, which stop the link as they would the save.
 */
export function previewSnapshot(
  form: PostForm,
  post: Pick<BlogPostRow, 'status' | 'published_at'>,
  timeZone: string,
): { ok: true; snapshot: PreviewSnapshot } | { ok: false; problems: FormProblem[] } {
  const read = rowFromForm(form, { status: post.status, timeZone, existing: post })
  if (!read.ok) return read
  const snapshot: PreviewSnapshot = {}
  for (const field of snapshotFields) snapshot[field] = read.row[field] as Json
  // No date chosen: the post's own, as a save would keep it.
  if (read.row.published_at) snapshot.published_at = read.row.published_at
  return { ok: true, snapshot }
}

/** What a refused call means for the staff member, in place of Postgres's wording where it has one. */
function describe(error: StoreError): string {
  if (error.code === '42501')
    return 'Your account may not share this site’s posts. Sign in as a staff member of the site.'
  if (error.code === 'PGRST301' || error.code === 'PGRST303')
    return 'Your sign-in has expired. Sign in again to share or revoke preview links.'
  if (error.code === 'PGRST413' || /snapshot/.test(error.message))
    return 'The article with your unsaved changes is too large to share in a link. Shorten it and try again.'
  if (error.code === '23514') return 'A preview link lasts from 1 to 30 days. Choose 1, 7 or 30 days and try again.'
  if (error.transient) return 'The backend could not be reached. Check your connection and try again.'
  return error.message || 'The backend did not answer. Check your connection and try again.'
}

/** The signed-in user's id, from the session the client holds. */
async function signedInUser(client: PublicClient): Promise<string | null> {
  return (await client.auth.getSession()).data.session?.user.id ?? null
}

/**
 * Makes a link to a post, lasting `days`, showing `snapshot` when given (unsaved changes to a live
 * post) or else the post as stored. The token is in the result and nowhere else: show it once.
 */
export async function createPreviewLink(
  client: PublicClient,
  post: Pick<BlogPostRow, 'id' | 'slug' | 'website_code'>,
  {
    days,
    snapshot = null,
    now = Date.now(),
  }: { days: PreviewLinkDays; snapshot?: PreviewSnapshot | null; now?: number },
): Promise<CreatePreviewResult> {
  const token = newPreviewToken()
  const { data, error, status } = await client
    .from('post_preview_links')
    .insert({
      website_code: post.website_code,
      post_id: post.id,
      slug: post.slug,
      token_hash: await previewTokenHash(token),
      snapshot,
      // The database counts the days from its own clock (see the table's migration).
      expires_at: new Date(now + days * day).toISOString(),
    })
    .select(linkColumns)
    .single()
  if (error) return { ok: false, message: describe(storeError(error, status)) }
  const { created_by, ...link } = data
  return { ok: true, link: { ...link, byYou: created_by === (await signedInUser(client)) }, token }
}

/** A post's open links (not ended, not expired at `now`), newest first, and how many are open in all. */
export async function listPreviewLinks(
  client: PublicClient,
  postId: string,
  now = new Date(),
): Promise<Loaded<{ links: PreviewLink[]; open: number }>> {
  try {
    const [read, me] = await Promise.all([
      client
        .from('post_preview_links')
        .select(linkColumns, { count: 'exact' })
        .eq('post_id', postId)
        .is('ended_at', null)
        .gt('expires_at', now.toISOString())
        .order('created_at', { ascending: false })
        .limit(listedPreviewLinks)
        .retry(false),
      signedInUser(client),
    ])
    if (read.error) throw storeError(read.error, read.status)
    const links = read.data.map(({ created_by, ...link }) => ({ ...link, byYou: created_by === me }))
    return { ok: true, value: { links, open: read.count ?? links.length } }
  } catch (error) {
    return loadFailure(error, (failure) => `The preview links could not be loaded: ${describe(failure)}`)
  }
}

/** Revokes an open link: whoever opens it from now on is told it was revoked. */
export async function revokePreviewLink(client: PublicClient, id: string): Promise<RevokeResult> {
  const { data, error, status } = await client
    .from('post_preview_links')
    .update({ ended_reason: 'revoked' })
    .eq('id', id)
    .is('ended_at', null)
    .select('id')
  if (error) return { ok: false, message: describe(storeError(error, status)) }
  if (data.length === 0)
    return {
      ok: false,
      message: 'The link was not revoked: it has already ended (revoked, expired, or its post published or deleted).',
    }
  return { ok: true }
}

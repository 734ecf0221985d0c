// The post-preview edge function, free of runtime-specific imports: index.ts serves it on Deno
// (hosted Supabase), and the local stand-in serves it on Node. Anyone may call it: the token from a
// preview link is the caller's whole authority, and it opens one post, read with the secret key.
import { jsonResponse, readLimited, staffCallCors } from '../_shared/http.ts'
import { platformKey } from '../_shared/keys.ts'
import type { PreviewEnded, PreviewFound, PreviewRefused } from './contract.ts'
import { previewOf, standingOf, storedImagePath } from './preview.ts'
import { supabasePreviewStore, type PreviewStore, type StoredLink } from './store.ts'

export interface PostPreviewOptions {
  store: PreviewStore
  now?: () => number
  log?: (message: string) => void
}

// A token and the JSON around it fit many times over.
const bodyLimit = 1024

/** A token as the admin makes it: 32 random bytes in base64url, without padding. */
export const tokenShape = /^[A-Za-z0-9_-]{43}$/

export const messages = {
  body: 'Send the preview link’s token as JSON: {"token": "…"}.',
  tooLarge: `Send only the token: at most ${bodyLimit} bytes of JSON.`,
  unknown: 'There is no preview link with this token. Check that the whole link was copied.',
  expired: 'This preview link has expired.',
  revoked: 'This preview link was revoked.',
  published: 'This preview link ended when the article was published.',
  deleted: 'This preview link ended when the post was deleted.',
  failed: 'The preview could not be loaded just now. Try again in a moment.',
} as const

// As for the functions staff call: the caller's authority travels in the request (here the token in
// its body), never in a cookie, so a page on any origin may ask and learns only what the token opens.
const cors = staffCallCors

const answer = (
  status: number,
  body: PreviewFound | PreviewEnded | PreviewRefused,
  headers: Record<string, string> = {},
) =>
  // A preview is the post as it is now: no cache keeps an answer a revoked link should no longer give.
  jsonResponse(status, body, { ...cors, 'cache-control': 'no-store', ...headers })

/** The SHA-256 of a token, in hex: what post_preview_links stores in its place. */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The token of a body `{"token": "…"}`; undefined for anything else. */
function tokenOf(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
    const { token } = value as { token?: unknown }
    return typeof token === 'string' ? token : undefined
  } catch {
    return undefined
  }
}

/** Creates the function's request handler. */
export function createPostPreview(options: PostPreviewOptions): (request: Request) => Promise<Response> {
  const { store } = options
  const now = options.now ?? Date.now
  const log = options.log ?? ((message: string) => console.error(`[post-preview] ${message}`))

  /** The answer for a link that has ended, saying why and, for a published post, where to read it. */
  async function ended(link: StoredLink & { ended_at: string }): Promise<Response> {
    const at = new Date(link.ended_at).toISOString()
    if (link.ended_reason === 'revoked') return answer(410, { error: messages.revoked, reason: 'revoked', at })
    if (link.ended_reason === 'published') {
      const post = link.post_id ? await store.post(link.post_id) : undefined
      const standing = post ? standingOf(post, now()) : 'draft'
      const publishedAt = standing !== 'draft' && post?.published_at ? new Date(post.published_at).toISOString() : null
      const path = `/insights/${post?.slug ?? link.slug}`
      return answer(410, { error: messages.published, reason: 'published', at, path, standing, publishedAt })
    }
    return answer(410, { error: messages.deleted, reason: 'deleted', at })
  }

  async function preview(token: string): Promise<Response> {
    const link = tokenShape.test(token) ? await store.link(await tokenHash(token)) : undefined
    if (!link) return answer(404, { error: messages.unknown })
    if (link.ended_at) return ended({ ...link, ended_at: link.ended_at })
    const expiresAt = new Date(link.expires_at).toISOString()
    if (Date.parse(link.expires_at) <= now())
      return answer(410, { error: messages.expired, reason: 'expired', at: expiresAt })
    // A post deletes its links' post_id only after ending them; one gone regardless is gone all the same.
    const post = link.post_id ? await store.post(link.post_id) : undefined
    if (!post) return answer(410, { error: messages.deleted, reason: 'deleted', at: new Date(now()).toISOString() })
    const shown = previewOf(post, link.snapshot, now())
    const imagePath = storedImagePath(shown.post.featured_image_url)
    const featured_image_set = imagePath ? await store.imageSet(imagePath) : null
    return answer(200, { ...shown, post: { ...shown.post, featured_image_set }, expiresAt })
  }

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
    if (request.method !== 'POST')
      return answer(405, { error: 'Ask for a preview with POST.' }, { allow: 'POST, OPTIONS' })
    let text: string | undefined
    try {
      text = await readLimited(request, bodyLimit)
    } catch {
      return answer(400, { error: messages.body })
    }
    if (text === undefined) return answer(413, { error: messages.tooLarge })
    const token = tokenOf(text)
    if (token === undefined) return answer(400, { error: messages.body })
    try {
      return await preview(token)
    } catch (error) {
      log(`could not answer a preview: ${error instanceof Error ? error.message : String(error)}`)
      return answer(500, { error: messages.failed })
    }
  }
}

/** What the function reads from its runtime: environment variables and a fetch. */
export interface FunctionEnvironment {
  get(name: string): string | undefined
  fetch?: typeof fetch
}

/** The function as deployed, configured from the environment; it never throws, answering 503 until it can run. */
export default function postPreview(environment: FunctionEnvironment): (request: Request) => Promise<Response> {
  const get = (name: string) => environment.get(name)
  const url = get('SUPABASE_URL')?.trim().replace(/\/+$/, '')
  const secret = platformKey(get, 'secret')
  if (!url || 'problem' in secret) {
    const problems = [...(url ? [] : ['SUPABASE_URL is not set.']), ...('problem' in secret ? [secret.problem] : [])]
    return async (request) =>
      request.method === 'OPTIONS'
        ? new Response(null, { status: 204, headers: cors })
        : answer(503, { error: `The post-preview function cannot run: ${problems.join(' ')}` })
  }
  return createPostPreview({ store: supabasePreviewStore(url, secret.key, environment.fetch) })
}

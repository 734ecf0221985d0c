import type { PostSummary } from '../post-store/visible.ts'
import type { PublicClient } from '../supabase/index.ts'
import { listPublishedVersions, listRedirects } from './queries.ts'
import type { PostRedirect } from './redirects.ts'

/** What of a post decides whether the built site is out of date. */
export type FingerprintedPost = Pick<PostSummary, 'slug' | 'updated_at' | 'published_at'>

/** The published content as a visitor would see it now. */
export interface ContentState {
  /** SHA-256 (hex) of the published posts and redirects; see contentFingerprint. */
  fingerprint: string
  /** Each published post's `updated_at` by slug, as the API returned it. */
  posts: Record<string, string>
}

// Plain code-unit order, the same in every runtime (localeCompare is not).
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * A SHA-256 (hex) that changes whenever the published posts or the redirects change in a way the
 * built site shows, and is the same for the same content read in any order. Runs in Node and browsers.
 */
export async function contentFingerprint(
  posts: readonly FingerprintedPost[],
  redirects: readonly PostRedirect[],
): Promise<string> {
  const canonical = JSON.stringify({
    posts: [...posts]
      .sort((a, b) => byText(a.slug, b.slug))
      .map((post) => [post.slug, post.updated_at, post.published_at]),
    redirects: [...redirects]
      .sort((a, b) => byText(a.from_slug, b.from_slug) || byText(a.to_slug, b.to_slug))
      .map((redirect) => [redirect.from_slug, redirect.to_slug]),
  })
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Reads the published content a build would render now, through the same queries as the build.
 * Pass a client with the publishable key: the policies may show a signed-in staff member rows no visitor sees.
 */
export async function currentContent(client: PublicClient): Promise<ContentState> {
  const [posts, redirects] = await Promise.all([listPublishedVersions(client), listRedirects(client)])
  return {
    fingerprint: await contentFingerprint(posts, redirects),
    posts: Object.fromEntries(posts.map((post) => [post.slug, post.updated_at])),
  }
}

import type { Client } from '../../../local/test-support.ts'
import { tokenHash } from '../handler.ts'

/** A token as the admin makes one: 32 random bytes, base64url without padding. */
export function newToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
}

const day = 86_400_000

/**
 * Stores a link to a post with the service role, as if made `ageDays` ago and lasting `days`, and
 * returns its token.
 */
export async function storeLink(
  service: Client,
  post: { id: string; slug: string },
  { days = 7, ageDays = 0, snapshot = null }: { days?: number; ageDays?: number; snapshot?: Record<string, unknown> | null } = {},
): Promise<string> {
  const token = newToken()
  const created = Date.now() - ageDays * day
  await service
    .from('post_preview_links')
    .insert({
      website_code: 'axon',
      post_id: post.id,
      slug: post.slug,
      token_hash: await tokenHash(token),
      snapshot: snapshot as never,
      created_at: new Date(created).toISOString(),
      expires_at: new Date(created + days * day).toISOString(),
    })
    .throwOnError()
  return token
}

import type { PreviewEnded, PreviewFound } from '../../../supabase/functions/post-preview/contract.ts'
import { functionUrl } from '../../lib/supabase/functions.ts'
import { shownPost, type Outcome } from './outcome.ts'

/** A token as the admin makes it: 32 random bytes in base64url (the post-preview function's own rule). */
const tokenShape = /^[A-Za-z0-9_-]{43}$/

/** The token in an address's fragment (`#token=…`), where no server log or Referer header ever sees it. */
export function tokenIn(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')
}

/** What the post-preview function says of a link's token; `failed` when it cannot be asked. */
export async function previewByLink(token: string | null, fetchImpl: typeof fetch = fetch): Promise<Outcome> {
  if (!token || !tokenShape.test(token)) return { kind: 'incomplete' }
  let response: Response
  try {
    response = await fetchImpl(functionUrl('post-preview'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      // A revoked link must say so at once, not show a copy kept from before.
      cache: 'no-store',
    })
  } catch {
    return { kind: 'failed' }
  }
  const body = (await response.json().catch(() => null)) as (PreviewFound & PreviewEnded) | null
  if (response.status === 200 && body?.post) {
    const { post, standing, changes, expiresAt } = body
    return { kind: 'found', post: shownPost(post), standing, changes, expiresAt, staff: false }
  }
  if (response.status === 410 && body?.reason) return { kind: 'ended', ended: body }
  if (response.status === 404 || response.status === 400) return { kind: 'unknown' }
  return { kind: 'failed' }
}

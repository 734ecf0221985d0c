import { websiteCode } from '../blog/index.ts'
import type { PublicClient } from '../supabase/index.ts'
import type { SlugRedirect } from './editor/index.ts'

export type RecordRedirectResult = { ok: true } | { ok: false; message: string }

interface RequestError {
  code: string
  message: string
}

/**
 * Records that a published post's old address now leads to its new slug, for the next build to
 * redirect. Redirects that led to the old slug follow the post (no chains), and a redirect away
 * from the new slug is dropped, because the post lives there now.
 */
export async function recordSlugRedirect(client: PublicClient, redirect: SlugRedirect): Promise<RecordRedirectResult> {
  const table = () => client.from('blog_post_redirects')
  // In this order, so that no step leaves a row that leads to itself.
  const steps = [
    () => table().delete().eq('website_code', websiteCode).eq('from_slug', redirect.to),
    () => table().update({ to_slug: redirect.to }).eq('website_code', websiteCode).eq('to_slug', redirect.from),
    () => table().upsert({ website_code: websiteCode, from_slug: redirect.from, to_slug: redirect.to }, { onConflict: 'website_code,from_slug' }),
  ]
  for (const step of steps) {
    const { error } = await step()
    if (error) return { ok: false, message: failureMessage(redirect, error) }
  }
  return { ok: true }
}

function failureMessage({ from, to }: SlugRedirect, error: RequestError): string {
  const what = `The old address /insights/${from} could not be sent on to /insights/${to}`
  // 42501: no grant or a row-level security policy refused; 23514: a check constraint.
  if (error.code === '42501') return `${what}: only staff of the site may record redirects. Sign in again as a staff member and save once more.`
  if (error.code === '23514') return `${what}: both must be different slugs of lowercase letters, digits and single hyphens, at most 120 characters.`
  return `${what}: ${error.message || 'no answer from the backend'}. Check your connection and save again.`
}

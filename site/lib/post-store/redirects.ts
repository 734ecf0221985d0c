import { storeError } from './errors.ts'
import type { StoreClient } from './reads.ts'
import { websiteCode } from './scope.ts'

/** An old post address that should lead to the post's new slug. */
export interface SlugRedirect {
  from: string
  to: string
}

/**
 * Records that a published post's old slug now leads to its new one, for the next build to
 * redirect. Redirects that led to the old slug follow the post (no chains), and a redirect away
 * from the new slug is dropped, because the post lives there now.
 */
export async function recordSlugRedirect(client: StoreClient, redirect: SlugRedirect): Promise<void> {
  const table = () => client.from('blog_post_redirects')
  // In this order, so that no step leaves a row that leads to itself.
  const steps = [
    () => table().delete().eq('website_code', websiteCode).eq('from_slug', redirect.to),
    () => table().update({ to_slug: redirect.to }).eq('website_code', websiteCode).eq('to_slug', redirect.from),
    () =>
      table().upsert(
        { website_code: websiteCode, from_slug: redirect.from, to_slug: redirect.to },
        { onConflict: 'website_code,from_slug' },
      ),
  ]
  for (const step of steps) {
    const { error, status } = await step()
    if (error) throw storeError(error, status)
  }
}

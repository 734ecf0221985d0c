import { recordSlugRedirect as record, StoreError, type SlugRedirect, type StoreClient } from '../post-store/index.ts'

export type RecordRedirectResult = { ok: true } | { ok: false; message: string }

/** Records a published post's old address for the next build to redirect (see the store's recordSlugRedirect), or says why it could not. */
export async function recordSlugRedirect(client: StoreClient, redirect: SlugRedirect): Promise<RecordRedirectResult> {
  try {
    await record(client, redirect)
    return { ok: true }
  } catch (error) {
    if (!(error instanceof StoreError)) throw error
    return { ok: false, message: failureMessage(redirect, error) }
  }
}

function failureMessage({ from, to }: SlugRedirect, error: StoreError): string {
  const what = `The old address /insights/${from} could not be sent on to /insights/${to}`
  // 42501: no grant or a row-level security policy refused; 23514: a check constraint.
  if (error.code === '42501')
    return `${what}: only staff of the site may record redirects. Sign in again as a staff member and save once more.`
  if (error.code === '23514')
    return `${what}: both must be different slugs of lowercase letters, digits and single hyphens, at most 120 characters.`
  return `${what}: ${error.message || 'no answer from the backend'}. Check your connection and save again.`
}

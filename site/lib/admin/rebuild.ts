import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js'
import type { RebuildAccepted, RebuildRefused } from '../../../supabase/functions/request-rebuild/contract.ts'
import { buildInfoPath, parseBuildInfo, type BuildInfo } from '../blog/build-info.ts'
import { clockOffset } from '../clock/index.ts'
import { websiteCode } from '../post-store/index.ts'
import type { PublicClient } from '../supabase/index.ts'
import type { Rebuild } from './live-state.ts'

// What the admin asks about the public site: a rebuild, the latest one, and what the deployed site was built from.

export type RebuildRequestResult = { ok: true; accepted: RebuildAccepted } | { ok: false; message: string }

const messages = {
  notDeployed:
    'The backend has no request-rebuild function yet: deploy it with `supabase functions deploy request-rebuild`.',
  unreachable: 'The backend could not be reached. Check your connection and try again.',
  status: (status: number) => `The backend answered HTTP ${status}. Try again in a moment.`,
  empty: 'The backend accepted the request but did not say when the rebuild is due. Try again in a moment.',
} as const

/** Asks for a rebuild of the site through the request-rebuild function, as the signed-in staff member. */
export async function requestSiteRebuild(client: PublicClient): Promise<RebuildRequestResult> {
  const { data, error } = await client.functions.invoke<RebuildAccepted>('request-rebuild', { body: {} })
  if (!error && data) return { ok: true, accepted: data }
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    if (response.status === 404) return { ok: false, message: messages.notDeployed }
    const body = (await response.json().catch(() => null)) as Partial<RebuildRefused> | null
    return { ok: false, message: typeof body?.error === 'string' ? body.error : messages.status(response.status) }
  }
  return {
    ok: false,
    message: error instanceof FunctionsFetchError ? messages.unreachable : (error?.message ?? messages.empty),
  }
}

/** The site's latest rebuild, as staff may read it; null when none was ever requested. */
export async function latestRebuild(client: PublicClient): Promise<Rebuild | null> {
  const { data, error } = await client
    .from('site_rebuilds')
    .select('last_requested_at, due_at, sent_at, error')
    .eq('website_code', websiteCode)
    .order('sequence', { ascending: false })
    .limit(1)
  if (error) throw new Error(`Could not read the latest rebuild: ${error.message}`)
  return data[0] ?? null
}

/** The record of a request-rebuild answer, as the latest rebuild would show it. */
export function rebuildFrom(accepted: RebuildAccepted): Rebuild {
  return {
    last_requested_at: accepted.requestedAt,
    due_at: accepted.dispatchAt,
    sent_at: accepted.coalesced ? null : accepted.dispatchAt,
    error: null,
  }
}

// Staff clocks may be wrong, and the admin compares server times (when a rebuild was sent, when a
// post is due) with "now": it reads the site host's clock from the answer for /build.json.
export { clockOffset }

/**
 * What the deployed site was built from: its /build.json on the page's own origin, asked past every
 * cache (the host keeps it for minutes); null when it is missing or not a build record. Also how far
 * the host's clock is from this browser's.
 */
export async function fetchDeployed(
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): Promise<{ build: BuildInfo | null; clockOffsetMs: number }> {
  try {
    const response = await fetchImpl(`${buildInfoPath}?checked=${now()}`, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    })
    const clockOffsetMs = clockOffset(response, now())
    if (!response.ok) return { build: null, clockOffsetMs }
    return { build: parseBuildInfo(await response.json()) ?? null, clockOffsetMs }
  } catch {
    return { build: null, clockOffsetMs: 0 }
  }
}

/** The deployed build record alone; see fetchDeployed. */
export async function deployedBuild(fetchImpl: typeof fetch = fetch, now: () => number = Date.now) {
  return (await fetchDeployed(fetchImpl, now)).build
}

/** What the admin reads to tell staff where the site stands: the deployed build record and the latest rebuild. */
export interface SiteRecords {
  build: BuildInfo | null
  rebuild: Rebuild | null
  /** How far the site's clock is ahead of this browser's; "now" for the records is the site's. */
  clockOffsetMs: number
}

/** Reads both records at once. */
export async function siteRecords(client: PublicClient, fetchImpl?: typeof fetch): Promise<SiteRecords> {
  const [{ build, clockOffsetMs }, rebuild] = await Promise.all([fetchDeployed(fetchImpl), latestRebuild(client)])
  return { build, rebuild, clockOffsetMs }
}

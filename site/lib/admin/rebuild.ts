import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js'
import type { RebuildAccepted, RebuildRefused } from '../../../supabase/functions/request-rebuild/contract.ts'
import { buildInfoPath, parseBuildInfo, type BuildInfo } from '../blog/build-info.ts'
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

/**
 * What the deployed site was built from: its /build.json on the page's own origin, asked past every
 * cache (the host keeps it for minutes); null when it is missing or not a build record.
 */
export async function deployedBuild(
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): Promise<BuildInfo | null> {
  try {
    const response = await fetchImpl(`${buildInfoPath}?checked=${now()}`, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    })
    if (!response.ok) return null
    return parseBuildInfo(await response.json()) ?? null
  } catch {
    return null
  }
}

/** What the admin reads to tell staff where the site stands: the deployed build record and the latest rebuild. */
export interface SiteRecords {
  build: BuildInfo | null
  rebuild: Rebuild | null
}

/** Reads both records at once. */
export async function siteRecords(client: PublicClient, fetchImpl?: typeof fetch): Promise<SiteRecords> {
  const [build, rebuild] = await Promise.all([deployedBuild(fetchImpl), latestRebuild(client)])
  return { build, rebuild }
}

import { storeError, websiteCode, type StoreClient } from '../../post-store/index.ts'
import type { ContactEnquiryRow } from '../../supabase/database.types.ts'
import { readEveryRow } from '../../supabase/paged.ts'
import { awaitsReview } from './standing.ts'

/** The periods the report covers, in days back from now. */
export const sourcePeriods = [30, 90] as const
export type SourcePeriod = (typeof sourcePeriods)[number]

/** What the report reads of each enquiry: where the visit landed and where the form was sent from. */
export type SourceRow = Pick<ContactEnquiryRow, 'landing_path' | 'page_path' | 'flagged_reason' | 'review'>

/** A landing page or an article, and how many enquiries it brought. */
export interface SourceCount {
  /** A site path, or null for enquiries that recorded none. */
  key: string | null
  count: number
}

/**
 * Where the period's enquiries came from. Spam is left out; enquiries flagged as possible automation
 * that nobody has reviewed yet are counted apart (`awaitingReview`), not in the tables.
 */
export interface LeadSources {
  /** Enquiries counted in the tables. */
  counted: number
  awaitingReview: number
  /** By the visit's landing page, most first. */
  byLanding: SourceCount[]
  /** By article (/insights/<slug>) the visit landed on or sent the form from, most first; each enquiry once per article. */
  byArticle: SourceCount[]
}

/** A path as the report groups it: without query, fragment or trailing slash. */
export function normalisedPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  return bare.replace(/\/+$/, '') || '/'
}

/** The article a path is, as its slug: `/insights/<slug>`, not the listing's own pages. */
export function articleSlug(path: string | null): string | null {
  if (!path) return null
  const slug = /^\/insights\/([^/]+)$/.exec(normalisedPath(path))?.[1]
  return slug && slug !== 'page' ? slug : null
}

const ranked = (counts: Map<string | null, number>): SourceCount[] =>
  [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || (a.key ?? '\uffff').localeCompare(b.key ?? '\uffff'))

const add = (counts: Map<string | null, number>, key: string | null) => counts.set(key, (counts.get(key) ?? 0) + 1)

/** Counts enquiries by landing page and by article (see LeadSources). */
export function leadSources(rows: readonly SourceRow[]): LeadSources {
  const byLanding = new Map<string | null, number>()
  const byArticle = new Map<string | null, number>()
  let awaitingReview = 0
  let counted = 0
  for (const row of rows) {
    if (row.review === 'spam') continue
    if (awaitsReview(row)) {
      awaitingReview++
      continue
    }
    counted++
    add(byLanding, row.landing_path ? normalisedPath(row.landing_path) : null)
    const articles = new Set([articleSlug(row.landing_path), articleSlug(row.page_path)])
    articles.delete(null)
    for (const slug of articles) add(byArticle, slug)
  }
  return { counted, awaitingReview, byLanding: ranked(byLanding), byArticle: ranked(byArticle) }
}

/** The period's enquiries (not spam), read page by page, and where they came from. */
export async function loadLeadSources(client: StoreClient, days: SourcePeriod, now = new Date()): Promise<LeadSources> {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString()
  const { data, error, status } = await readEveryRow((from, to) =>
    client
      .from('contact_enquiries')
      .select('id, landing_path, page_path, flagged_reason, review', { count: 'exact' })
      .eq('website_code', websiteCode)
      .gte('created_at', since)
      .or('review.is.null,review.eq.genuine')
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to)
      .retry(false),
  )
  if (error) throw storeError(error, status)
  return leadSources(data)
}

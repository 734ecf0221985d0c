import { site, type Person } from '../../site.config.ts'

/** The site's blog categories, in display order (slug is what front matter and the database store). */
export const categories = [
  { slug: 'erp-modernization', name: 'ERP Modernization' },
  { slug: 'data-integration', name: 'Data Integration' },
  { slug: 'process-automation', name: 'Process Automation' },
  { slug: 'industry-insights', name: 'Industry Insights' },
  { slug: 'technical', name: 'Technical Deep Dive' },
] as const satisfies readonly { slug: string; name: string }[]

/** A category's slug, as a post's `category` field holds it. */
export type CategorySlug = (typeof categories)[number]['slug']

/** The key a post's `author` field names; the people behind them live in site.config.ts. */
export type AuthorKey = keyof typeof site.authors

/** Every author key, the default ('founder') first, as the spec's author dropdown lists them. */
export const authorKeys: readonly [AuthorKey, ...AuthorKey[]] = Object.keys(site.authors) as [AuthorKey, ...AuthorKey[]]

/** The name and role shown for an author key. */
export function authorFor(key: AuthorKey): Person {
  return site.authors[key]
}

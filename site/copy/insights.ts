import { site } from '../site.config.ts'

/**
 * The three articles the site ships with. They are shown until the published posts load, and in
 * their place if the blog cannot be read.
 */
export interface BuiltInArticle {
  slug: string
  /** Other paths under /insights/ that show this article. */
  aliases: readonly string[]
  title: string
  excerpt: string
  category: 'erp-modernization' | 'data-integration' | 'process-automation' | 'industry-insights' | 'technical'
  readTimeMinutes: number
  /** Days before today that the article is dated. */
  daysAgo: number
}

export const builtInArticles = [
  {
    slug: 'api-first-integration',
    aliases: ['api-first-integration-strategy'],
    title: 'API-First Integration Strategy',
    excerpt:
      'Point-to-point connections multiply with every new system. An API-first strategy turns integration into a reusable asset: contracts first, then connectors, then automation.',
    category: 'data-integration',
    readTimeMinutes: 8,
    daysAgo: 5,
  },
  {
    slug: 'hidden-cost-legacy-erp',
    aliases: [],
    title: 'The Hidden Cost of Legacy ERP Systems',
    excerpt:
      'Licence fees are the visible part. Manual workarounds, duplicate data entry and delayed reporting cost far more, and modernizing around the core can cut that bill by 60%.',
    category: 'erp-modernization',
    readTimeMinutes: 10,
    daysAgo: 10,
  },
  {
    slug: 'integration-maturity-model',
    aliases: [],
    title: 'Integration Maturity Model',
    excerpt:
      'Five levels, from manual file transfers to event-driven, self-monitoring integration: how to assess where your organisation stands and plan the next step.',
    category: 'technical',
    readTimeMinutes: 12,
    daysAgo: 15,
  },
] as const satisfies readonly BuiltInArticle[]

export const insightsCopy = {
  hero: {
    heading: 'Insights',
    lead: 'Practical thinking on ERP modernization, integration strategy and automation, written by the engineers who do the work.',
  },
  home: {
    eyebrow: 'Insights',
    heading: 'Latest Insights',
    lead: 'Practical thinking on integration, ERP modernization and automation from the engineers who deliver it.',
    action: { label: 'View All Insights', href: '/insights' },
  },
  searchLabel: 'Search articles',
  categoryFilterLabel: 'Filter by category',
  /** The accessible name of a post's list of tags, on its card and its page. */
  tagsLabel: 'Tags',
  searchPlaceholder: 'Search articles by title, summary, tag or text...',
  featuredHeading: 'Featured Articles',
  latestHeading: 'Latest Articles',
  loading: 'Loading articles...',
  empty: 'No articles found. Try adjusting your filters or search query.',
  /** Under a long list of matches, for the next ones. */
  showMore: 'Show more articles',
  /** The links from the list to the archive, and between the archive's pages. */
  archive: {
    navLabel: 'Article archive',
    newer: 'Newer articles',
    older: 'Older articles',
    oldest: 'Oldest articles',
    latest: 'Latest articles',
    page: (page: number) => `Page ${page}`,
    eyebrow: 'Insights archive',
    title: (page: number) => `Insights — page ${page}`,
    lead: (from: string, to: string) =>
      from === to ? `Articles published on ${from}.` : `Articles published from ${from} to ${to}.`,
  },
  back: 'Back to Insights',
  contentNotAvailable: 'Content not available.',
  article: {
    share: 'Share',
    copied: 'Link copied to clipboard!',
    copyManually: 'Copy this link:',
    aboutAuthor: 'About the author',
    authorBlurb: `Writes for ${site.name} about integration architecture, ERP modernization and automation, drawing on the projects our engineers deliver.`,
    related: 'Related Articles',
    loading: 'Loading article...',
    notFound: { heading: 'Article Not Found', text: "The article you're looking for doesn't exist." },
    /** Shown at an article's old address, before the new title, for a browser that does not go on by itself. */
    moved: 'This article has moved:',
  },
}

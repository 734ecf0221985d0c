import { site } from '../../site.config.ts'
import { feedPaths } from './insights.ts'

/** The <link rel="alternate"> tags every page carries so browsers and readers find the feeds. */
export const feedLinks = [
  { rel: 'alternate', type: 'application/rss+xml', title: `${site.name} Insights (RSS)`, href: feedPaths.rss },
  { rel: 'alternate', type: 'application/feed+json', title: `${site.name} Insights (JSON Feed)`, href: feedPaths.json },
] as const

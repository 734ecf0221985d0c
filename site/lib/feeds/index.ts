// The site's discovery files as strings: sitemap, robots.txt and the Insights feeds.
// Pure: callers pass the posts and paths in and write the result wherever it is served from.
export { sitemapXml } from './sitemap.ts'
export type { SitemapEntry } from './sitemap.ts'
export { robotsTxt, disallowedPaths } from './robots.ts'
export { rssXml } from './rss.ts'
export type { RssOptions } from './rss.ts'
export { jsonFeed } from './json-feed.ts'
export type { JsonFeedOptions } from './json-feed.ts'
export { feedLinks } from './links.ts'

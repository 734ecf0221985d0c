import { expect, it } from 'vitest'
import * as feeds from './index.ts'

it('exposes exactly the public surface of the feeds library', () => {
  expect(Object.keys(feeds).sort()).toEqual([
    'disallowedPaths',
    'feedLinks',
    'jsonFeed',
    'robotsTxt',
    'rssXml',
    'sitemapXml',
  ])
})

it('links the RSS and JSON feeds from every page', () => {
  expect(feeds.feedLinks).toEqual([
    {
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Axon Intelligence Insights (RSS)',
      href: '/insights/rss.xml',
    },
    {
      rel: 'alternate',
      type: 'application/feed+json',
      title: 'Axon Intelligence Insights (JSON Feed)',
      href: '/insights/feed.json',
    },
  ])
})

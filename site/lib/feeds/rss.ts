import { site } from '../../site.config.ts'
import type { Post } from '../blog/index.ts'
import { absoluteUrl } from '../seo/index.ts'
import { categoryName, channel, feedPaths, feedPosts, postId, postTime, postUrl } from './insights.ts'
import { cdata, xmlText } from './xml.ts'

export interface RssOptions {
  posts: readonly Post[]
  /** Renders a post's document tree as HTML for content:encoded. */
  renderHtml: (content: unknown) => string
  /** The build time; lastBuildDate falls back to it when there are no posts. */
  now?: Date
}

const namespaces = [
  'xmlns:atom="http://www.w3.org/2005/Atom"',
  'xmlns:content="http://purl.org/rss/1.0/modules/content/"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
  'xmlns:media="http://search.yahoo.com/mrss/"',
].join(' ')

/** The RSS 2.0 feed of Insights posts served at /insights/rss.xml. */
export function rssXml({ posts, renderHtml, now = new Date() }: RssOptions): string {
  const items = feedPosts(posts)
  const lastBuild = items.length > 0 ? new Date(Math.max(...items.map((post) => postTime(post, 'updated_at')))) : now
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" ${namespaces}>`,
    '<channel>',
    tag('title', channel.title),
    tag('link', channel.homeUrl),
    tag('description', channel.description),
    tag('language', 'en-us'),
    tag('managingEditor', `${site.email.contact} (${site.name})`),
    tag('lastBuildDate', lastBuild.toUTCString()),
    `<atom:link href="${xmlText(absoluteUrl(feedPaths.rss))}" rel="self" type="application/rss+xml"/>`,
    ...items.map((post) => item(post, renderHtml)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}

function item(post: Post, renderHtml: RssOptions['renderHtml']): string {
  const url = postUrl(post)
  const image = post.featured_image_url
    ? `<media:content url="${xmlText(absoluteUrl(post.featured_image_url))}" medium="image"/>`
    : ''
  return [
    '<item>',
    tag('title', post.title),
    tag('link', url),
    `<guid isPermaLink="false">${xmlText(postId(post))}</guid>`,
    tag('pubDate', new Date(postTime(post, 'published_at')).toUTCString()),
    tag('dc:creator', post.author_name),
    tag('category', categoryName(post.category)),
    tag('description', post.excerpt),
    `<content:encoded>${cdata(renderHtml(post.content))}</content:encoded>`,
    image,
    '</item>',
  ]
    .filter(Boolean)
    .join('\n')
}

function tag(name: string, text: string): string {
  return `<${name}>${xmlText(text)}</${name}>`
}

import { site } from '../../site.config.ts'
import type { Post } from '../blog/index.ts'
import { absoluteUrl } from '../seo/index.ts'
import { channel, feedPaths, feedPosts, postId, postTime, postUrl } from './insights.ts'

export interface JsonFeedOptions {
  posts: readonly Post[]
  /** Renders a post's document tree as HTML for content_html. */
  renderHtml: (content: unknown) => string
}

/** The JSON Feed 1.1 of Insights posts served at /insights/feed.json. */
export function jsonFeed({ posts, renderHtml }: JsonFeedOptions): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: channel.title,
    home_page_url: channel.homeUrl,
    feed_url: absoluteUrl(feedPaths.json),
    description: channel.description,
    language: 'en-US',
    authors: [{ name: site.name, url: site.url }],
    items: feedPosts(posts).map((post) => ({
      id: postId(post),
      url: postUrl(post),
      title: post.title,
      summary: post.excerpt,
      content_html: renderHtml(post.content),
      date_published: new Date(postTime(post, 'published_at')).toISOString(),
      date_modified: new Date(postTime(post, 'updated_at')).toISOString(),
      authors: [{ name: post.author_name }],
      tags: post.tags,
      // Undefined, so that JSON.stringify leaves the key out for a post without a featured image.
      image: post.featured_image_url ? absoluteUrl(post.featured_image_url) : undefined,
    })),
  }
  return JSON.stringify(feed, null, 2) + '\n'
}

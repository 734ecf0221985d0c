// What each address under /insights/ shows, worked out from the published content alone: the build's
// hooks and the local site's refresher both ask here, so they agree on which pages a change touches.
import { summaryOf, type BuildContent } from '@/lib/blog/build-source.server.ts'
import { movedPosts, relatedPosts, type Post } from '@/lib/blog/index.ts'
import { builtInArticles, insightsCopy } from '@/copy/insights.ts'
import { articleMeta } from '@/components/post/article-meta.ts'
import type { DataWithMeta } from '../../page-meta.ts'

/** The article slugs the content has a page for: every post, the built-in articles' older links, and moved posts' old slugs. */
export function articleSlugs({ posts, redirects }: BuildContent): string[] {
  const slugs = new Set(posts.map((post) => post.slug))
  // Older links to a built-in article keep working when the article itself is published.
  const aliases = builtInArticles.flatMap((article) => (slugs.has(article.slug) ? article.aliases : []))
  // So do the addresses of articles whose slug changed, as pages that send the browser on.
  const moved = movedPosts(redirects, posts).map(({ from }) => from)
  return [...new Set([...slugs, ...aliases, ...moved])]
}

// The build and the refresher ask for every article of one content: look posts up, don't search for them.
const indexes = new WeakMap<BuildContent, { bySlug: Map<string, Post>; relatedOf: (post: Post) => Post[] }>()
function indexOf(content: BuildContent) {
  let index = indexes.get(content)
  if (!index) {
    index = { bySlug: new Map(content.posts.map((post) => [post.slug, post])), relatedOf: relatedPosts(content.posts) }
    indexes.set(content, index)
  }
  return index
}

/** What /insights/<requested> shows: the article with its related posts, a page leading to where it moved, or nothing (404). */
export function articlePage(content: BuildContent, requested: string, path: string) {
  const slug =
    builtInArticles.find((article) => (article.aliases as readonly string[]).includes(requested))?.slug ?? requested
  const { posts } = content
  const { bySlug, relatedOf } = indexOf(content)
  const post = bySlug.get(slug)
  if (post) {
    const related = relatedOf(post).map(summaryOf)
    return { kind: 'article' as const, post, related, meta: articleMeta(post, path) } satisfies DataWithMeta &
      Record<string, unknown>
  }
  // An address no post has may be one a post had before its slug changed.
  const moved = movedPosts(content.redirects, posts).find((candidate) => candidate.from === slug)
  if (!moved) return undefined
  const { title, excerpt, slug: newSlug } = moved.post
  const target = { title, path: `/insights/${newSlug}` }
  return {
    kind: 'moved' as const,
    target,
    meta: { title: `${insightsCopy.article.moved} ${title}`, description: excerpt, path, movedTo: target.path },
  } satisfies DataWithMeta & Record<string, unknown>
}

// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { builtInArticles } from '../../../copy/insights.ts'
import { publishedPostsForBuild, summaryOf } from '../../../lib/blog/build-source.ts'
import { blogLimits } from '../../../lib/blog/index.ts'
import { articleMeta } from '../../../components/post/article-meta.ts'
import type { DataWithMeta } from '../../page-meta.ts'
import { movedData } from './moved.ts'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const requested = pageContext.routeParams.slug ?? ''
  const slug = builtInArticles.find((article) => (article.aliases as readonly string[]).includes(requested))?.slug ?? requested
  const posts = await publishedPostsForBuild()
  const post = posts.find((candidate) => candidate.slug === slug)
  // An address no post has may be one a post had before its slug changed.
  if (!post) return movedData(requested, pageContext.urlPathname)
  const related = posts.filter((candidate) => candidate.category === post.category && candidate.id !== post.id).slice(0, blogLimits.related).map(summaryOf)
  return { kind: 'article' as const, post, related, meta: articleMeta(post, pageContext.urlPathname) } satisfies DataWithMeta & Record<string, unknown>
}

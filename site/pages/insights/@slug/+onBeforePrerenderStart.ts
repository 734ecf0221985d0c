// https://vike.dev/onBeforePrerenderStart
import { builtInArticles } from '../../../copy/insights.ts'
import { movedPostsForBuild, publishedPostsForBuild } from '../../../lib/blog/build-source.ts'

export default async function onBeforePrerenderStart(): Promise<string[]> {
  const slugs = new Set((await publishedPostsForBuild()).map((post) => post.slug))
  // Older links to a built-in article keep working when the article itself is published.
  const aliases = builtInArticles.flatMap((article) => (slugs.has(article.slug) ? article.aliases : []))
  // So do the addresses of articles whose slug changed, as pages that send the browser on.
  const moved = (await movedPostsForBuild()).map(({ from }) => from)
  return [...new Set([...slugs, ...aliases, ...moved])].map((slug) => `/insights/${slug}`)
}

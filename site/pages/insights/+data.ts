// https://vike.dev/data
import { publishedPostsForBuild, summaryOf } from '../../lib/blog/build-source.ts'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  return { posts: (await publishedPostsForBuild()).map(summaryOf), builtAt: Date.now() }
}

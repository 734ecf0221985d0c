// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { builtInSummaries } from '../../components/insights/fallback.ts'
import { publishedPostsForBuild, summaryOf } from '../../lib/blog/build-source.server.ts'
import { blogLimits } from '../../lib/blog/index.ts'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const latest = (await publishedPostsForBuild(pageContext)).slice(0, blogLimits.home).map(summaryOf)
  // With nothing published yet, the block shows the three built-in articles rather than nothing.
  return { latestPosts: latest.length > 0 ? latest : builtInSummaries(Date.now()) }
}

// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { publishedPostsForBuild, summaryOf } from '../../lib/blog/build-source.server.ts'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  return { posts: (await publishedPostsForBuild(pageContext)).map(summaryOf), builtAt: Date.now() }
}

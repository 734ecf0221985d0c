// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { contentForBuild } from '../../lib/blog/build-source.server.ts'
import { listingPage } from './listing.server.ts'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  return { ...listingPage(await contentForBuild(pageContext)), builtAt: Date.now() }
}

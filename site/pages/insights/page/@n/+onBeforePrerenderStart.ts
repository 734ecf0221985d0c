// https://vike.dev/onBeforePrerenderStart
import { contentForBuild } from '@/lib/blog/build-source.server.ts'
import { archivePageNumbers, archivePath } from '../../listing.server.ts'

export default async function onBeforePrerenderStart(): Promise<string[]> {
  return archivePageNumbers(await contentForBuild()).map(archivePath)
}

// https://vike.dev/onBeforePrerenderStart
import { contentForBuild } from '@/lib/blog/build-source.server.ts'
import { articleSlugs } from './article.server.ts'

export default async function onBeforePrerenderStart(): Promise<string[]> {
  return articleSlugs(await contentForBuild()).map((slug) => `/insights/${slug}`)
}

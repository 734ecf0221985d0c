// https://vike.dev/onBeforePrerenderStart
import { contentForBuild } from '../../../lib/blog/build-source.ts'
import { articleSlugs } from './article.ts'

export default async function onBeforePrerenderStart(): Promise<string[]> {
  return articleSlugs(await contentForBuild()).map((slug) => `/insights/${slug}`)
}

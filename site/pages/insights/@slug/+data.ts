// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { contentForBuild } from '@/lib/blog/build-source.server.ts'
import { articlePage } from './article.server.ts'

export type Data = NonNullable<ReturnType<typeof articlePage>>

export async function data(pageContext: PageContextServer): Promise<Data> {
  const page = articlePage(
    await contentForBuild(pageContext),
    pageContext.routeParams.slug ?? '',
    pageContext.urlPathname,
  )
  if (!page) throw render(404)
  return page
}

// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { contentForBuild } from '@/lib/blog/build-source.server.ts'
import { archivePage } from '../../listing.server.ts'

export type Data = NonNullable<ReturnType<typeof archivePage>>

export async function data(pageContext: PageContextServer): Promise<Data> {
  const requested = pageContext.routeParams.n ?? ''
  // Only the address the page is listed at: /insights/page/03 is no page of its own.
  const page = /^[1-9]\d*$/.test(requested)
    ? archivePage(await contentForBuild(pageContext), Number(requested))
    : undefined
  if (!page) throw render(404)
  return page
}

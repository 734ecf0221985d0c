import { render } from 'vike/abort'
import { insightsCopy } from '../../../copy/insights.ts'
import { movedPostsForBuild } from '../../../lib/blog/build-source.ts'
import type { DataWithMeta } from '../../page-meta.ts'

/** The data of an article's old address: where the article lives now. No such redirect is a 404. */
export async function movedData(slug: string, path: string) {
  const moved = (await movedPostsForBuild()).find((candidate) => candidate.from === slug)
  if (!moved) throw render(404)
  const { title, excerpt, slug: newSlug } = moved.post
  const target = { title, path: `/insights/${newSlug}` }
  return { kind: 'moved' as const, target, meta: { title: `${insightsCopy.article.moved} ${title}`, description: excerpt, path, movedTo: target.path } } satisfies DataWithMeta & Record<string, unknown>
}

import { knownIndex, titleKey } from './known-index.ts'
import type { CheckInput, PostCheck } from './types.ts'

/** A title another post already uses (compared trimmed and case-insensitively), so readers could not tell them apart. */
export function takenTitle({ draft, known, self }: CheckInput): PostCheck[] {
  if (draft.title.trim() === '') return []
  const other = knownIndex(known)
    .byTitle.get(titleKey(draft.title))
    ?.find((post) => post.slug !== draft.slug && post.slug !== self)
  if (!other) return []
  return [
    {
      severity: 'error',
      field: 'title',
      message: `The post ${other.slug} already has the title "${other.title.trim()}"`,
      hint: 'Give this post a title of its own.',
    },
  ]
}

import type { CheckInput, PostCheck } from './types.ts'

const sameTitle = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en')

/** A title another post already uses (compared trimmed and case-insensitively), so readers could not tell them apart. */
export function takenTitle({ draft, known }: CheckInput): PostCheck[] {
  if (draft.title.trim() === '') return []
  const other = known.find((post) => post.slug !== draft.slug && sameTitle(post.title, draft.title))
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

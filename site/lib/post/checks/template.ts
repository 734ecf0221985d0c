import { templateBodyPlaceholder, templateExcerpt } from '../post-file/new-post.ts'
import type { CheckInput, PostCheck } from './types.ts'

// The template's placeholders are recognised by their opening words, so a writer who edits only the
// end of one still hears about it.
const excerptStart = templateExcerpt.slice(0, templateExcerpt.indexOf(':'))
const bodyStart = templateBodyPlaceholder.slice(0, templateBodyPlaceholder.indexOf(','))

/** The template that `axon-blog new` writes, still unreplaced: its excerpt or its placeholder paragraph. */
export function untouchedTemplate({ draft }: CheckInput): PostCheck[] {
  const checks: PostCheck[] = []
  if (draft.excerpt.includes(excerptStart))
    checks.push({
      severity: 'error',
      field: 'excerpt',
      message: "The excerpt is still the template's placeholder",
      hint: 'Write one or two sentences that sum up the post (120-160 characters reads best).',
    })
  const at = draft.markdown.indexOf(bodyStart)
  if (at >= 0) {
    const before = draft.markdown.slice(0, at).split(/\r\n|\r|\n/)
    checks.push({
      severity: 'error',
      field: 'content',
      line: before.length,
      column: before.at(-1)!.length + 1,
      message: "The article still holds the template's placeholder text",
      hint: 'Replace the template text with your article.',
    })
  }
  return checks
}

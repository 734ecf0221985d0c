import { describe, expect, it } from 'vitest'
import { defaultPostForm, type PostForm } from './form.ts'
import { problemsStillShown } from './recheck.ts'
import { requiredMessage, rowFromForm } from './row.ts'

const problemsOf = (form: PostForm) => {
  const result = rowFromForm(form, { status: 'draft', timeZone: 'Europe/London' })
  return result.ok ? [] : result.problems
}

describe('problemsStillShown', () => {
  const refused = { ...defaultPostForm(), title: 'A title', slug: 'a-title' }
  const flagged = problemsOf(refused)

  it('drops a flagged field’s message once the field is fixed, and keeps the others', () => {
    expect(flagged.map((problem) => problem.field)).toEqual(['excerpt', 'content'])
    const excerptFixed = { ...refused, excerpt: 'An excerpt.' }
    expect(problemsStillShown(flagged, problemsOf(excerptFixed))).toEqual([
      { field: 'content', message: requiredMessage },
    ])
    expect(problemsStillShown(flagged, problemsOf({ ...excerptFixed, content: 'Text.\n' }))).toEqual([])
  })

  it('shows a flagged field’s problem as it now stands', () => {
    const unsafe = problemsOf({ ...refused, excerpt: 'An excerpt.', content: '[a link](javascript:alert(1))\n' })
    expect(problemsStillShown(flagged, unsafe)).toEqual([
      expect.objectContaining({ field: 'content', message: expect.stringMatching(/^Line 1, column 1: /) }),
    ])
  })

  it('shows nothing yet for a field the refused save did not flag', () => {
    expect(problemsStillShown(flagged, problemsOf({ ...refused, title: '' }))).toEqual([
      { field: 'excerpt', message: requiredMessage },
      { field: 'content', message: requiredMessage },
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { checkPost, type PostCheck } from '../../post/checks/index.ts'
import { blockingChecks, draftOf, fieldProblems, offsetAt } from './field-problems.ts'
import { defaultPostForm } from './form.ts'
import { rowFromForm } from './row.ts'

const form = {
  ...defaultPostForm(),
  title: 'Taken title',
  slug: 'a-new-post',
  excerpt: 'Short.',
  meta_description: 'x'.repeat(170),
  content: 'Intro.\n\n| a | b |\n|---|---|\n\n![](images/a.png)\n\n### Deep first\n',
}
const known = [{ slug: 'older-post', title: 'Taken title' }]

describe('fieldProblems', () => {
  it('shows the form’s problems and the checks by field, each once, errors before advice', () => {
    const refused = rowFromForm({ ...form, slug: 'Not A Slug' }, { status: 'published', timeZone: 'UTC' })
    const formProblems = refused.ok ? [] : refused.problems
    // The form reports the first Markdown problem itself; the checks report every one, at its place.
    expect(formProblems.map((problem) => problem.field)).toEqual(['slug', 'content'])
    const shown = fieldProblems(formProblems, checkPost(draftOf(form), known))
    expect(shown).toEqual({
      slug: [{ severity: 'error', message: expect.stringMatching(/^slug may use only lower-case letters/) }],
      title: [
        {
          severity: 'error',
          message: 'The post older-post already has the title "Taken title"',
          hint: 'Give this post a title of its own.',
        },
      ],
      content: [
        { severity: 'error', message: 'Tables are not supported', hint: expect.any(String), line: 3, column: 1 },
        { severity: 'error', message: 'Image without alt text', hint: expect.any(String), line: 6, column: 1 },
        {
          severity: 'advice',
          message: 'A ### subsection comes before any ## section',
          hint: expect.any(String),
          line: 8,
          column: 1,
        },
      ],
    })
  })

  it('leaves the length advice to the counters under the excerpt and meta description', () => {
    const checks = checkPost(draftOf(form), [])
    expect(checks.filter((check) => check.field === 'excerpt' || check.field === 'meta_description')).toHaveLength(2)
    const shown = fieldProblems([], checks)
    expect(shown.excerpt).toBeUndefined()
    expect(shown.meta_description).toBeUndefined()
  })

  it('says a message the form and the checks share once', () => {
    const same: PostCheck = { severity: 'error', field: 'title', message: 'title is empty: write the headline' }
    expect(fieldProblems([{ field: 'title', message: same.message }], [same])).toEqual({
      title: [{ severity: 'error', message: same.message }],
    })
  })
})

it('blockingChecks keeps the errors', () => {
  const checks = checkPost(draftOf(form), known)
  expect(blockingChecks(checks).map((check) => check.field)).toEqual(['title', 'content', 'content'])
})

describe('offsetAt', () => {
  it('finds a line and column in text with any line ending, clamped to the text', () => {
    const text = 'ab\r\ncde\nf\rgh'
    expect(offsetAt(text, 1, 1)).toBe(0)
    expect(offsetAt(text, 2, 2)).toBe(5)
    expect(offsetAt(text, 3, 1)).toBe(8)
    expect(offsetAt(text, 4, 2)).toBe(11)
    expect(offsetAt(text, 2, 99)).toBe(7)
    expect(offsetAt(text, 9, 1)).toBe(text.length)
  })
})

import { describe, expect, it } from 'vitest'
import { splitPostFile } from './structure.ts'

const parts = (source: string) => {
  const split = splitPostFile(source)
  if (!split.ok) throw new Error(split.problem.message)
  return split.parts
}
const problem = (source: string) => {
  const split = splitPostFile(source)
  if (split.ok) throw new Error('expected a problem')
  return split.problem
}

describe('splitPostFile', () => {
  it('cuts at the --- lines: the front matter keeps the file’s line 1, the Markdown starts below the closing line', () => {
    expect(parts('---\ntitle: x\n---\n\nBody\n')).toEqual({
      frontMatter: '\ntitle: x',
      markdown: '\nBody\n',
      markdownStart: { line: 4, column: 1 },
    })
  })

  it('reads \\r\\n line endings and ignores a byte-order mark', () => {
    expect(parts('\uFEFF---\r\ntitle: x\r\n---\r\nBody\r\n')).toEqual({
      frontMatter: '\r\ntitle: x\r',
      markdown: 'Body\r\n',
      markdownStart: { line: 4, column: 1 },
    })
  })

  it('allows spaces and tabs after either ---, keeping those after the closing one on the Markdown’s first line', () => {
    expect(parts('--- \ntitle: x\n---\t\nBody')).toEqual({
      frontMatter: ' \ntitle: x',
      markdown: '\t\nBody',
      markdownStart: { line: 3, column: 4 },
    })
  })

  it('reads an empty front matter, and a file that ends at the closing line', () => {
    expect(parts('---\n---\nBody')).toEqual({
      frontMatter: '',
      markdown: 'Body',
      markdownStart: { line: 3, column: 1 },
    })
    expect(parts('---\ntitle: x\n---')).toEqual({
      frontMatter: '\ntitle: x',
      markdown: '',
      markdownStart: { line: 3, column: 4 },
    })
  })

  it.each([
    ['no --- line first', 'title: x\n---\n', 1, 'The file does not start with front matter'],
    ['a language after the opening ---', '---yaml\ntitle: x\n---\n', 1, 'The file does not start with front matter'],
    ['four dashes to open', '----\ntitle: x\n---\n', 1, 'The file does not start with front matter'],
    ['a byte-order mark twice', '\uFEFF\uFEFF---\ntitle: x\n---\n', 1, 'The file does not start with front matter'],
    ['no closing line', '---\ntitle: x\n', 1, 'The front matter is never closed'],
    [
      'a closing line with more on it',
      '---\ntitle: x\n----\nBody',
      3,
      'The line that closes the front matter must be --- alone',
    ],
    [
      'a first line starting with --- inside the fields',
      '---\ntitle: x\n--- y\n---\nBody',
      3,
      'The line that closes the front matter must be --- alone',
    ],
  ])('refuses %s, at its line', (_name, source, line, message) => {
    expect(problem(source)).toEqual({ line, column: 1, field: 'file', message, hint: expect.any(String) })
  })
})

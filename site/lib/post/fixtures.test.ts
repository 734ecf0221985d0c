// Fixture folders: __fixtures__/<case>/input.md → output.json, and __fixtures__/refused/<case>.md →
// <case>.json (where the error is). Regenerate the expected files with UPDATE_FIXTURES=1.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { docToMarkdown, MarkdownError, markdownToDoc } from './index.ts'

const root = join(import.meta.dirname, '__fixtures__')
const update = process.env.UPDATE_FIXTURES === '1'

function expectMatchesFile(actual: unknown, file: string): void {
  if (update || !existsSync(file)) writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`)
  expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')))
}

describe('accepted Markdown fixtures', () => {
  const cases = readdirSync(root).filter((name) => name !== 'refused')
  it.each(cases)('%s converts to its output.json and survives a round trip', (name) => {
    const doc = markdownToDoc(readFileSync(join(root, name, 'input.md'), 'utf8'))
    expectMatchesFile(doc, join(root, name, 'output.json'))
    expect(markdownToDoc(docToMarkdown(doc))).toEqual(doc)
  })

  it('cover every node type and mark', () => {
    const all = cases.map((name) => readFileSync(join(root, name, 'output.json'), 'utf8')).join('')
    for (const type of [
      'paragraph',
      'heading',
      'bulletList',
      'orderedList',
      'listItem',
      'blockquote',
      'codeBlock',
      'image',
      'horizontalRule',
      'hardBreak',
      'text',
      'callToAction',
    ]) {
      expect(all).toContain(`"type": "${type}"`)
    }
    for (const mark of ['bold', 'italic', 'code', 'link']) expect(all).toContain(`"type": "${mark}"`)
  })
})

describe('refused Markdown fixtures', () => {
  const cases = readdirSync(join(root, 'refused')).filter((name) => name.endsWith('.md'))
  it.each(cases)('%s is refused where its .json says', (name) => {
    const error = catchError(() => markdownToDoc(readFileSync(join(root, 'refused', name), 'utf8')))
    expect(error).toBeInstanceOf(MarkdownError)
    const { line, column, message, hint } = error as MarkdownError
    expect(hint).not.toBe('')
    expectMatchesFile({ line, column, message }, join(root, 'refused', name.replace(/\.md$/, '.json')))
  })
})

function catchError(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected the Markdown to be refused')
}

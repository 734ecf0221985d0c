// Untrusted input is bounded: hostile size or nesting ends in a clear error, never a stack overflow or a stalled parser.
import { describe, expect, it } from 'vitest'
import {
  docSchema,
  docToMarkdown,
  MarkdownError,
  markdownToDoc,
  postLimits,
  wordCount,
  type BlockNode,
  type Doc,
} from './index.ts'

function refusal(markdown: string): MarkdownError {
  try {
    markdownToDoc(markdown)
  } catch (error) {
    if (error instanceof MarkdownError) return error
    throw error
  }
  throw new Error('expected a MarkdownError')
}

function nestedQuotes(depth: number): Doc {
  let block: BlockNode = { type: 'paragraph', content: [{ type: 'text', text: 'deep' }] }
  for (let level = 0; level < depth; level += 1) block = { type: 'blockquote', content: [block] }
  return { type: 'doc', content: [block] }
}

describe('Markdown bounds', () => {
  it.each([
    ['10,000 quote markers', '>'.repeat(10_000) + ' deep'],
    ['10,000 list markers', '- '.repeat(10_000) + 'deep'],
    ['10,000 ordered list markers', '1. '.repeat(10_000) + 'deep'],
    [
      'list items indented one level per line',
      Array.from({ length: 400 }, (_, i) => `${' '.repeat(2 * i)}- item`).join('\n'),
    ],
  ])('refuses %s quickly as too deeply nested', (_name, markdown) => {
    const started = Date.now()
    expect(refusal(markdown).message).toBe('Lists and quotes are nested more than 12 levels deep')
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('accepts 12 levels of lists and quotes and refuses 13, at the thirteenth', () => {
    expect(() => markdownToDoc('> '.repeat(12) + 'ok')).not.toThrow()
    expect(refusal('> '.repeat(13) + 'no')).toMatchObject({ line: 1, column: 25 })
    const indented = (levels: number) =>
      Array.from({ length: levels }, (_, level) => `${'  '.repeat(level)}- level ${level + 1}`).join('\n')
    expect(() => markdownToDoc(indented(12))).not.toThrow()
    expect(refusal(indented(13))).toMatchObject({ line: 13, column: 25 })
  })

  it('refuses emphasis nested more than 12 deep', () => {
    expect(refusal('*a '.repeat(13) + 'b' + ' c*'.repeat(13)).message).toBe(
      'Emphasis and links are nested more than 12 levels deep',
    )
  })

  it('refuses Markdown over 200,000 characters and over 20,000 elements, with a hint', () => {
    const long = refusal('a'.repeat(postLimits.markdownChars + 1))
    expect(long.message).toMatch(/200,000/)
    expect(long.hint).toMatch(/series of posts/)
    expect(refusal('- a\n'.repeat(7000)).message).toMatch(/more than 20,000 Markdown elements/)
  })

  it('refuses thousands of setext underlines, which would stall the parser', () => {
    expect(refusal('a\n-\n'.repeat(5000)).message).toMatch(/lines hold only - or =/)
  })
})

describe('document bounds', () => {
  it('rejects a 10,000-deep stored document without overflowing the stack', () => {
    const result = docSchema.safeParse(nestedQuotes(10_000))
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toMatch(/nested more than 12/)
    expect(() => docToMarkdown(nestedQuotes(10_000))).toThrow(RangeError)
    expect(wordCount(nestedQuotes(10_000))).toBe(1)
  })

  it('accepts 12 levels of quotes in a stored document', () => {
    expect(docSchema.safeParse(nestedQuotes(12)).success).toBe(true)
    expect(docSchema.safeParse(nestedQuotes(13)).success).toBe(false)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lineDiff, type DiffLine } from './line-diff.ts'

const side = (lines: DiffLine[], kind: 'removed' | 'added') =>
  lines
    .filter((line) => line.kind === 'same' || line.kind === kind)
    .map((line) => line.text)
    .join('\n')

describe('lineDiff', () => {
  it('marks the lines removed and added between two texts, keeping the rest', () => {
    expect(lineDiff('one\ntwo\nthree', 'one\n2\nthree\nfour')).toEqual([
      { kind: 'same', text: 'one' },
      { kind: 'removed', text: 'two' },
      { kind: 'added', text: '2' },
      { kind: 'same', text: 'three' },
      { kind: 'added', text: 'four' },
    ])
  })

  it('finds nothing changed in a text and itself', () => {
    expect(lineDiff('a\nb', 'a\nb').every((line) => line.kind === 'same')).toBe(true)
  })

  it('gives back both texts exactly, and keeps as many lines as they share', () => {
    const text = fc.array(fc.constantFrom('a', 'b', 'c', ''), { maxLength: 30 }).map((lines) => lines.join('\n'))
    fc.assert(
      fc.property(text, text, (before, after) => {
        const lines = lineDiff(before, after)
        expect(side(lines, 'removed')).toBe(before)
        expect(side(lines, 'added')).toBe(after)
      }),
    )
  })

  it('compares a long post with one line changed quickly, line by line', () => {
    const lines = Array.from({ length: 20_000 }, (_, n) => `Paragraph ${n}.`)
    const edited = lines.with(10_000, 'Rewritten.')
    const result = lineDiff(lines.join('\n'), edited.join('\n'))
    expect(result.filter((line) => line.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'Paragraph 10000.' },
      { kind: 'added', text: 'Rewritten.' },
    ])
  })
})

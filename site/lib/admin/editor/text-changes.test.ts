import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mapPosition, replaceAll, replacementOf, trackOffset } from './text-changes.ts'

const apply = (text: string, { from, to, insert }: { from: number; to: number; insert: string }) =>
  text.slice(0, from) + insert + text.slice(to)

describe('replacementOf', () => {
  it('finds the smallest replacement', () => {
    expect(replacementOf('Make this bold.', 'Make this **bold**.')).toEqual({ from: 10, to: 14, insert: '**bold**' })
    expect(replacementOf('Make this bold.', 'Make this bold!')).toEqual({ from: 14, to: 15, insert: '!' })
    expect(replacementOf('same', 'same')).toEqual({ from: 4, to: 4, insert: '' })
    expect(replacementOf('abc', '')).toEqual({ from: 0, to: 3, insert: '' })
  })

  it('places a change among repeated characters where the caret says it was made', () => {
    // Enter pressed between the two line breaks: the caret is after the new one, at 3.
    expect(replacementOf('a\n\nb', 'a\n\n\nb', 3)).toEqual({ from: 2, to: 2, insert: '\n' })
    expect(replacementOf('a\n\nb', 'a\n\n\nb')).toEqual({ from: 3, to: 3, insert: '\n' })
    // Backspace at 3 took the line break before it; the caret is at 2.
    expect(replacementOf('a\n\n\nb', 'a\n\nb', 2)).toEqual({ from: 2, to: 3, insert: '' })
  })

  it('always turns the one text into the other', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '\n'), maxLength: 12 })
    fc.assert(
      fc.property(text, text, fc.nat({ max: 12 }), (before, after, caret) => {
        expect(apply(before, replacementOf(before, after, Math.min(caret, after.length)))).toBe(after)
      }),
    )
  })
})

describe('trackOffset', () => {
  it('moves with text typed or deleted before the place, and stays for text typed at it or after it', () => {
    expect(trackOffset('Intro.\n\nEnd.', 'Intro, longer.\n\nEnd.', 6)).toBe(14)
    expect(trackOffset('Intro.\n\nEnd.', 'Intro.\n\nEnd. More.', 6)).toBe(6)
    expect(trackOffset('Intro.', 'Intro. Typed on.', 6, 16)).toBe(6)
    // "two " deleted, the caret left at 4.
    expect(trackOffset('One two three', 'One three', 8, 4)).toBe(4)
    // The place was inside text that was deleted: it goes where the deletion was.
    expect(trackOffset('One two three', 'One three', 5, 4)).toBe(4)
  })

  it('keeps a place before the same text, wherever a single insertion lands', () => {
    const text = fc.string({ unit: fc.constantFrom('a', ' ', '\n'), maxLength: 16 })
    fc.assert(
      fc.property(text, text, fc.nat(), fc.nat(), (base, typed, rawOffset, rawAt) => {
        const offset = rawOffset % (base.length + 1)
        const at = rawAt % (base.length + 1)
        const after = base.slice(0, at) + typed + base.slice(at)
        const tracked = trackOffset(base, after, offset, at + typed.length)
        expect(tracked).toBe(at < offset ? offset + typed.length : offset)
      }),
    )
  })
})

describe('replaceAll and mapPosition', () => {
  const replacements = [
    { from: 0, to: 0, insert: '- ' },
    { from: 4, to: 7, insert: '' },
  ]
  it('makes every replacement and moves the selection with the text', () => {
    expect(replaceAll({ text: 'one\n## two', start: 0, end: 10 }, replacements)).toEqual({
      text: '- one\ntwo',
      start: 2,
      end: 9,
    })
  })

  it('puts a place inside a replaced stretch after its new text', () => {
    expect(mapPosition(replacements, 5)).toBe(6)
    expect(mapPosition(replacements, 3)).toBe(5)
  })
})

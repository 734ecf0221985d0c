import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findUnsafeCharacter, printable, removeUnsafeCharacters } from './index.ts'

const escapeTitle = '\u001b[2K\u001b[1G\u001b[32m✔ published, 0 errors'

describe('findUnsafeCharacter', () => {
  it('finds terminal escapes, NUL, DEL, C1 controls and the bidi controls', () => {
    expect(findUnsafeCharacter(escapeTitle)).toEqual({
      index: 0,
      codePoint: 'U+001B',
      description: 'a control character (U+001B)',
    })
    for (const char of ['\u0000', '\u007f', '\u0085', '\u009b', '\u202a', '\u202e', '\u2066', '\u2069'])
      expect(findUnsafeCharacter(`ok${char}ok`)?.index, JSON.stringify(char)).toBe(2)
    expect(findUnsafeCharacter('invoice\u202efdp.exe')?.description).toBe(
      'an invisible text-direction control (U+202E)',
    )
  })

  it('finds the noncharacters U+FFFE and U+FFFF, which are never text', () => {
    expect(findUnsafeCharacter('Why\uFFFE ERP')).toEqual({
      index: 3,
      codePoint: 'U+FFFE',
      description: 'a noncharacter (U+FFFE)',
    })
    expect(findUnsafeCharacter('Why \uFFFF')?.description).toBe('a noncharacter (U+FFFF)')
    expect(findUnsafeCharacter('replacement \uFFFD and BOM \uFEFF are text')).toBeUndefined()
  })

  it('finds a lone surrogate but accepts a whole pair', () => {
    expect(findUnsafeCharacter('a\ud800b')?.description).toMatch(/without its other half/)
    expect(findUnsafeCharacter('\udc00')).toBeDefined()
    expect(findUnsafeCharacter('emoji 😀 ok')).toBeUndefined()
  })

  it('refuses tabs and line breaks in a short field unless they are allowed', () => {
    expect(findUnsafeCharacter('a\tb')?.description).toBe('a tab')
    expect(findUnsafeCharacter('a\nb')?.description).toBe('a line break')
    expect(findUnsafeCharacter('a\n\tb', { allowNewlines: true })).toBeUndefined()
  })

  it('accepts ordinary text in any script', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const clean = removeUnsafeCharacters(text).replace(/[\t\n]/g, ' ')
        expect(findUnsafeCharacter(clean)).toBeUndefined()
      }),
    )
    expect(findUnsafeCharacter('Überweisung – ERP 東京 «ok» ‏')).toBeUndefined()
  })
})

describe('removeUnsafeCharacters', () => {
  it('removes the noncharacters U+FFFE and U+FFFF from body text', () => {
    expect(removeUnsafeCharacters('a\uFFFEb\uFFFFc')).toBe('abc')
    expect(printable('a\uFFFFb')).toBe('a\\uffffb')
  })

  it('removes controls, keeps tabs and newlines, and leaves no unsafe character in any string', () => {
    expect(removeUnsafeCharacters(`a\u0000b\tc\nd${escapeTitle}`)).toBe('ab\tc\nd[2K[1G[32m✔ published, 0 errors')
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(findUnsafeCharacter(removeUnsafeCharacters(text), { allowNewlines: true })).toBeUndefined()
      }),
    )
  })
})

describe('printable', () => {
  it('shows escapes as visible text so a terminal line cannot be rewritten', () => {
    expect(printable(escapeTitle)).toBe('\\x1b[2K\\x1b[1G\\x1b[32m✔ published, 0 errors')
    expect(printable('line\nbreak\u202e')).toBe('line\\x0abreak\\u202e')
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(findUnsafeCharacter(printable(text))).toBeUndefined()
      }),
    )
  })
})

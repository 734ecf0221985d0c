import { describe, expect, it } from 'vitest'
import * as site from '../../../site/lib/text/index.ts'
import { removeUnsafeCharacters, unsafeInShortField, unstorableInMessage } from './unsafe.ts'

// Every UTF-16 code unit on its own, and in a whole surrogate pair, checked against the site's rule.
const codeUnits = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code))
const samples = [...codeUnits, '😀', 'a\ud83d\ude00b', '\ud800\ud800', '\udc00\ud800', 'Line\r\nnext']

describe("the function's copy of the rule for untrusted text", () => {
  it('refuses in a short field exactly what the site refuses, with the same description', () => {
    const disagreements = samples.filter(
      (text) => unsafeInShortField(text) !== site.findUnsafeCharacter(text)?.description,
    )
    expect(disagreements).toEqual([])
  })

  it('removes from a message exactly what the site removes, whenever the message can be stored', () => {
    const storable = samples.filter((text) => unstorableInMessage(text) === undefined)
    const disagreements = storable.filter((text) => removeUnsafeCharacters(text) !== site.removeUnsafeCharacters(text))
    expect(disagreements).toEqual([])
  })

  it('refuses in a message only what cannot be stored: NUL and half a surrogate pair', () => {
    expect(
      codeUnits.filter((char) => unstorableInMessage(char) !== undefined).map((char) => char.charCodeAt(0)),
    ).toEqual([0, ...Array.from({ length: 0x800 }, (_, index) => 0xd800 + index)])
    expect(unstorableInMessage('a\ud83d\ude00b')).toBeUndefined()
  })
})

// Emphasis delimiters only count when their neighbours allow it (CommonMark's "flanking" rules):
// `x**(a)**` is not bold, nor is `** a**`. Where a neighbour gets in the way, that neighbouring
// character is written as a character reference, which reads back as the same character but counts
// as punctuation. This mirrors micromark's classifier exactly, UTF-16 unit by unit.
import { characterReference } from './escape.ts'
import { firstUnit, lastUnit, type TextToken, type Token } from './tokens.ts'

type CharacterClass = 'whitespace' | 'punctuation' | 'other'

function classify(unit: string | undefined): CharacterClass {
  if (unit === undefined || /\s/.test(unit)) return 'whitespace'
  return /\p{P}|\p{S}/u.test(unit) ? 'punctuation' : 'other'
}

/** Rewrites neighbouring characters until every delimiter opens or closes as intended. */
export function fixDelimiters(tokens: Token[]): void {
  // Encoding a character only ever turns it into punctuation, so this settles after a few passes.
  for (let changed = true; changed; ) {
    changed = false
    tokens.forEach((token, index) => {
      if (token.kind !== 'delimiter') return
      const previous = tokens[index - 1]
      const next = tokens[index + 1]
      const inside = token.open ? next : previous
      const outside = token.open ? previous : next
      const [insideEnd, outsideEnd] = token.open ? (['first', 'last'] as const) : (['last', 'first'] as const)
      const unitOf = (neighbour: Token | undefined, end: 'first' | 'last') =>
        neighbour && (end === 'first' ? firstUnit(neighbour) : lastUnit(neighbour))
      const insideClass = classify(unitOf(inside, insideEnd))
      const outsideClass = classify(unitOf(outside, outsideEnd))
      if (insideClass === 'whitespace') changed = encode(inside, insideEnd)
      else if (outsideClass === 'other' && (insideClass === 'punctuation' || token.value === '_')) changed = encode(outside, outsideEnd)
    })
  }
}

// Only text can have a whitespace or "other" edge: every other token starts and ends with punctuation.
function encode(token: Token | undefined, end: 'first' | 'last'): true {
  if (token?.kind !== 'text') throw new Error('Internal error: a delimiter has a non-text neighbour it cannot fix')
  const index = end === 'first' ? 0 : token.chars.length - 1
  ;(token as TextToken).pieces[index] = characterReference(token.chars[index]!)
  return true
}

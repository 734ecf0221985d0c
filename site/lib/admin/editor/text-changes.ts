// How a text changed, as one replacement, and where a place in it went: the writing area applies
// each formatting edit as the smallest replacement (so the browser's undo takes back just that), and
// an image being uploaded keeps its place while the writer goes on typing around it.

/** A text and what is selected in it: start ≤ end, in UTF-16 code units, as a text area counts them. */
export interface TextSelection {
  text: string
  start: number
  end: number
}

/** The text from `from` to `to` replaced by `insert`. */
export interface Replacement {
  from: number
  to: number
  insert: string
}

/**
 * The one replacement that turns `before` into `after`, as small as it can be. A change between
 * repeated characters could be placed at several offsets; `caret`, where the cursor stands after the
 * change, picks the one that ends there, as typing does.
 */
export function replacementOf(before: string, after: string, caret = after.length): Replacement {
  const shortest = Math.min(before.length, after.length)
  let suffix = 0
  const suffixLimit = Math.min(shortest, Math.max(0, after.length - caret))
  while (suffix < suffixLimit && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++
  let prefix = 0
  while (prefix < shortest - suffix && before[prefix] === after[prefix]) prefix++
  // Shared characters not yet counted after the caret belong to the suffix too.
  while (prefix + suffix < shortest && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++
  return { from: prefix, to: before.length - suffix, insert: after.slice(prefix, after.length - suffix) }
}

/**
 * Where `offset` in `before` is in `after`: moved by what changed before it, kept where the change
 * came after it or began at it (text typed at the place goes after it), and at the start of the
 * change when the change swallowed it.
 */
export function trackOffset(before: string, after: string, offset: number, caret?: number): number {
  const { from, to, insert } = replacementOf(before, after, caret)
  if (offset <= from) return offset
  if (offset >= to) return offset + insert.length - (to - from)
  return from
}

/** Where `position` goes when `replacements` (in order, not overlapping) are made: a place they replace goes after their new text. */
export function mapPosition(replacements: readonly Replacement[], position: number): number {
  let shift = 0
  for (const { from, to, insert } of replacements) {
    if (position < from) break
    if (position <= to) return from + shift + insert.length
    shift += insert.length - (to - from)
  }
  return position + shift
}

/** The text with `replacements` (in order, not overlapping) made, and its selection moved with it. */
export function replaceAll(state: TextSelection, replacements: readonly Replacement[]): TextSelection {
  let text = ''
  let at = 0
  for (const { from, to, insert } of replacements) {
    text += state.text.slice(at, from) + insert
    at = to
  }
  text += state.text.slice(at)
  return { text, start: mapPosition(replacements, state.start), end: mapPosition(replacements, state.end) }
}

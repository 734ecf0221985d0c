// Backslash escapes that keep text literal. Markdown accepts a backslash before any ASCII punctuation,
// so escaping more than strictly needed is always safe; the rules below aim for readable output.

const ALWAYS = new Set(['\\', '`', '*', '_', '[', ']'])
const CHARACTER_REFERENCE = /^&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});/

/** Where the text stands: at the start of a line, in a heading. */
export interface TextPlace {
  lineStart: boolean
  heading: boolean
}

/** The Markdown source for each code point of a text, escaped so that it reads back as the same text. */
export function escapePieces(chars: readonly string[], place: TextPlace): string[] {
  const pieces = chars.map((char, index) => {
    if (ALWAYS.has(char) || (char === '#' && place.heading)) return `\\${char}`
    // "<" before a letter, "/", "!" or "?" could open an HTML tag or an autolink.
    if (char === '<' && /^[A-Za-z/!?]/.test(chars[index + 1] ?? '')) return '\\<'
    if (char === '&' && CHARACTER_REFERENCE.test(chars.slice(index, index + 40).join(''))) return '\\&'
    return char
  })
  if (place.lineStart) escapeLineStart(chars, pieces)
  return pieces
}

// At the start of a line these begin a heading, quote, list, rule, setext underline or fence.
function escapeLineStart(chars: readonly string[], pieces: string[]): void {
  const first = chars[0] ?? ''
  if ('#>-+=~'.includes(first)) pieces[0] = `\\${first}`
  const digits = /^\d{1,9}/.exec(chars.slice(0, 10).join(''))?.[0].length ?? 0
  const after = chars[digits]
  if (digits > 0 && (after === '.' || after === ')')) pieces[digits] = `\\${after}`
}

/** A numeric character reference for a code point: how a character is written where it must not count as itself. */
export function characterReference(char: string): string {
  return `&#x${char.codePointAt(0)!.toString(16).toUpperCase()};`
}

/** An inline code span holding `text` exactly: a fence longer than any backtick run inside, padded when needed. */
export function codeSpan(text: string): string {
  const fence = '`'.repeat(longestRun(text, '`') + 1)
  // Markdown strips one space from each end of a span that has both, and a backtick at an edge would join the fence.
  const pad = /^`|`$/.test(text) || (text.startsWith(' ') && text.endsWith(' ') && /[^ ]/.test(text))
  return pad ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`
}

/** The longest run of `char` in `text`. */
export function longestRun(text: string, char: string): number {
  let longest = 0
  let run = 0
  for (const c of text) {
    run = c === char ? run + 1 : 0
    longest = Math.max(longest, run)
  }
  return longest
}

/** A link or image destination and optional title, as written inside `(…)`. */
export function resource(url: string, title?: string | null): string {
  // Targets are checked to hold no spaces or controls; what remains special is escaped.
  const destination = url === '' ? '<>' : url.replace(/[\\()<>]/g, '\\$&').replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&')
  if (!title) return destination
  return `${destination} "${title.replace(/["\\]/g, '\\$&').replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&')}"`
}

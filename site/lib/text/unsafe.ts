// Characters that change how text is shown rather than what it says: C0 and C1 controls (tab and
// newline aside), DEL, the bidirectional embedding, override and isolate controls, and the
// noncharacters U+FFFE and U+FFFF. Typed into a title they can rewrite a terminal line (ESC
// sequences) or disguise a file name (U+202E); a NUL cannot be stored by Postgres at all; U+FFFE is a
// byte-order mark read backwards and U+FFFF means "not a character", so neither is ever text.
// Short fields refuse them; body text has them removed.

// eslint-disable-next-line no-control-regex
const unsafePattern = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]/
// A UTF-16 half without its partner: JSON and JavaScript strings allow it, UTF-8 and Postgres do not.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** What an unsafe character is, for a message: "a control character (U+001B)". */
export interface UnsafeCharacter {
  index: number
  codePoint: string
  description: string
}

const codePointOf = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`

function describe(char: string): string {
  const code = char.codePointAt(0) ?? 0
  if (code >= 0xd800 && code <= 0xdfff) return `half of a character pair without its other half (${codePointOf(char)})`
  if (code >= 0x202a && code <= 0x2069) return `an invisible text-direction control (${codePointOf(char)})`
  if (code >= 0xfffe) return `a noncharacter (${codePointOf(char)})`
  return `a control character (${codePointOf(char)})`
}

/** The first character that may not appear in a short field (title, name, alt text), or undefined. */
export function findUnsafeCharacter(
  text: string,
  options: { allowNewlines?: boolean } = {},
): UnsafeCharacter | undefined {
  const pattern = new RegExp(
    `${unsafePattern.source}|${loneSurrogate.source}${options.allowNewlines ? '' : '|[\\t\\n]'}`,
  )
  const match = pattern.exec(text)
  if (!match) return undefined
  const char = match[0]
  const description = char === '\t' ? 'a tab' : char === '\n' ? 'a line break' : describe(char)
  return { index: match.index, codePoint: codePointOf(char), description }
}

/** Body text with every unsafe character removed (tabs and newlines kept; lone surrogates become U+FFFD). */
export function removeUnsafeCharacters(text: string): string {
  return text
    .replace(new RegExp(unsafePattern.source, 'g'), '')
    .replace(new RegExp(loneSurrogate.source, 'g'), '\uFFFD')
}

/**
 * Stored text made safe to print on a terminal: unsafe characters, tabs and newlines shown as
 * visible escapes (\u001b becomes "\x1b"), so nothing read from the database can move the cursor.
 */
export function printable(text: string): string {
  return text.replace(new RegExp(`${unsafePattern.source}|${loneSurrogate.source}|[\\t\\n\\r]`, 'g'), (char) => {
    const code = char.charCodeAt(0)
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`
  })
}

// The site's rule for untrusted text (site/lib/text/unsafe.ts), copied because the Supabase CLI deploys
// this folder on its own and the function may not import from site/. unsafe.test.ts checks they agree.
// Short fields refuse C0/C1 controls (tab and newline too), DEL, the bidi controls, the noncharacters
// U+FFFE and U+FFFF and lone surrogates;
// the message keeps tab and newline and has the rest removed, except what Postgres cannot store at all.

// eslint-disable-next-line no-control-regex
const unsafePattern = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]/
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const inShortField = new RegExp(`${unsafePattern.source}|${loneSurrogate.source}|[\\t\\n]`)
// NUL and half a surrogate pair cannot be stored, so removing them silently would change the message.
const unstorable = new RegExp(`\\u0000|${loneSurrogate.source}`)

const codePointOf = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`

function describe(char: string): string {
  const code = char.codePointAt(0) ?? 0
  if (char === '\t') return 'a tab'
  if (char === '\n') return 'a line break'
  if (code >= 0xd800 && code <= 0xdfff) return `half of a character pair without its other half (${codePointOf(char)})`
  if (code >= 0x202a && code <= 0x2069) return `an invisible text-direction control (${codePointOf(char)})`
  if (code >= 0xfffe) return `a noncharacter (${codePointOf(char)})`
  return `a control character (${codePointOf(char)})`
}

/** What is wrong with a short field's text, as "a control character (U+001B)", or undefined when it is safe. */
export function unsafeInShortField(text: string): string | undefined {
  const match = inShortField.exec(text)
  return match ? describe(match[0]) : undefined
}

/** What in a message cannot be stored (NUL, half a surrogate pair), or undefined. */
export function unstorableInMessage(text: string): string | undefined {
  const match = unstorable.exec(text)
  return match ? describe(match[0]) : undefined
}

/** A message with every unsafe character removed; tabs and line breaks are kept (a "\r\n" ends as "\n"). */
export function removeUnsafeCharacters(text: string): string {
  return text.replace(new RegExp(unsafePattern.source, 'g'), '')
}

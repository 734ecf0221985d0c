// Inline Markdown is assembled from tokens first, so that escapes and delimiters can be checked
// against their actual neighbours before anything is joined into a string.

/** Text, one source piece per code point (the character itself, escaped, or a character reference). */
export interface TextToken {
  kind: 'text'
  chars: string[]
  pieces: string[]
}

/** An emphasis delimiter: ** for bold, _ for italic. */
export interface DelimiterToken {
  kind: 'delimiter'
  value: '**' | '_'
  open: boolean
}

/** Source written as is: a code span, a link's brackets and target, a hard break. */
export interface RawToken {
  kind: 'raw'
  value: string
  role: 'code' | 'linkOpen' | 'linkClose' | 'break'
  /** A link's close written without a title. */
  untitled?: boolean
}

/** One piece of inline Markdown. */
export type Token = TextToken | DelimiterToken | RawToken

/** The first UTF-16 unit of a token's source (what the parser looks at after a delimiter). */
export function firstUnit(token: Token): string {
  return token.kind === 'text' ? token.pieces[0]!.charAt(0) : token.value.charAt(0)
}

/** The last UTF-16 unit of a token's source (what the parser looks at before a delimiter). */
export function lastUnit(token: Token): string {
  return token.kind === 'text' ? token.pieces.at(-1)!.slice(-1) : token.value.slice(-1)
}

/** A token's Markdown source. */
export function source(token: Token): string {
  return token.kind === 'text' ? token.pieces.join('') : token.value
}

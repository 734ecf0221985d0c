import { postLimits } from './limits.ts'
import type { Doc } from './types.ts'

// Letters that Unicode decomposition leaves whole but that have a conventional ASCII spelling.
const LATIN_EXTRAS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
}

/** The URL slug for a title: lower case, ASCII, runs of other characters as one hyphen, at most 120 characters. */
export function slugify(title: string): string {
  const ascii = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => LATIN_EXTRAS[letter] ?? letter)
  const slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  return slug.slice(0, 120).replace(/-+$/, '')
}

/** The number of words in a document's text (code and calls to action included), a word being a run with a letter or digit. */
export function wordCount(doc: Doc): number {
  let words = 0
  // An explicit stack, not recursion: the document may be untrusted and deeply nested.
  const pending: unknown[] = [doc]
  while (pending.length > 0) {
    const node = pending.pop() as { type?: unknown; text?: unknown; attrs?: { text?: unknown }; content?: unknown }
    if (node.type === 'text' && typeof node.text === 'string') words += countWords(node.text)
    if (node.type === 'callToAction' && typeof node.attrs?.text === 'string') words += countWords(node.attrs.text)
    if (Array.isArray(node.content)) pending.push(...joinAdjacentText(node.content))
  }
  return words
}

/** Minutes to read a number of words at 200 words a minute, never less than one. */
export function readTimeMinutes(words: number): number {
  return Math.max(1, Math.ceil(Math.max(0, words) / postLimits.wordsPerMinute))
}

function countWords(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

// "ERP" in bold followed by "s" plain is one word, so neighbouring text nodes are counted as one.
function joinAdjacentText(content: unknown[]): unknown[] {
  const joined: unknown[] = []
  for (const child of content) {
    const previous = joined.at(-1) as { type?: unknown; text?: unknown } | undefined
    const node = child as { type?: unknown; text?: unknown }
    if (node?.type === 'text' && previous?.type === 'text' && typeof node.text === 'string') {
      joined[joined.length - 1] = { type: 'text', text: `${String(previous.text)}${node.text}` }
    } else if (child && typeof child === 'object') joined.push(child)
  }
  return joined
}

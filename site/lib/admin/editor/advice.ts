import { markdownToDoc, readTimeMinutes, wordCount } from '../../post/index.ts'

// The length advice is the post checks' own, so the counters and the checks never disagree.
export { excerptAdvice, metaDescriptionAdvice } from '../../post/checks/index.ts'
export type { LengthAdvice } from '../../post/checks/index.ts'

/** Words and read time of the content as typed; Markdown the format refuses is counted as plain text. */
export function contentStats(markdown: string): { words: number; readTimeMinutes: number } {
  const words = wordsIn(markdown)
  return { words, readTimeMinutes: readTimeMinutes(words) }
}

function wordsIn(markdown: string): number {
  try {
    return wordCount(markdownToDoc(markdown))
  } catch {
    // Half-typed Markdown is normal while editing; the save reports what is wrong with it.
    return markdown.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  }
}

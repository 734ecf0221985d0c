import { excerptAdvice, metaDescriptionAdvice } from './length.ts'
import type { CheckInput, PostCheck } from './types.ts'
import { nodesOf, startOf } from './walk.ts'

/** Paragraphs longer than this many words read as a wall of text. */
export const longParagraphWords = 200

/** Excerpt and meta description lengths outside the range that reads best (a missing excerpt is the schema's error). */
export function lengthAdvice({ draft }: CheckInput): PostCheck[] {
  const excerpt = draft.excerpt.trim().length
  const fields = [
    ...(excerpt > 0 ? [{ field: 'excerpt', advice: excerptAdvice(excerpt) }] : []),
    { field: 'meta_description', advice: metaDescriptionAdvice((draft.metaDescription ?? '').trim().length) },
  ]
  return fields.flatMap(({ field, advice }) =>
    advice.verdict === 'good'
      ? []
      : [
          {
            severity: 'advice' as const,
            field,
            message: `${field} is ${advice.message}`,
            hint: 'Cards and search results show 120-160 characters best.',
          },
        ],
  )
}

/** A subsection (###) before the first section (##): the outline skips a level. */
export function skippedHeadingLevel({ tree }: CheckInput): PostCheck[] {
  for (const node of nodesOf(tree)) {
    if (node.type !== 'heading') continue
    if (node.depth !== 3) return []
    return [
      {
        severity: 'advice',
        field: 'content',
        ...startOf(node),
        message: 'A ### subsection comes before any ## section',
        hint: 'Start the outline with a ## section heading, or make this heading ##.',
      },
    ]
  }
  return []
}

/** Paragraphs of more than longParagraphWords words. */
export function longParagraphs({ tree }: CheckInput): PostCheck[] {
  const checks: PostCheck[] = []
  for (const node of nodesOf(tree)) {
    if (node.type !== 'paragraph') continue
    const words = [...nodesOf({ type: 'root', children: [node] })]
      .map((inner) => (inner.type === 'text' || inner.type === 'inlineCode' ? inner.value : ' '))
      .join('')
      .split(/\s+/u)
      .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
    if (words > longParagraphWords)
      checks.push({
        severity: 'advice',
        field: 'content',
        ...startOf(node),
        message: `A paragraph of ${words} words`,
        hint: `Split it: paragraphs under ${longParagraphWords} words are easier to read on screen.`,
      })
  }
  return checks
}

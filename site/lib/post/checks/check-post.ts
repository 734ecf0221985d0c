import type { Root } from 'mdast'
import { readMarkdown } from '../from-markdown/index.ts'
import { lengthAdvice, longParagraphs, skippedHeadingLevel } from './advice.ts'
import { brokenLinks } from './links.ts'
import { untouchedTemplate } from './template.ts'
import { takenTitle } from './title.ts'
import type { CheckInput, KnownPost, PostCheck, PostDraft } from './types.ts'

// Checks beyond what the post format itself refuses, errors first; each reads the draft, its tree and the known posts.
const rules = [untouchedTemplate, brokenLinks, takenTitle, lengthAdvice, skippedHeadingLevel, longParagraphs]

/** The checks of a draft beyond its format: template, links, title, advice (lines in the Markdown body). */
export function draftChecks(
  draft: PostDraft,
  tree: Root | undefined,
  known: readonly KnownPost[],
  self?: string,
): PostCheck[] {
  const input: CheckInput = { draft, tree, known, self }
  return rules.flatMap((rule) => rule(input))
}

/**
 * Every problem with a post as a writer has it, at once: Markdown the site cannot show, then the
 * other errors, then advice; body lines and columns are in the Markdown. The post may go out when
 * no check is an error. Front matter values themselves (required fields, lengths, categories) are
 * the post schema's to check.
 */
export function checkPost(draft: PostDraft, known: readonly KnownPost[]): PostCheck[] {
  const { problems, tree } = readMarkdown(draft.markdown)
  const format = problems.map(({ line, column, message, hint }): PostCheck => ({
    severity: 'error',
    field: 'content',
    line,
    column,
    message,
    hint,
  }))
  return sortChecks([...format, ...draftChecks(draft, tree, known)])
}

/** Whether a post with these checks may go out: none is an error. */
export const canPublish = (checks: readonly PostCheck[]): boolean => checks.every((check) => check.severity !== 'error')

/** Errors before advice, each in the order it appears (checks without a place first). */
export function sortChecks(checks: readonly PostCheck[]): PostCheck[] {
  const rank = (check: PostCheck) => (check.severity === 'error' ? 0 : 1)
  return [...checks].sort(
    (a, b) => rank(a) - rank(b) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
  )
}

import type { PostCheck, PostDraft } from '../../post/checks/index.ts'
import { defaultPostForm, type PostForm } from './form.ts'
import type { FormProblem } from './row.ts'

// The editor shows two kinds of finding beside its fields: the form's own (what the last save found
// the post format refuses, see rowFromForm) and the checks every channel shares (checkPost, live as
// the writer types). Both can say the same thing; a writer should read it once.

/** One thing said beside a field: an error (which keeps the post from going out) or advice (which does not). */
export interface FieldProblem {
  severity: 'error' | 'advice'
  message: string
  hint?: string
  /** Where in the body, for the content field: 1-based, in the Markdown as typed. */
  line?: number
  column?: number
}

/** What each field shows, errors before advice; a field with nothing to show is absent. */
export type FieldProblems = Partial<Record<keyof PostForm, FieldProblem[]>>

const fields = new Set(Object.keys(defaultPostForm()))
const isFormField = (field: string): field is keyof PostForm => fields.has(field)

/** A form as the shared checks read it (only these fields). */
export function draftOf(
  form: Pick<PostForm, 'title' | 'slug' | 'excerpt' | 'meta_description' | 'content'>,
): PostDraft {
  return {
    title: form.title,
    slug: form.slug,
    excerpt: form.excerpt,
    metaDescription: form.meta_description,
    markdown: form.content,
  }
}

/**
 * The form's problems and the checks, by field, each said once: the checks name every Markdown
 * problem at its place, so the form's own report of the first one goes; the length advice is the
 * counter under the excerpt and meta description already; a message both give is shown once.
 */
export function fieldProblems(form: readonly FormProblem[], checks: readonly PostCheck[]): FieldProblems {
  const shown: FieldProblems = {}
  const add = (field: keyof PostForm, problem: FieldProblem) => {
    const list = (shown[field] ??= [])
    if (!list.some((seen) => seen.message === problem.message && seen.line === problem.line)) list.push(problem)
  }
  for (const { field, message, hint, line } of form) {
    if (field === 'content' && line !== undefined) continue
    add(field, { severity: 'error', message, ...(hint && { hint }) })
  }
  for (const { field, severity, message, hint, line, column } of checks) {
    if (!isFormField(field)) continue
    if (severity === 'advice' && (field === 'excerpt' || field === 'meta_description')) continue
    add(field, { severity, message, ...(hint && { hint }), ...(line !== undefined && { line, column }) })
  }
  for (const list of Object.values(shown)) list.sort((a, b) => rank(a) - rank(b))
  return shown
}

const rank = (problem: FieldProblem) => (problem.severity === 'error' ? 0 : 1)

/** The errors among the checks: what keeps a post from going out. */
export function blockingChecks(checks: readonly PostCheck[]): PostCheck[] {
  return checks.filter((check) => check.severity === 'error' && isFormField(check.field))
}

/** The index in `text` of a 1-based line and column (columns count UTF-16 units, as the checks do); clamped to the text. */
export function offsetAt(text: string, line: number, column: number): number {
  const breaks = /\r\n|\r|\n/g
  let start = 0
  for (let current = 1; current < line; current++) {
    if (!breaks.exec(text)) return text.length
    start = breaks.lastIndex
  }
  const end = breaks.exec(text)?.index ?? text.length
  return start + Math.min(Math.max(column - 1, 0), end - start)
}

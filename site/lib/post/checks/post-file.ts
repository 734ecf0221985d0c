import { readMarkdown } from '../from-markdown/index.ts'
import { parsePostFile, type ParsedPost } from '../post-file/parse.ts'
import { splitPostFile } from '../post-file/structure.ts'
import { readFrontMatter } from '../post-file/yaml.ts'
import { draftChecks, sortChecks } from './check-post.ts'
import type { KnownPost, PostCheck } from './types.ts'

/** A post file checked in full: the post when it may go out, and every check, at its line and column in the file. */
export interface CheckedPostFile {
  post?: ParsedPost
  checks: PostCheck[]
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * Checks a post file (`content/<slug>.md`): its front matter and Markdown as parsePostFile reads
 * them, and the checks every channel shares (checkPost), all at once, at their place in the file.
 * `known` may hold the file itself, by its name: it is set aside.
 */
export function checkPostFile(source: string, fileName: string, known: readonly KnownPost[]): CheckedPostFile {
  const parsed = parsePostFile(source, fileName)
  const checks: PostCheck[] = parsed.ok ? [] : parsed.problems.map((problem) => ({ severity: 'error', ...problem }))
  const split = splitPostFile(source)
  if (split.ok) {
    const { markdown, markdownStart } = split.parts
    const fields = readFrontMatter(split.parts.frontMatter)
    const data = fields.data ?? {}
    const draft = {
      title: text(data.title),
      slug: text(data.slug),
      excerpt: text(data.excerpt),
      metaDescription: text(data.meta_description),
      markdown,
    }
    const { tree } = readMarkdown(markdown)
    for (const check of draftChecks(draft, tree, known, fileName.replace(/\.md$/, ''))) {
      if (check.field === 'content' && check.line !== undefined && check.column !== undefined) {
        const line = markdownStart.line + check.line - 1
        const column = check.line === 1 ? markdownStart.column + check.column - 1 : check.column
        checks.push({ ...check, line, column })
      } else checks.push({ ...check, ...fields.locate([check.field]) })
    }
  }
  const sorted = sortChecks(checks)
  return parsed.ok && sorted.every((check) => check.severity !== 'error')
    ? { post: parsed.post, checks: sorted }
    : { checks: sorted }
}

/** The slug and title of a post file, for checking other posts against it; undefined when it has none yet. */
export function knownPostOf(source: string, slug: string): KnownPost {
  const split = splitPostFile(source)
  const data = split.ok ? readFrontMatter(split.parts.frontMatter).data : undefined
  return { slug, title: text(data?.title) }
}

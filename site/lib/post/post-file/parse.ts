import { readMarkdown } from '../from-markdown/index.ts'
import { postFrontMatterSchema, type PostFrontMatter } from '../front-matter-schema.ts'
import type { Doc, PostProblem } from '../types.ts'
import { schemaProblems } from './problems.ts'
import { splitPostFile } from './structure.ts'
import { readFrontMatter, type FrontMatter } from './yaml.ts'

/** A post file read in full: its front matter, its Markdown body and that body's document tree. */
export interface ParsedPost {
  frontMatter: PostFrontMatter
  markdown: string
  doc: Doc
}

/** The outcome of reading a post file: the post, or every problem found, in file order. */
export type ParsePostFileResult = { ok: true; post: ParsedPost } | { ok: false; problems: PostProblem[] }

/** Reads a post file (`content/<slug>.md`), reporting every problem at once with its line and column in the file. */
export function parsePostFile(source: string, fileName: string): ParsePostFileResult {
  const split = splitPostFile(source)
  if (!split.ok) return { ok: false, problems: [split.problem] }
  const { frontMatter, markdown, markdownStart } = split.parts
  const fields = readFrontMatter(frontMatter)
  const problems = [...fields.problems]

  const parsed = fields.data ? postFrontMatterSchema.safeParse(fields.data) : undefined
  if (parsed && !parsed.success) problems.push(...schemaProblems(parsed.error.issues, fields))
  // The slug is compared with the file name whenever it is valid itself, whatever else is wrong.
  const slug = postFrontMatterSchema.shape.slug.safeParse(fields.data?.slug)
  problems.push(...fileNameProblems(fileName, fields, slug.success ? slug.data : undefined))

  let doc: Doc | undefined
  if (markdown.trim() === '') {
    problems.push({
      line: markdownStart.line,
      column: 1,
      field: 'content',
      message: 'The post has no content',
      hint: 'Write the article below the front matter.',
    })
  } else {
    const read = readMarkdown(markdown)
    doc = read.doc
    for (const error of read.problems) {
      const line = markdownStart.line + error.line - 1
      const column = error.line === 1 ? markdownStart.column + error.column - 1 : error.column
      problems.push({ line, column, field: 'content', message: error.message, hint: error.hint })
    }
  }

  if (problems.length > 0 || !parsed?.success || !doc)
    return { ok: false, problems: problems.sort((a, b) => a.line - b.line || a.column - b.column) }
  return { ok: true, post: { frontMatter: parsed.data, markdown, doc } }
}

function fileNameProblems(fileName: string, fields: FrontMatter, slug: string | undefined): PostProblem[] {
  const base = fileName.split(/[\\/]/).pop() ?? fileName
  if (!base.endsWith('.md')) {
    return [
      {
        line: 1,
        column: 1,
        field: 'file',
        message: `The file name ${base} does not end in .md`,
        hint: `Rename it to ${slug ?? 'the-post-slug'}.md.`,
      },
    ]
  }
  const name = base.slice(0, -'.md'.length)
  if (slug === undefined || slug === name) return []
  return [
    {
      ...fields.locate(['slug']),
      field: 'slug',
      message: `slug ${slug} does not match the file name ${base}`,
      hint: `Rename the file to ${slug}.md, or set slug: ${name}.`,
    },
  ]
}

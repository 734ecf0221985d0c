import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join, relative, resolve, sep } from 'node:path'
import { parsePostFile } from '../site/lib/post/files.ts'
import type { Doc, PostFrontMatter, PostProblem } from '../site/lib/post/index.ts'
import { printable } from '../site/lib/text/index.ts'
import { CliError } from './errors.ts'

export interface PostFile {
  /** Path relative to the project, as messages show it. */
  file: string
  absolute: string
  slug: string
}

export interface ParsedPost extends PostFile {
  frontMatter: PostFrontMatter
  markdown: string
  doc: Doc
}

const isPostName = (name: string) => /^[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(name)

/** Every post file in content/ (README.md and other non-post files are not posts). */
export function allPostFiles(cwd: string): PostFile[] {
  const dir = join(cwd, 'content')
  if (!existsSync(dir))
    throw new CliError(
      `There is no content/ folder in ${cwd}.`,
      'Run axon-blog from the project folder, or create a post with: npx axon-blog new "Title"',
    )
  return readdirSync(dir)
    .filter(isPostName)
    .sort()
    .map((name) => toPostFile(cwd, join(dir, name)))
}

function toPostFile(cwd: string, absolute: string): PostFile {
  return { file: relative(cwd, absolute), absolute, slug: basename(absolute, '.md') }
}

/** Resolves paths given on the command line to post files, refusing anything outside content/. */
export function namedPostFiles(cwd: string, paths: readonly string[]): PostFile[] {
  const content = join(cwd, 'content') + sep
  return paths.map((path) => {
    const absolute = resolve(cwd, path)
    if (!absolute.startsWith(content) || !absolute.endsWith('.md'))
      throw new CliError(
        `${path} is not a post file.`,
        'Posts are Markdown files in content/, e.g. content/my-post.md.',
        2,
      )
    if (!existsSync(absolute))
      throw new CliError(`${path} does not exist.`, 'Check the path, or list the posts with: ls content/')
    return toPostFile(cwd, absolute)
  })
}

/** Reads and validates post files, returning the posts and every problem found, by file. */
export function readPosts(files: readonly PostFile[]): {
  posts: ParsedPost[]
  problems: { file: string; problem: PostProblem }[]
} {
  const posts: ParsedPost[] = []
  const problems: { file: string; problem: PostProblem }[] = []
  for (const file of files) {
    const result = parsePostFile(readFileSync(file.absolute, 'utf8'), basename(file.absolute))
    if (result.ok) posts.push({ ...file, ...result.post })
    else problems.push(...result.problems.map((problem) => ({ file: file.file, problem })))
  }
  return { posts, problems }
}

/** One problem as `file:line:col  field  message  (hint)`, with anything quoted from the file shown escaped. */
export function formatProblem(file: string, problem: PostProblem): string {
  return printable(
    `${file}:${problem.line}:${problem.column}  ${problem.field}  ${problem.message}${problem.hint ? `  (${problem.hint})` : ''}`,
  )
}

/** Accepts a slug or a post file path and returns the slug. */
export function slugFromArgument(argument: string): string {
  const slug = argument.endsWith('.md') ? basename(argument, '.md') : argument
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
    throw new CliError(
      `"${argument}" is neither a post slug nor a post file.`,
      'Give a slug such as hidden-cost-legacy-erp, or a file such as content/hidden-cost-legacy-erp.md.',
      2,
    )
  return slug
}

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join, relative, resolve, sep } from 'node:path'
import { checkPostFile, knownPostOf, type KnownPost, type PostCheck } from '../site/lib/post/checks/index.ts'
import type { Doc, PostFrontMatter } from '../site/lib/post/index.ts'
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

/** Every post in content/ by slug and title: what links may point at, and titles other posts may not take. */
export function knownPosts(cwd: string): KnownPost[] {
  return allPostFiles(cwd).map((file) => knownPostOf(readFileSync(file.absolute, 'utf8'), file.slug))
}

/** A check found in a post file. */
export interface FileCheck {
  file: string
  check: PostCheck
}

/**
 * Reads and checks post files against the other posts in content/: the posts that may go out, and
 * every error and piece of advice, by file. validate and publish both decide with this.
 */
export function readPosts(
  cwd: string,
  files: readonly PostFile[],
): { posts: ParsedPost[]; problems: FileCheck[]; advice: FileCheck[] } {
  const known = knownPosts(cwd)
  const posts: ParsedPost[] = []
  const problems: FileCheck[] = []
  const advice: FileCheck[] = []
  for (const file of files) {
    // The post itself is among the known: the checks set it aside.
    const result = checkPostFile(readFileSync(file.absolute, 'utf8'), basename(file.absolute), known)
    if (result.post) posts.push({ ...file, ...result.post })
    for (const check of result.checks) (check.severity === 'error' ? problems : advice).push({ file: file.file, check })
  }
  return { posts, problems, advice }
}

/** One check as `file:line:col  field  message  (hint)` (advice marked so), with anything quoted from the file shown escaped. */
export function formatProblem(file: string, check: PostCheck): string {
  const advice = check.severity === 'advice' ? 'advice: ' : ''
  return printable(
    `${file}:${check.line ?? 1}:${check.column ?? 1}  ${check.field}  ${advice}${check.message}${check.hint ? `  (${check.hint})` : ''}`,
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

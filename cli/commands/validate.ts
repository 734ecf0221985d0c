import type { CliContext } from '../context.ts'
import { CliError } from '../errors.ts'
import { jsonOutput } from '../output.ts'
import { allPostFiles, formatProblem, namedPostFiles, readPosts } from '../posts.ts'

/** `axon-blog validate [files…]`: checks posts without any network; every problem in every file is reported. */
export function validateCommand(
  options: { files: readonly string[]; json?: boolean },
  context: CliContext,
): { valid: number } {
  const files = options.files.length ? namedPostFiles(context.cwd, options.files) : allPostFiles(context.cwd)
  const { posts, problems } = readPosts(files)
  if (options.json)
    context.out(
      jsonOutput({
        valid: posts.map((post) => post.file),
        problems: problems.map(({ file, problem }) => ({ file, ...problem })),
      }),
    )
  else for (const { file, problem } of problems) context.out(formatProblem(file, problem))
  if (problems.length) {
    const invalidFiles = new Set(problems.map((entry) => entry.file)).size
    throw new CliError(
      `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${invalidFiles} of ${files.length} post${files.length === 1 ? '' : 's'}.`,
      'Fix them and run validate again.',
    )
  }
  context.err(`${posts.length} post${posts.length === 1 ? '' : 's'} valid.`)
  return { valid: posts.length }
}

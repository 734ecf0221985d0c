import type { CliContext } from '../context.ts'
import { CliError } from '../errors.ts'
import { jsonOutput } from '../output.ts'
import { allPostFiles, formatProblem, namedPostFiles, readPosts, type FileCheck } from '../posts.ts'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
const withoutSeverity = ({ file, check: { severity: _severity, ...check } }: FileCheck) => ({ file, ...check })

/**
 * `axon-blog validate [files…]`: checks posts without any network, as publish does; every error and
 * piece of advice in every file is reported, errors first. Only errors make it fail.
 */
export function validateCommand(
  options: { files: readonly string[]; json?: boolean },
  context: CliContext,
): { valid: number } {
  const files = options.files.length ? namedPostFiles(context.cwd, options.files) : allPostFiles(context.cwd)
  const { posts, problems, advice } = readPosts(context.cwd, files)
  if (options.json)
    context.out(
      jsonOutput({
        valid: posts.map((post) => post.file),
        problems: problems.map(withoutSeverity),
        advice: advice.map(withoutSeverity),
      }),
    )
  else for (const { file, check } of [...problems, ...advice]) context.out(formatProblem(file, check))
  if (problems.length) {
    const invalidFiles = new Set(problems.map((entry) => entry.file)).size
    throw new CliError(
      `${plural(problems.length, 'problem')} in ${invalidFiles} of ${plural(files.length, 'post')}.`,
      'Fix them and run validate again.',
    )
  }
  const advised = advice.length ? ` (${advice.length} piece${advice.length === 1 ? '' : 's'} of advice above)` : ''
  context.err(`${plural(posts.length, 'post')} valid${advised}.`)
  return { valid: posts.length }
}

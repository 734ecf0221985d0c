// The axon-blog program: every command with its arguments and options, run on the streams and
// environment it is given. index.ts runs it on the process; tests run it in-process.
import { inspect } from 'node:util'
import { Command, CommanderError, Option } from 'commander'
import { imageLimitWords, imagePolicy } from '../site/lib/images/index.ts'
import { authorKeys } from '../site/lib/post/index.ts'
import { printable } from '../site/lib/text/index.ts'
import { historyCommand, restoreCommand } from './commands/history.ts'
import { listCommand } from './commands/list.ts'
import { newCommand } from './commands/new.ts'
import { publishCommand } from './commands/publish.ts'
import { pullCommand } from './commands/pull.ts'
import { deleteCommand, unpublishCommand } from './commands/status.ts'
import { uploadCommand } from './commands/upload.ts'
import { validateCommand } from './commands/validate.ts'
import type { CliContext } from './context.ts'
import { backendDidNotAnswer, CliError, noAnswer } from './errors.ts'

/** The function each command runs, by command name. */
export const cliCommands = {
  new: newCommand,
  validate: validateCommand,
  publish: publishCommand,
  unpublish: unpublishCommand,
  delete: deleteCommand,
  upload: uploadCommand,
  list: listCommand,
  pull: pullCommand,
  history: historyCommand,
  restore: restoreCommand,
}

export type CliCommands = {
  [Name in keyof typeof cliCommands]: (
    options: Parameters<(typeof cliCommands)[Name]>[0],
    context: CliContext,
  ) => unknown
}

/** An output stream as the program uses it; process.stdout and process.stderr are ones. */
export interface CliStream {
  write: (text: string) => unknown
  isTTY?: boolean
  columns?: number
}

/** Everything the program reads or writes besides its arguments. */
export interface CliIo {
  context: CliContext
  stdout: CliStream
  stderr: CliStream
  env: Readonly<Record<string, string | undefined>>
  /** The command functions; the real ones unless a test records the calls instead. */
  commands?: CliCommands
}

const example = (text: string) => `\nExample:\n  ${text}\n`

/** Colours only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
const colours = (stream: CliStream, env: CliIo['env']) => !env.NO_COLOR && stream.isTTY === true
const painter = (on: boolean) => (code: number, text: string) => (on ? `\u001b[${code}m${text}\u001b[0m` : text)

/** The axon-blog commander program: every command, its arguments and options, calling io.commands with io.context. */
export function cliProgram(io: CliIo): Command {
  const { context, commands = cliCommands } = io
  const paint = painter(colours(io.stderr, io.env))
  const program = new Command('axon-blog')
    .description('Validate, publish and manage the Insights posts in content/.')
    .option('--verbose', 'on an unexpected error, print its stack trace (so does setting DEBUG)')
    .exitOverride()
    .configureHelp({ showGlobalOptions: true })
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      outputError: (text, write) => write(text.replace(/^error: /, `${paint(31, 'error')} `)),
      getOutHelpWidth: () => io.stdout.columns ?? 80,
      getErrHelpWidth: () => io.stderr.columns ?? 80,
      getOutHasColors: () => colours(io.stdout, io.env),
      getErrHasColors: () => colours(io.stderr, io.env),
    })
  program
    .command('new')
    .description('Write content/<slug>.md from the template for a new post.')
    .argument('<title>', 'the post title')
    .addOption(new Option('--author <key>', 'who signs the post').choices([...authorKeys]))
    .addHelpText('after', example('npx axon-blog new "Integration for Growing Retailers"'))
    .action(async (title: string, options: { author?: (typeof authorKeys)[number] }) => {
      await commands.new({ title, author: options.author }, context)
    })
  program
    .command('validate')
    .description('Check posts without publishing (no network). Default: every post in content/.')
    .argument('[files...]', 'post files')
    .option('--json', 'machine-readable output')
    .addHelpText('after', example('npx axon-blog validate content/hidden-cost-legacy-erp.md'))
    .action(async (files: string[], options: { json?: boolean }) => {
      await commands.validate({ files, ...options }, context)
    })
  program
    .command('publish')
    .description('Validate, then publish posts (create or update them as published).')
    .argument('[files...]', 'post files')
    .option('--all', 'every post in content/')
    .option('--dry-run', 'show what would change, field by field, and change nothing')
    .option('--force', 'overwrite posts edited in the browser admin since they were last published')
    .option('--json', 'machine-readable output')
    .addHelpText('after', example('npx axon-blog publish --all --dry-run'))
    .action(async (files: string[], options: { all?: boolean; dryRun?: boolean; force?: boolean; json?: boolean }) => {
      await commands.publish({ files, ...options }, context)
    })
  program
    .command('unpublish')
    .description('Make a published post a draft again.')
    .argument('<post>', 'slug or post file')
    .addHelpText('after', example('npx axon-blog unpublish hidden-cost-legacy-erp'))
    .action(async (post: string) => {
      await commands.unpublish({ post }, context)
    })
  program
    .command('delete')
    .description('Delete a post from the database (asks first; --yes when there is no terminal).')
    .argument('<post>', 'slug or post file')
    .option('--yes', 'do not ask for confirmation')
    .addHelpText('after', example('npx axon-blog delete old-announcement --yes'))
    .action(async (post: string, options: { yes?: boolean }) => {
      await commands.delete({ post, ...options }, context)
    })
  program
    .command('upload')
    .description(`Re-encode an image, store it in ${imagePolicy.storage.bucket} and print its public URL.`)
    .argument('<image>', `a ${imageLimitWords.formats} file`)
    .addHelpText('after', example('npx axon-blog upload content/images/diagram.png'))
    .action(async (image: string) => {
      await commands.upload({ image }, context)
    })
  program
    .command('list')
    .description('List the posts with their status, date and category.')
    .option('--json', 'machine-readable output')
    .addHelpText('after', example('npx axon-blog list'))
    .action(async (options: { json?: boolean }) => {
      await commands.list(options, context)
    })
  program
    .command('pull')
    .description('Write posts from the database to content/, bringing browser edits into git. Default: every post.')
    .argument('[posts...]', 'slugs or post files')
    .addHelpText('after', example('npx axon-blog pull hidden-cost-legacy-erp'))
    .action(async (posts: string[]) => {
      await commands.pull({ posts }, context)
    })
  program
    .command('history')
    .description('Show every version of a post, newest first: when, by whom, through which channel, what changed.')
    .argument('<post>', 'slug or post file (a deleted post too)')
    .option('--json', 'machine-readable output')
    .addHelpText('after', example('npx axon-blog history hidden-cost-legacy-erp'))
    .action(async (post: string, options: { json?: boolean }) => {
      await commands.history({ post, ...options }, context)
    })
  program
    .command('restore')
    .description('Bring back a version of a post (or a deleted post) as a new version, and write it to content/.')
    .argument('<post>', 'slug or post file (a deleted post too)')
    .argument('<version>', 'the version number, as history shows it')
    .addHelpText('after', example('npx axon-blog restore hidden-cost-legacy-erp 3'))
    .action(async (post: string, version: string) => {
      await commands.restore({ post, version }, context)
    })
  // A usage error names the help that shows the right usage: the program's, or the command's.
  for (const command of [program, ...program.commands]) {
    const name = command === program ? 'axon-blog' : `axon-blog ${command.name()}`
    command.showHelpAfterError(`${paint(2, 'hint')}  See the usage with: npx ${name} --help`)
  }
  return program
}

/** Runs axon-blog on its arguments (after the command name) and resolves to its exit code: 0 success, 1 failure, 2 usage error. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const program = cliProgram(io)
  try {
    await program.parseAsync(args, { from: 'user' })
    return 0
  } catch (error) {
    // Commander has written its message (or the help) already.
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2
    const paint = painter(colours(io.stderr, io.env))
    const verbose = program.opts<{ verbose?: boolean }>().verbose === true || Boolean(io.env.DEBUG)
    const failure = explained(error, verbose)
    // Messages can quote stored or file text; escaped, it cannot rewrite the terminal.
    io.stderr.write(
      `${paint(31, 'error')} ${printable(failure.message)}\n${failure.hint ? `${paint(2, 'hint')}  ${printable(failure.hint)}\n` : ''}`,
    )
    if (verbose && !(error instanceof CliError))
      io.stderr.write(`${inspect(error).split('\n').map(printable).join('\n')}\n`)
    return failure.exitCode
  }
}

/** Any error as a CliError: expected ones as they are, the rest with what to do next. */
function explained(error: unknown, verbose: boolean): CliError {
  if (error instanceof CliError) return error
  const reason = noAnswer(error)
  if (reason) return backendDidNotAnswer('The command', reason)
  const message = error instanceof Error ? error.message : String(error)
  return new CliError(
    message,
    verbose ? undefined : 'This was not expected. Run the same command with --verbose to see where it failed.',
  )
}

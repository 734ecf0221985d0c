// axon-blog: publishes the Insights posts in content/ to Supabase. Run `npx axon-blog --help`.
import { createInterface } from 'node:readline/promises'
import { Command, CommanderError, Option } from 'commander'
import { authorKeys } from '../site/lib/post/index.ts'
import { connectCliBackend, type CliBackend } from './backend.ts'
import { deleteCommand, unpublishCommand } from './commands/status.ts'
import { listCommand } from './commands/list.ts'
import { newCommand } from './commands/new.ts'
import { publishCommand } from './commands/publish.ts'
import { pullCommand } from './commands/pull.ts'
import { uploadCommand } from './commands/upload.ts'
import { validateCommand } from './commands/validate.ts'
import type { CliContext } from './context.ts'
import { printable } from '../site/lib/text/index.ts'
import { backendDidNotAnswer, CliError, noAnswer } from './errors.ts'

const color = !process.env.NO_COLOR && process.stderr.isTTY === true
const paint = (code: number, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text)

let backend: CliBackend | undefined
const context: CliContext = {
  cwd: process.cwd(),
  client: async () => {
    backend ??= await connectCliBackend(process.cwd())
    return backend.client
  },
  get fetch() {
    return backend?.fetch ?? globalThis.fetch
  },
  now: () => new Date(),
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
  confirm: process.stdin.isTTY && process.stderr.isTTY
    ? async (question) => {
        const prompt = createInterface({ input: process.stdin, output: process.stderr })
        const answer = await prompt.question(`${question} [y/N] `)
        prompt.close()
        return /^y(es)?$/i.test(answer.trim())
      }
    : undefined,
}

const example = (text: string) => `\nExample:\n  ${text}\n`

const program = new Command('axon-blog')
  .description('Validate, publish and manage the Insights posts in content/.')
  .exitOverride()
  .configureOutput({ writeErr: (text) => process.stderr.write(text) })
program
  .command('new')
  .description('Write content/<slug>.md from the template for a new post.')
  .argument('<title>', 'the post title')
  .addOption(new Option('--author <key>', 'who signs the post').choices([...authorKeys]))
  .addHelpText('after', example('npx axon-blog new "Integration for Growing Retailers"'))
  .action(async (title: string, options: { author?: (typeof authorKeys)[number] }) => {
    await newCommand({ title, author: options.author }, context)
  })
program
  .command('validate')
  .description('Check posts without publishing (no network). Default: every post in content/.')
  .argument('[files...]', 'post files')
  .option('--json', 'machine-readable output')
  .addHelpText('after', example('npx axon-blog validate content/hidden-cost-legacy-erp.md'))
  .action(async (files: string[], options: { json?: boolean }) => {
    await validateCommand({ files, ...options }, context)
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
    await publishCommand({ files, ...options }, context)
  })
program
  .command('unpublish')
  .description('Make a published post a draft again.')
  .argument('<post>', 'slug or post file')
  .addHelpText('after', example('npx axon-blog unpublish hidden-cost-legacy-erp'))
  .action(async (post: string) => {
    await unpublishCommand({ post }, context)
  })
program
  .command('delete')
  .description('Delete a post from the database (asks first; --yes when there is no terminal).')
  .argument('<post>', 'slug or post file')
  .option('--yes', 'do not ask for confirmation')
  .addHelpText('after', example('npx axon-blog delete old-announcement --yes'))
  .action(async (post: string, options: { yes?: boolean }) => {
    await deleteCommand({ post, ...options }, context)
  })
program
  .command('upload')
  .description('Re-encode an image, store it in blog-images and print its public URL.')
  .argument('<image>', 'a JPEG, PNG, WebP, AVIF or GIF file')
  .addHelpText('after', example('npx axon-blog upload content/images/diagram.png'))
  .action(async (image: string) => {
    await uploadCommand({ image }, context)
  })
program
  .command('list')
  .description('List the posts with their status, date and category.')
  .option('--json', 'machine-readable output')
  .addHelpText('after', example('npx axon-blog list'))
  .action(async (options: { json?: boolean }) => {
    await listCommand(options, context)
  })
program
  .command('pull')
  .description('Write posts from the database to content/, bringing browser edits into git. Default: every post.')
  .argument('[posts...]', 'slugs or post files')
  .addHelpText('after', example('npx axon-blog pull hidden-cost-legacy-erp'))
  .action(async (posts: string[]) => {
    await pullCommand({ posts }, context)
  })

async function main(argv: string[]): Promise<number> {
  try {
    await program.parseAsync(argv)
    return 0
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2
    const reason = noAnswer(error)
    const failure = error instanceof CliError ? error : reason ? backendDidNotAnswer('The command', reason) : new CliError(error instanceof Error ? error.message : String(error))
    // Messages can quote stored or file text; escaped, it cannot rewrite the terminal.
    process.stderr.write(`${paint(31, 'error')} ${printable(failure.message)}\n${failure.hint ? `${paint(2, 'hint')}  ${printable(failure.hint)}\n` : ''}`)
    return failure.exitCode
  } finally {
    await backend?.close()
  }
}

/** Resolves once everything written to the stream so far has been handed to the system (or the reader has gone). */
const drained = (stream: NodeJS.WriteStream) => new Promise<void>((resolve) => (stream.writableEnded || stream.destroyed ? resolve() : stream.write('', () => resolve())))

// A reader that stops early (`axon-blog list | head`) is not an error of the command's.
for (const stream of [process.stdout, process.stderr]) stream.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error
})

const exitCode = await main(process.argv)
// Output to a pipe is written asynchronously: exiting before it drains would cut it short.
await Promise.all([drained(process.stdout), drained(process.stderr)])
process.exit(exitCode)

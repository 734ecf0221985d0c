// axon-blog: publishes the Insights posts in content/ to Supabase. Run `npx axon-blog --help`.
// This entry runs the program (program.ts) on this process: its arguments, terminal and environment.
import { createInterface } from 'node:readline/promises'
import { connectCliBackend, type CliBackend } from './backend.ts'
import type { CliContext } from './context.ts'
import { runCli } from './program.ts'

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
  now: () => backend?.now() ?? new Date(),
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
  confirm:
    process.stdin.isTTY && process.stderr.isTTY
      ? async (question) => {
          const prompt = createInterface({ input: process.stdin, output: process.stderr })
          const answer = await prompt.question(`${question} [y/N] `)
          prompt.close()
          return /^y(es)?$/i.test(answer.trim())
        }
      : undefined,
}

/** Resolves once everything written to the stream so far has been handed to the system (or the reader has gone). */
const drained = (stream: NodeJS.WriteStream) =>
  new Promise<void>((resolve) =>
    stream.writableEnded || stream.destroyed ? resolve() : stream.write('', () => resolve()),
  )

// A reader that stops early (`axon-blog list | head`) is not an error of the command's.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error
  })

let exitCode: number
try {
  exitCode = await runCli(process.argv.slice(2), {
    context,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
  })
} finally {
  await backend?.close()
}
// Output to a pipe is written asynchronously: exiting before it drains would cut it short.
await Promise.all([drained(process.stdout), drained(process.stderr)])
process.exit(exitCode)

import { spawn } from 'node:child_process'

/**
 * Runs a command and rejects if it fails. Its output goes to the terminal, or, `quiet`, is kept and
 * shown only should the command fail.
 */
export function run(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: options.env ?? process.env,
    })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) return resolve()
      if (output) process.stderr.write(output)
      reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit code ${code}`}).`))
    })
  })
}

export interface SideBySideResult {
  /** Each command's output, whole, in the order given. */
  output: string
  /** A line for each command that failed or could not start. */
  failures: string[]
}

/** Runs commands side by side, keeping each one's output until it ends; resolves once all have ended. */
export async function captureSideBySide(
  commands: readonly (readonly [string, readonly string[]])[],
): Promise<SideBySideResult> {
  const outcomes = await Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise<{ output: string; failure?: string }>((resolve) => {
          const chunks: Buffer[] = []
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
          child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
          child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
          const line = [command, ...args].join(' ')
          child.once('error', (error) => resolve({ output: '', failure: `${line} could not start: ${error.message}` }))
          child.once('close', (code, signal) =>
            resolve({
              output: Buffer.concat(chunks).toString(),
              ...(code === 0 ? {} : { failure: `${line} failed (${signal ?? `exit code ${code}`}).` }),
            }),
          )
        }),
    ),
  )
  return {
    output: outcomes.map(({ output }) => output).join(''),
    failures: outcomes.flatMap(({ failure }) => (failure ? [failure] : [])),
  }
}

/** The local binary of an installed package, e.g. `bin('vike')`. */
export function bin(name: string): string {
  return `node_modules/.bin/${name}`
}

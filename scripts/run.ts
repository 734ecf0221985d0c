import { spawn } from 'node:child_process'

/** Runs a command with the terminal attached and rejects if it fails. */
export function run(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: options.env ?? process.env })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit code ${code}`}).`))
    })
  })
}

/**
 * Runs commands side by side, each with its output kept until it ends and then printed whole, in
 * the order given; rejects after all have ended if any failed, naming each that did.
 */
export async function runSideBySide(commands: readonly (readonly [string, readonly string[]])[]): Promise<void> {
  const outcomes = commands.map(
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
  )
  const failures: string[] = []
  for (const outcome of outcomes) {
    const { output, failure } = await outcome
    process.stdout.write(output)
    if (failure) failures.push(failure)
  }
  if (failures.length > 0) throw new Error(failures.join('\n'))
}

/** The local binary of an installed package, e.g. `bin('vike')`. */
export function bin(name: string): string {
  return `node_modules/.bin/${name}`
}

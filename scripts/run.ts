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

/** The local binary of an installed package, e.g. `bin('vike')`. */
export function bin(name: string): string {
  return `node_modules/.bin/${name}`
}

import { spawn } from 'node:child_process'

export interface CapturedRun {
  stdout: string
  /** Wall-clock time from start to exit. */
  ms: number
}

/**
 * Runs a command, keeping its stdout (and with `echo`, showing it on our stderr) and sending its
 * stderr to ours (or to `stderr`); rejects with the tail of its output if it fails. Used for the harness's scripts and the timed builds,
 * whose chatter must not reach the bench's own stdout.
 */
export function runCaptured(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; stderr?: (chunk: string) => void; echo?: boolean } = {},
): Promise<CapturedRun> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env })
    const out: Buffer[] = []
    let tail = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out.push(chunk)
      if (options.echo) process.stderr.write(chunk)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString()
      tail = (tail + text).slice(-4000)
      if (options.stderr) options.stderr(text)
      else process.stderr.write(text)
    })
    child.once('error', reject)
    child.once('close', (code, signal) => {
      const stdout = Buffer.concat(out).toString()
      if (code === 0) resolve({ stdout, ms: performance.now() - started })
      else
        reject(
          new Error(
            `${[command, ...args].join(' ')} failed (${signal ?? `exit code ${code}`}):\n${(stdout + tail).slice(-4000)}`,
          ),
        )
    })
  })
}

/** Starts a server process that prints its URL as the first line of stdout; resolves with the URL. */
export function startPrintingUrl(
  command: string,
  args: readonly string[],
): Promise<{ url: string; stop: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let seen = ''
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done()
        child.once('exit', () => done())
        child.kill('SIGTERM')
      })
    child.once('error', reject)
    child.once('exit', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited (${code}) before printing its URL.`)),
    )
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString()
      const url = /^(http:\/\/\S+)$/m.exec(seen)?.[1]
      if (url) {
        child.stdout.removeAllListeners('data')
        child.stdout.resume()
        resolve({ url, stop })
      }
    })
  })
}

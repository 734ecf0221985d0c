import { execFile, spawn } from 'node:child_process'
import { join, resolve } from 'node:path'

const projectDir = resolve(import.meta.dirname, '..', '..')
const deno = join(projectDir, 'node_modules', '.bin', 'deno')
const functionsDir = join(projectDir, 'supabase', 'functions')

/**
 * What Deno runs with: npm: packages come from the npm registry (through the registry, proxy and
 * certificate settings npm uses) into a cache under node_modules, so a second run downloads nothing.
 * Nothing else of the caller's environment reaches a function.
 */
function denoEnvironment(variables: Record<string, string> = {}): NodeJS.ProcessEnv {
  const passed = Object.entries(process.env).filter(([name]) =>
    /^(PATH|HOME|DENO_.*|npm_config_.*|NPM_CONFIG_.*|https?_proxy|HTTPS?_PROXY|no_proxy|NO_PROXY|SSL_CERT_(FILE|DIR)|NODE_EXTRA_CA_CERTS)$/.test(
      name,
    ),
  )
  return {
    ...Object.fromEntries(passed),
    DENO_DIR: join(projectDir, 'node_modules', '.cache', 'deno'),
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: '1',
    ...variables,
  }
}

/** `deno check` of a function's entry, with its deno.json; resolves to Deno's output when it fails. */
export function checkFunction(name: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolveCheck) => {
    execFile(
      deno,
      ['check', '--no-lock', 'index.ts'],
      { cwd: join(functionsDir, name), env: denoEnvironment() },
      (error, stdout, stderr) => resolveCheck({ ok: !error, output: stdout + stderr }),
    )
  })
}

export interface ServedFunction {
  url: string
  /** What the function has printed so far. */
  output: () => string
  stop: () => Promise<void>
}

/** Serves a function's index.ts under Deno on a free port of 127.0.0.1, with these environment variables. */
export async function serveFunction(name: string, variables: Record<string, string>): Promise<ServedFunction> {
  const child = spawn(deno, ['run', '--no-lock', '--allow-net=127.0.0.1', '--allow-env', 'index.ts'], {
    cwd: join(functionsDir, name),
    // Deno.serve() listens where this says instead of on port 8000 of every interface.
    env: denoEnvironment({ ...variables, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  let output = ''
  let timer: NodeJS.Timeout | undefined
  try {
    const url = await new Promise<string>((resolveUrl, reject) => {
      // Long enough for a first run to download the npm: packages.
      timer = setTimeout(() => reject(new Error(`Deno did not serve ${name} within 60 seconds:\n${output}`)), 60_000)
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
        if (listening?.[1]) resolveUrl(listening[1])
      }
      child.stdout.on('data', read)
      child.stderr.on('data', read)
      child.once('error', reject)
      void exited.then(() => reject(new Error(`Deno stopped before serving ${name}:\n${output}`)))
    }).finally(() => clearTimeout(timer))
    return { url, output: () => output, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

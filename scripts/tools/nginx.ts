// nginx for the host tests: found or installed as Chromium is, and run on a built site with the
// configuration most nginx hosts of a static site use.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { installDebianPackages } from './debian-package.ts'

const candidates = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx']

/** The nginx binary the host tests run: $NGINX_PATH, or the first one installed. */
export function findNginx(): string | undefined {
  const fromEnv = process.env.NGINX_PATH
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined
  return candidates.find((path) => existsSync(path))
}

/**
 * Makes sure nginx is installed. As root on Debian it installs the distribution's smallest package,
 * nginx-light; otherwise it explains what to install.
 */
export async function ensureNginx(): Promise<string> {
  const found = findNginx()
  if (found) return found
  if (process.env.NGINX_PATH) throw new Error(`NGINX_PATH is set to ${process.env.NGINX_PATH}, but no file is there.`)
  await installDebianPackages({
    missing: 'The host tests serve the built site through nginx, and none is installed.',
    packages: ['nginx-light'],
    otherwise: 'set NGINX_PATH to an nginx binary',
  })
  const installed = findNginx()
  if (!installed) throw new Error('apt-get installed nginx-light, but no nginx binary was found afterwards.')
  return installed
}

/** The types nginx names for the site's files (nginx-light's own mime.types lives in /etc, not here). */
const types = `types {
    text/html html; text/css css; text/javascript js; application/json json; application/xml xml;
    text/plain txt; image/svg+xml svg; image/png png; image/jpeg jpg; image/webp webp; image/avif avif;
    image/x-icon ico; font/woff2 woff2; video/mp4 mp4; video/webm webm; application/wasm wasm;
  }`

/**
 * The configuration under test: the site's folder as root, a folder's index.html for its path,
 * `try_files $uri $uri/ =404` (so /contact is sent on to /contact/ with a 301) and the site's 404 page.
 * One process in the foreground, everything it writes under `prefix`, listening on 127.0.0.1 only.
 */
export function nginxConfig({ root, port, prefix }: { root: string; port: number; prefix: string }): string {
  return `daemon off;
master_process off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
  ${types}
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    index index.html;
    error_page 404 /404.html;
    location / { try_files $uri $uri/ =404; }
  }
}
`
}

export interface RunningNginx {
  url: string
  stop: () => Promise<void>
}

/** A free port on 127.0.0.1 at the moment of asking. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolvePort(port))
    })
  })
}

/** Starts nginx on a built site (see nginxConfig) and resolves once it answers. */
export async function startNginx(nginx: string, rootDir: string): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'axon-nginx-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  writeFileSync(join(prefix, 'nginx.conf'), nginxConfig({ root: resolve(rootDir), port, prefix }))
  const child = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    rmSync(prefix, { recursive: true, force: true })
  }
  // Answers within seconds, or has said why it stopped.
  for (const started = Date.now(); Date.now() - started < 10_000;) {
    if (child.exitCode !== null) break
    if (
      await fetch(url, { method: 'HEAD' }).then(
        () => true,
        () => false,
      )
    )
      return { url, stop }
    await new Promise((wait) => setTimeout(wait, 50))
  }
  await stop()
  throw new Error(`nginx did not start on ${url}: ${output.trim() || 'it said nothing'}`)
}

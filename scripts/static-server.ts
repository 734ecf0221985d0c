import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { createGzip } from 'node:zlib'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false
}

/** Finds the file a static host would serve for a URL path: the file itself, or the folder's index.html. */
export async function resolveStaticFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  const path = normalize(join(root, decoded))
  if (path !== root && !path.startsWith(root + sep)) return undefined
  for (const candidate of [path, join(path, 'index.html'), `${path}.html`]) {
    if (await isFile(candidate)) return candidate
  }
  return undefined
}

/**
 * Serves a prerendered site the way a static host does: files as they are, a folder's index.html
 * for its path, and 404.html with status 404 for anything else.
 */
export function createStaticServer(rootDir: string): Server {
  const root = resolve(rootDir)
  return createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end()
      return
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    const found = await resolveStaticFile(root, pathname)
    const file = found ?? join(root, '404.html')
    const status = found ? 200 : 404
    const headers = {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    }
    if (!(await isFile(file))) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    // Text is compressed, as any production host does; media is already compressed.
    const gzip = /^(text\/|application\/(json|xml)|image\/svg)/.test(headers['content-type']) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
    response.writeHead(status, gzip ? { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' } : headers)
    if (request.method === 'HEAD') response.end()
    else if (gzip) createReadStream(file).pipe(createGzip()).pipe(response)
    else createReadStream(file).pipe(response)
  })
}

/** Starts a static server and resolves with its address once it listens. */
export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = server.address()
      if (address === null || typeof address === 'string') return reject(new Error('The server has no TCP address.'))
      resolvePromise(`http://${host}:${address.port}`)
    })
  })
}

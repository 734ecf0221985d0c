import { open, readFile, stat, type FileHandle } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { basename, extname, join, normalize, resolve, sep } from 'node:path'
import { pipeline } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { gzip as gzipCallback } from 'node:zlib'

const gzip = promisify(gzipCallback)

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
  // The admin's AVIF encoder: browsers compile WebAssembly as it streams in only when it comes as this type.
  '.wasm': 'application/wasm',
}

/** How many bytes of compressed files a server keeps, at most: the whole site, a few times over. */
const maxKeptBytes = 64 * 1024 * 1024

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false
}

/**
 * Opens a regular file for reading, or gives undefined when there is none at the path (any more).
 * Serving from the open file, not the path, means a page removed or replaced while it is being sent
 * (npm start re-renders and removes pages as content changes) still goes out whole.
 */
async function openFile(path: string): Promise<FileHandle | undefined> {
  const handle = await open(path, 'r').catch(() => undefined)
  if (!handle) return undefined
  if ((await handle.stat().catch(() => undefined))?.isFile()) return handle
  await handle.close()
  return undefined
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
 * The headers a `_headers` file (Netlify and Cloudflare Pages format) gives a path: blocks of a path
 * pattern, where `*` matches anything, followed by indented `Name: value` lines. A header named in
 * more than one matching block gets its values joined, as Cloudflare Pages does.
 */
export function headersForPath(file: string, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {}
  let matches = false
  for (const line of file.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      )
      matches = pattern.test(pathname)
      continue
    }
    const colon = line.indexOf(':')
    if (!matches || colon < 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`
  }
  return headers
}

export interface StaticServerOptions {
  /**
   * Answer as GitHub Pages does, the site's default host: a folder's address without its slash is
   * sent to the slash form with a 301, and no headers but the content type, caching and compression
   * (that host reads no `_headers` file). Otherwise both forms are answered at once, and the
   * headers the folder's `_headers` file names are sent, as Netlify or Cloudflare Pages do.
   */
  githubPages?: boolean
}

/**
 * Serves a prerendered site the way a static host does: files as they are, a folder's index.html
 * for its path, and 404.html with status 404 for anything else.
 */
export function createStaticServer(rootDir: string, { githubPages = false }: StaticServerOptions = {}): Server {
  const root = resolve(rootDir)
  const compressedFiles = new Map<string, Buffer>()
  let keptBytes = 0
  return createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end()
      return
    }
    const { pathname, search } = new URL(request.url ?? '/', 'http://localhost')
    const found = await resolveStaticFile(root, pathname)
    const folderWithoutSlash =
      found !== undefined &&
      basename(found) === 'index.html' &&
      basename(pathname) !== 'index.html' &&
      !pathname.endsWith('/')
    if (githubPages && folderWithoutSlash) {
      response.writeHead(301, { location: `${pathname}/${search}` }).end()
      return
    }
    // A file found a moment ago may be gone by now: then it is missing, as on any static host.
    let handle = found === undefined ? undefined : await openFile(found)
    const file = handle ? found! : join(root, '404.html')
    const status = handle ? 200 : 404
    handle ??= await openFile(file)
    if (!handle) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    const contentType = contentTypes[extname(file)] ?? 'application/octet-stream'
    // Read for every request, so a rebuild's headers are sent at once; a folder without one gets none.
    const headers: Record<string, string> = githubPages
      ? { 'content-type': contentType, 'cache-control': 'max-age=600' }
      : {
          'content-type': contentType,
          'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          ...headersForPath(await readFile(join(root, '_headers'), 'utf8').catch(() => ''), pathname),
        }
    // Text is compressed, as any production host does; media is already compressed.
    const compressed =
      /^(text\/|application\/(json|xml)|image\/svg)/.test(contentType) &&
      /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
    if (request.method === 'HEAD') {
      await handle.close()
      response
        .writeHead(status, compressed ? { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' } : headers)
        .end()
      return
    }
    if (compressed) {
      const body = await gzipped(handle).finally(() => handle.close())
      // A file that cannot be read ends the answer unsent, as a failed read half-way through does below.
      if (body === undefined) return void response.destroy()
      response
        .writeHead(status, {
          ...headers,
          'content-encoding': 'gzip',
          vary: 'accept-encoding',
          'content-length': String(body.length),
        })
        .end(body)
      return
    }
    response.writeHead(status, headers)
    // A read that fails half-way, or a visitor who leaves, ends the answer and closes the file.
    pipeline(handle.createReadStream(), response, () => {})
  })

  /**
   * The file's content gzipped, kept while the file stays the same one, unchanged (same inode, size
   * and modification time): a page or script asked for again is not compressed again. Undefined
   * when the file cannot be read.
   */
  async function gzipped(handle: FileHandle): Promise<Buffer | undefined> {
    const stats = await handle.stat().catch(() => undefined)
    if (!stats) return undefined
    const version = `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}`
    const kept = compressedFiles.get(version)
    if (kept) return kept
    const body = await handle
      .readFile()
      .then((content) => gzip(content))
      .catch(() => undefined)
    if (body === undefined || compressedFiles.has(version)) return body
    compressedFiles.set(version, body)
    keptBytes += body.length
    // The oldest go first once the cache holds more than it should: a long `npm start` renders many versions.
    for (const [oldest, oldBody] of compressedFiles) {
      if (keptBytes <= maxKeptBytes) break
      compressedFiles.delete(oldest)
      keptBytes -= oldBody.length
    }
    return body
  }
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

// Run directly to look at a build as its host serves it:
// `npx tsx scripts/serve/static-server.ts [folder] [--github-pages]` (dist/client on PORT, 4173 by default).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2)
  const folder = args.find((arg) => !arg.startsWith('--')) ?? 'dist/client'
  const url = await listen(
    createStaticServer(folder, { githubPages: args.includes('--github-pages') }),
    Number(process.env.PORT ?? 4173),
  )
  console.log(
    `Serving ${folder} at ${url}${args.includes('--github-pages') ? ', as GitHub Pages does' : ''} (Ctrl+C to stop).`,
  )
}

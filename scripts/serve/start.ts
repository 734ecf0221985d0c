// Starts the backend and serves the built site at http://localhost:3000, as a static host would, and
// keeps it current: a post published, changed, unpublished, deleted or falling due is on the site
// within seconds, the way the deploy workflow puts it there in production.
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { localSecretKey, scheduleEnquiryUpkeep } from '../../supabase/local/index.ts'
import { buildSite } from '../build/build.ts'
import { seedPostsIfEmpty } from '../build/seed-posts.ts'
import { connectBackend, type Backend } from './backend.ts'
import { keepSiteCurrent, type Refresh, type SiteRefresher } from './refresh-site.ts'
import { startSummary } from './start-summary.ts'
import { createStaticServer, listen } from './static-server.ts'

export interface SiteOptions {
  /** Port on 127.0.0.1 for the site; 0 for any free one. */
  port: number
  /** Where the site is built and served from (`<outDir>/client`); dist by default. */
  outDir?: string
  /**
   * Starts the backend, giving a stand-in's functions these secrets; by default the configured one,
   * one already running, or the local stand-in on .data/.
   */
  backend?: (functionSecrets: Record<string, string>) => Promise<Backend>
  /** How often the published content is checked, in milliseconds. */
  intervalMs?: number
  log?: (message: string) => void
  onRefresh?: (refresh: Refresh) => void
  /** Shows the build's own output (Vite's tables); by default only its warnings and errors. */
  verbose?: boolean
}

export interface RunningSite {
  url: string
  backend: Backend
  refresher: SiteRefresher
  /** Where the backend's request-rebuild function asks for a rebuild of this site. */
  rebuildHookUrl: string
  /** How many rebuild requests the hook has received. */
  rebuildRequests: () => number
  stop: () => Promise<void>
}

/**
 * The local end of the request-rebuild function: where production sends a dispatch to the deploy
 * workflow, the local function posts here, and the site checks its content at once.
 */
function rebuildHook(onRequest: () => void): Server {
  return createServer((request, response) => {
    request.resume()
    if (request.method !== 'POST') {
      response.writeHead(405, { allow: 'POST' }).end()
      return
    }
    onRequest()
    response.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":true}')
  })
}

const close = (server: Server) => new Promise<void>((resolveClose) => server.close(() => resolveClose()))

/** Builds the site against the backend, serves it, and keeps it current with the published content. */
export async function startSite({
  port,
  outDir = 'dist',
  backend: startBackend = (secrets) => connectBackend(process.env, secrets),
  intervalMs = 1000,
  log = console.log,
  onRefresh,
  verbose = false,
}: SiteOptions): Promise<RunningSite> {
  let refresher: SiteRefresher | undefined
  let requests = 0
  const hook = rebuildHook(() => {
    requests++
    refresher?.nudge()
  })
  const rebuildHookUrl = await listen(hook, 0)
  const server = createStaticServer(join(outDir, 'client'))
  let backend: Backend | undefined
  try {
    // A rebuild hook set in the environment wins, as it does for the function in production.
    backend = await startBackend(process.env.REBUILD_HOOK_URL ? {} : { REBUILD_HOOK_URL: rebuildHookUrl })
    if (backend.origin === 'started here') {
      const published = await seedPostsIfEmpty(backend.url)
      if (published) log(`Published the ${published} posts in content/ to the local backend.`)
    }
    const env = { ...process.env, SUPABASE_URL: backend.url, SUPABASE_PUBLISHABLE_KEY: backend.publishableKey }
    await buildSite({ env, outDir, warn: log, quiet: !verbose })
    refresher = await keepSiteCurrent({
      clientDir: join(outDir, 'client'),
      serverDir: join(outDir, 'server'),
      env,
      intervalMs,
      log,
      onRefresh,
    })
    const url = await listen(server, port)
    const running = backend
    const current = refresher
    // The stand-in started here gets the enquiries' upkeep the scheduled workflow gives production.
    const upkeep =
      running.origin === 'started here'
        ? scheduleEnquiryUpkeep({ url: running.url, secretKey: localSecretKey })
        : undefined
    return {
      url,
      backend: running,
      refresher: current,
      rebuildHookUrl,
      rebuildRequests: () => requests,
      stop: async () => {
        await upkeep?.stop()
        await current.stop()
        await Promise.all([close(server), close(hook)])
        await running.stop()
      },
    }
  } catch (error) {
    await refresher?.stop()
    if (server.listening) await close(server)
    await close(hook)
    await backend?.stop()
    throw error
  }
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${process.env.PORT}".`)
  const verbose = process.argv.includes('--verbose')
  // What the start says on its way is kept for the summary; once the site is up, it is said at once.
  const notes: string[] = []
  let started = false
  const log = (message: string) => (started ? console.log(message) : notes.push(message))
  const site = await startSite({ port, log, verbose }).catch((error: unknown) => {
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
    throw inUse
      ? new Error(
          `Port ${port} is already in use: stop the program using it, or choose another port with PORT=3001 npm start.`,
        )
      : error
  })
  const stopAll = async () => {
    await site.stop()
    process.exit(0)
  }
  process.once('SIGINT', stopAll)
  process.once('SIGTERM', stopAll)
  started = true
  console.log(startSummary({ siteUrl: site.url, backend: site.backend, notes }).join('\n'))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}

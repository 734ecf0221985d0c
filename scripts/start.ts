// Starts the backend and serves the built site at http://localhost:3000, as a static host would.
import { connectBackend } from './backend.ts'
import { seedPostsIfEmpty } from './seed-posts.ts'
import { buildSite } from './build.ts'
import { createStaticServer, listen } from './static-server.ts'

const port = Number(process.env.PORT ?? 3000)

async function main(): Promise<void> {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${process.env.PORT}".`)
  const backend = await connectBackend()
  const stopAll = async () => {
    await backend.stop()
    process.exit(0)
  }
  process.once('SIGINT', stopAll)
  process.once('SIGTERM', stopAll)
  if (backend.origin === 'started here') {
    const published = await seedPostsIfEmpty(backend.url)
    if (published) console.log(`Published the ${published} posts in content/ to the local backend.`)
  }
  await buildSite({ env: { ...process.env, SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.anonKey } })
  const server = createStaticServer('dist/client')
  const url = await listen(server, port)
  console.log(`\nAxon Intelligence is running at ${url.replace('127.0.0.1', 'localhost')} (Ctrl+C to stop).`)
  console.log(`Supabase API: ${backend.url} (${backend.origin}).`)
  if (backend.staffAccount) console.log(`Staff sign-in for /admin: ${backend.staffAccount.email} / ${backend.staffAccount.password}`)
}

main().catch((error: unknown) => {
  const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
  console.error(inUse ? `Port ${port} is already in use: stop the program using it, or choose another port with PORT=3001 npm start.` : error instanceof Error ? error.message : error)
  process.exit(1)
})

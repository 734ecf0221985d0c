// Builds the site and serves it at http://localhost:3000, as a static host would.
import { bin, run } from './run.ts'
import { createStaticServer, listen } from './static-server.ts'

const port = Number(process.env.PORT ?? 3000)

async function main(): Promise<void> {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${process.env.PORT}".`)
  await run(bin('vike'), ['build'])
  const server = createStaticServer('dist/client')
  const url = await listen(server, port)
  console.log(`\nAxon Intelligence is running at ${url.replace('127.0.0.1', 'localhost')} (Ctrl+C to stop).`)
  const stop = () => server.close(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
  console.error(inUse ? `Port ${port} is already in use: stop the program using it, or choose another port with PORT=3001 npm start.` : error instanceof Error ? error.message : error)
  process.exit(1)
})

// Starts the backend and the Vike development server with hot reload on http://localhost:3000.
import { spawn } from 'node:child_process'
import { bin } from '../tools/run.ts'
import { connectBackend } from './backend.ts'

async function main(): Promise<void> {
  const backend = await connectBackend()
  console.log(`Supabase API: ${backend.url} (${backend.origin}).`)
  if (backend.staffAccount)
    console.log(`Staff sign-in for /admin: ${backend.staffAccount.email} / ${backend.staffAccount.password}`)
  const vike = spawn(bin('vike'), ['dev'], {
    stdio: 'inherit',
    env: { ...process.env, SUPABASE_URL: backend.url, SUPABASE_PUBLISHABLE_KEY: backend.publishableKey },
  })
  const stop = (code: number) => void backend.stop().then(() => process.exit(code))
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => vike.kill(signal))
  vike.once('exit', (code) => stop(code ?? 0))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

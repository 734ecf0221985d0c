import type { TestProject } from 'vitest/node'
import { bin, run } from '../../scripts/run.ts'
import { createStaticServer, listen } from '../../scripts/static-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/** A stand-in secret placed in the build's environment; secrets.test.ts checks it never reaches dist/. */
export const serviceKeyMarker = 'service-role-key-marker.must-not-reach.the-browser'

/** Builds the site once and serves dist/client on a free port of 127.0.0.1 for the browser tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await run(bin('vike'), ['build'], { env: { ...process.env, SUPABASE_SERVICE_ROLE_KEY: serviceKeyMarker } })
  const server = createStaticServer('dist/client')
  project.provide('baseUrl', await listen(server, 0))
  return () => new Promise((resolve) => server.close(() => resolve()))
}

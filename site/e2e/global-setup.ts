import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildSite } from '../../scripts/build/build.ts'
import { seedPostsIfEmpty } from '../../scripts/build/seed-posts.ts'
import { createStaticServer, listen } from '../../scripts/serve/static-server.ts'
import { startLocalSupabase, type Credentials } from '../../supabase/local/index.ts'
import { createServiceClient } from '../lib/supabase/service.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** The Supabase API the site was built against and talks to: an in-memory stand-in with content/ published. */
    supabaseUrl: string
    /** A staff member of the site, for the admin tests. */
    staffAccount: Credentials
    /** A signed-in user who is not staff, for the admin tests. */
    readerAccount: Credentials
    /** The built site the tests serve: its own folder, so a test run never replaces the site `npm start` serves. */
    clientDir: string
  }
}

/** A stand-in secret placed in the build's environment; secrets.test.ts checks it never reaches dist/. */
export const serviceKeyMarker = 'service-role-key-marker.must-not-reach.the-browser'

/**
 * Starts an in-memory backend with the posts of content/, builds the site against it, and serves
 * the built site on a free port of 127.0.0.1 for the browser tests, as GitHub Pages would.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const supabase = await startLocalSupabase({ port: 0 })
  await seedPostsIfEmpty(supabase.url)
  // An article's old slug, as the admin records it when a published post is renamed (slug-redirects.test.ts).
  const movedArticle = { website_code: 'axon', from_slug: 'legacy-erp-hidden-costs', to_slug: 'hidden-cost-legacy-erp' }
  await createServiceClient({ url: supabase.url, key: supabase.serviceRoleKey })
    .from('blog_post_redirects')
    .insert(movedArticle)
    .throwOnError()
  // Each run builds into a folder of its own, removed when it ends: two runs side by side, or a run
  // beside `npm start`, never overwrite each other's site.
  const outDir = join('node_modules', '.cache', 'site-tests', `run-${process.pid}`)
  const clientDir = join(outDir, 'client')
  await buildSite({
    outDir,
    // The tests build the site as configured, placeholders and all; only a deploy refuses them.
    warn: () => {},
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SUPABASE_URL: supabase.url,
      SUPABASE_PUBLISHABLE_KEY: supabase.publishableKey,
      SUPABASE_SECRET_KEY: serviceKeyMarker,
      SUPABASE_SERVICE_ROLE_KEY: serviceKeyMarker,
    },
  })
  // Served as GitHub Pages, the site's default host, serves it: /path is sent on to /path/, and no
  // header but the page's own <meta> policy protects it.
  const server = createStaticServer(clientDir, { githubPages: true })
  project.provide('baseUrl', await listen(server, 0))
  project.provide('supabaseUrl', supabase.url)
  project.provide('clientDir', clientDir)
  // Accounts are made here because the in-memory backend lives in this process, not the tests'.
  const staffAccount = { email: 'editor@axon.test', password: 'editor-password-1' }
  const readerAccount = { email: 'reader@example.com', password: 'reader-password-1' }
  await supabase.createUser(staffAccount, { staffOf: 'axon' })
  await supabase.createUser(readerAccount)
  project.provide('staffAccount', staffAccount)
  project.provide('readerAccount', readerAccount)
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await supabase.stop()
    rmSync(outDir, { recursive: true, force: true })
  }
}

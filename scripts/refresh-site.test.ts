import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServiceClient, type ServiceClient } from '../site/lib/supabase/service.ts'
import { startLocalSupabase, type LocalSupabase } from '../supabase/local/index.ts'
import { buildSite } from './build.ts'
import { keepSiteCurrent, type SiteRefresher } from './refresh-site.ts'
import { seedPostsIfEmpty } from './seed-posts.ts'

// Each file builds beside the site the browser tests serve, never over it.
const outDir = join('dist', `test-refresh-${process.pid}`)
const fullDir = join('dist', `test-refresh-full-${process.pid}`)
const client = join(outDir, 'client')

let local: LocalSupabase
let service: ServiceClient
let refresher: SiteRefresher
let env: NodeJS.ProcessEnv
const logged: string[] = []

const read = (path: string) => readFileSync(join(client, path), 'utf8')
const page = (route: string) => read(join(route, 'index.html'))
const articleExists = (slug: string) => existsSync(join(client, 'insights', slug, 'index.html'))

async function postOf(slug: string) {
  const { data, error } = await service.from('blog_posts').select('*').eq('slug', slug).single()
  if (error) throw new Error(error.message)
  return data
}

/** Publishes a copy of an existing post under a new slug and title, in the same category. */
async function publishCopy(from: string, slug: string, title: string, extra: Record<string, unknown> = {}) {
  const { id: _id, created_at: _created, updated_at: _updated, ...source } = await postOf(from)
  const { error } = await service
    .from('blog_posts')
    .insert({ ...source, slug, title, source_hash: null, published_at: new Date().toISOString(), ...extra })
  if (error) throw new Error(error.message)
}

beforeAll(async () => {
  local = await startLocalSupabase({ port: 0 })
  await seedPostsIfEmpty(local.url)
  service = createServiceClient({ url: local.url, key: local.serviceRoleKey })
  env = { ...process.env, NODE_ENV: 'production', SUPABASE_URL: local.url, SUPABASE_ANON_KEY: local.anonKey }
  await buildSite({ env, outDir, warn: () => {} })
  refresher = await keepSiteCurrent({
    clientDir: client,
    serverDir: join(outDir, 'server'),
    env,
    intervalMs: 0,
    log: (message) => logged.push(message),
  })
}, 120_000)

afterAll(async () => {
  await refresher?.stop()
  await local?.stop()
  rmSync(outDir, { recursive: true, force: true })
  rmSync(fullDir, { recursive: true, force: true })
})

describe('keeping the local site current', () => {
  it('does nothing while the published content is what the pages show', async () => {
    const before = statSync(join(client, 'index.html')).mtimeMs
    expect(await refresher.refresh()).toMatchObject({ changed: false, rendered: [] })
    expect(statSync(join(client, 'index.html')).mtimeMs).toBe(before)
  })

  it('puts a new post on its own page, Insights, the home page, the feeds, the sitemap and build.json', async () => {
    await publishCopy('hidden-cost-legacy-erp', 'erp-upgrade-checklist', 'An ERP upgrade checklist for finance teams')
    const refresh = await refresher.refresh()
    expect(refresh.changed).toBe(true)
    expect(refresh.rendered).toEqual(expect.arrayContaining(['/', '/insights', '/insights/erp-upgrade-checklist']))
    expect(page('insights/erp-upgrade-checklist')).toContain('An ERP upgrade checklist for finance teams')
    expect(page('insights/erp-upgrade-checklist')).toContain('http-equiv="Content-Security-Policy"')
    expect(page('insights/erp-upgrade-checklist')).not.toContain('rel="modulepreload"')
    expect(page('insights')).toContain('An ERP upgrade checklist for finance teams')
    expect(read('index.html')).toContain('An ERP upgrade checklist for finance teams')
    expect(read('insights/rss.xml')).toContain('/insights/erp-upgrade-checklist')
    expect(read('insights/feed.json')).toContain('/insights/erp-upgrade-checklist')
    expect(read('sitemap.xml')).toContain('/insights/erp-upgrade-checklist</loc>')
    const built = JSON.parse(read('build.json')) as { posts: Record<string, string> }
    expect(built.posts['erp-upgrade-checklist']).toBe((await postOf('erp-upgrade-checklist')).updated_at)
    // The other ERP articles list it among their related posts.
    expect(page('insights/hidden-cost-legacy-erp')).toContain('An ERP upgrade checklist for finance teams')
  })

  it('renders only the pages a change touches', async () => {
    const other =
      (await service.from('blog_posts').select('slug, category').neq('category', 'erp-modernization')).data ?? []
    expect(other.length).toBeGreaterThan(0)
    const untouched = other.map(({ slug }) => join(client, 'insights', slug, 'index.html'))
    const before = untouched.map((file) => statSync(file).mtimeMs)
    await service
      .from('blog_posts')
      .update({ title: 'An ERP upgrade checklist, revised' })
      .eq('slug', 'erp-upgrade-checklist')
    const refresh = await refresher.refresh()
    expect(refresh.rendered).toContain('/insights/erp-upgrade-checklist')
    for (const { slug } of other) expect(refresh.rendered).not.toContain(`/insights/${slug}`)
    expect(untouched.map((file) => statSync(file).mtimeMs)).toEqual(before)
    expect(page('insights/erp-upgrade-checklist')).toContain('An ERP upgrade checklist, revised')
  })

  it('takes an unpublished post off every page, list, feed and the sitemap', async () => {
    await service.from('blog_posts').update({ status: 'draft' }).eq('slug', 'erp-upgrade-checklist')
    const refresh = await refresher.refresh()
    expect(refresh.removed).toEqual(['/insights/erp-upgrade-checklist'])
    expect(articleExists('erp-upgrade-checklist')).toBe(false)
    for (const file of [
      'index.html',
      'insights/index.html',
      'insights/hidden-cost-legacy-erp/index.html',
      'insights/rss.xml',
      'insights/feed.json',
      'sitemap.xml',
      'build.json',
    ]) {
      expect(read(file), file).not.toContain('erp-upgrade-checklist')
      expect(read(file), file).not.toContain('An ERP upgrade checklist')
    }
  })

  it('leaves a page at a renamed post’s old address that leads to the new one', async () => {
    await service
      .from('blog_posts')
      .update({ slug: 'integration-maturity-levels' })
      .eq('slug', 'integration-maturity-model')
    await service
      .from('blog_post_redirects')
      .insert({ website_code: 'axon', from_slug: 'integration-maturity-model', to_slug: 'integration-maturity-levels' })
    await refresher.refresh()
    expect(articleExists('integration-maturity-levels')).toBe(true)
    expect(page('insights/integration-maturity-model')).toContain('/insights/integration-maturity-levels')
    expect(read('sitemap.xml')).not.toContain('/insights/integration-maturity-model<')
  })

  it('publishes a scheduled post once its time has come, and not before', async () => {
    await publishCopy('hidden-cost-legacy-erp', 'scheduled-erp-briefing', 'A scheduled ERP briefing', {
      published_at: new Date(Date.now() + 3000).toISOString(),
    })
    expect((await refresher.refresh()).changed).toBe(false)
    expect(articleExists('scheduled-erp-briefing')).toBe(false)
    expect(read('insights/index.html')).not.toContain('A scheduled ERP briefing')
    await expect
      .poll(async () => (await refresher.refresh(), articleExists('scheduled-erp-briefing')), {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(true)
    expect(read('insights/index.html')).toContain('A scheduled ERP briefing')
  })

  it('leaves exactly the files a full build of the same content writes', { timeout: 120_000 }, async () => {
    await buildSite({ env, outDir: fullDir, warn: () => {} })
    const files = (dir: string) =>
      readdirSync(join(dir, 'client'), { recursive: true, encoding: 'utf8' })
        .filter((file) => !statSync(join(dir, 'client', file)).isDirectory() && !file.startsWith('.vite'))
        .sort()
    expect(files(outDir)).toEqual(files(fullDir))
    // Build times differ between the two; everything else is the same.
    const normalised = (dir: string, file: string) =>
      readFileSync(join(dir, 'client', file), 'utf8').replace(/"builtAt":\s*("[^"]*"|\d+)/g, '"builtAt":0')
    for (const file of files(fullDir).filter((name) => /\.(html|json|xml|txt)$|_headers$/.test(name))) {
      expect(normalised(outDir, file), file).toBe(normalised(fullDir, file))
    }
  })
})

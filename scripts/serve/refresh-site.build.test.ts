import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shareImageAlt } from '../../site/lib/blog/index.ts'
import { createServiceClient, type ServiceClient } from '../../site/lib/supabase/service.ts'
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/index.ts'
import { buildSite } from '../build/build.ts'
import { hashSource, inlineStyles } from '../build/security-headers.ts'
import { seedPostsIfEmpty } from '../build/seed-posts.ts'
import { keepSiteCurrent, type SiteRefresher } from './refresh-site.ts'

// Each file builds beside the site the browser tests serve, never over it.
const outDir = join('node_modules', '.cache', 'site-tests', `refresh-${process.pid}`)
const fullDir = join('node_modules', '.cache', 'site-tests', `refresh-full-${process.pid}`)
const client = join(outDir, 'client')

let local: LocalSupabase
let service: ServiceClient
let refresher: SiteRefresher
let env: NodeJS.ProcessEnv
const logged: string[] = []

const read = (path: string) => readFileSync(join(client, path), 'utf8')
const page = (route: string) => read(join(route, 'index.html'))
const articleExists = (slug: string) => existsSync(join(client, 'insights', slug, 'index.html'))

/** The share image an article's page names, as the built site holds it. */
async function shareImageOf(slug: string) {
  const html = page(`insights/${slug}`)
  const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? ''
  const alt = /<meta property="og:image:alt" content="([^"]+)"/.exec(html)?.[1]
  const file = join(client, new URL(url).pathname)
  expect(existsSync(file), `${url} is in the site`).toBe(true)
  const bytes = readFileSync(file)
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
  const [r, g, b] = await sharp(bytes).extract({ left: 600, top: 10, width: 1, height: 1 }).raw().toBuffer()
  return { url, alt, bytes, file, top: { r: r!, g: g!, b: b! } }
}

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

describe('a build beside others', () => {
  // Vike's server-entry plugin can record the bundle a build made in a file of its own package; a
  // build running at the same moment (the tests run several, `npm start` rebuilds) would then render
  // its pages with that bundle instead of its own.
  it('leaves no record in node_modules of the server bundle it rendered with', () => {
    const records = ['node_modules', 'node_modules/vike/node_modules']
      .map((folder) => join(folder, '@brillout/vite-plugin-server-entry/dist/esm/runtime/autoImporter.js'))
      .filter((file) => existsSync(file))
    expect(records.length).toBeGreaterThan(0)
    expect(existsSync(join(outDir, 'server', 'entry.mjs'))).toBe(true)
    for (const record of records) expect(readFileSync(record, 'utf8')).not.toContain("status = 'SET'")
  })
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
    // Its own CSS, as the build gives every page (page-css.ts), allowed by its policy and the header's.
    const article = page('insights/erp-upgrade-checklist')
    expect(article).not.toMatch(/<link[^>]*rel="stylesheet"/)
    const [css = ''] = inlineStyles(article)
    expect(css).toContain('.post-body{')
    expect(css).not.toContain('::placeholder')
    expect(/http-equiv="Content-Security-Policy" content="[^"]*"/.exec(article)?.[0]).toContain(hashSource(css))
    expect(read('_headers')).toContain(hashSource(css))
    expect(page('insights')).toContain('An ERP upgrade checklist for finance teams')
    expect(read('index.html')).toContain('An ERP upgrade checklist for finance teams')
    expect(read('insights/rss.xml')).toContain('/insights/erp-upgrade-checklist')
    expect(read('insights/feed.json')).toContain('/insights/erp-upgrade-checklist')
    expect(read('sitemap.xml')).toContain('/insights/erp-upgrade-checklist/</loc>')
    const built = JSON.parse(read('build.json')) as { posts: Record<string, string> }
    expect(built.posts['erp-upgrade-checklist']).toBe((await postOf('erp-upgrade-checklist')).updated_at)
    // The other ERP articles list it among their related posts.
    expect(page('insights/hidden-cost-legacy-erp')).toContain('An ERP upgrade checklist for finance teams')
  })

  let firstShareImage: Awaited<ReturnType<typeof shareImageOf>>
  it('gives a new post its own share image', async () => {
    firstShareImage = await shareImageOf('erp-upgrade-checklist')
    expect(firstShareImage.url).toMatch(/\/og\/erp-upgrade-checklist\.jpg\?v=/)
    expect(firstShareImage.alt).toContain('An ERP upgrade checklist for finance teams')
    expect(firstShareImage.bytes.equals((await shareImageOf('hidden-cost-legacy-erp')).bytes)).toBe(false)
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

  it('draws the share image again when the title changes, under a new address', async () => {
    const revised = await shareImageOf('erp-upgrade-checklist')
    expect(revised.url).not.toBe(firstShareImage.url)
    expect(revised.file).toBe(firstShareImage.file)
    expect(revised.bytes.equals(firstShareImage.bytes)).toBe(false)
  })

  it('takes an unpublished post off every page, list, feed and the sitemap', async () => {
    await service.from('blog_posts').update({ status: 'draft' }).eq('slug', 'erp-upgrade-checklist')
    const refresh = await refresher.refresh()
    expect(refresh.removed).toEqual(['/insights/erp-upgrade-checklist'])
    expect(articleExists('erp-upgrade-checklist')).toBe(false)
    expect(existsSync(join(client, 'og', 'erp-upgrade-checklist.jpg'))).toBe(false)
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

  it('draws a new post’s featured image under its title, and the cover when the image cannot be fetched', async () => {
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#d01010' } })
      .webp()
      .toBuffer()
    const stored = service.storage.from('blog-images')
    const { error } = await stored.upload('posts/00000000000000000000000000red01.webp', photo, {
      contentType: 'image/webp',
    })
    expect(error).toBeNull()
    const photoUrl = stored.getPublicUrl('posts/00000000000000000000000000red01.webp').data.publicUrl
    const missingUrl = stored.getPublicUrl('posts/0000000000000000000000000gone01.webp').data.publicUrl
    await publishCopy('hidden-cost-legacy-erp', 'erp-red-wall', 'An ERP project’s red wall', {
      featured_image_url: photoUrl,
      featured_image_alt: 'A red wall',
    })
    await publishCopy('hidden-cost-legacy-erp', 'erp-lost-photo', 'An ERP photo that went missing', {
      featured_image_url: missingUrl,
      featured_image_alt: 'A photo nobody can fetch',
    })
    logged.length = 0
    await refresher.refresh()

    const withPhoto = await shareImageOf('erp-red-wall')
    expect(withPhoto.top.r).toBeGreaterThan(150)
    expect(withPhoto.top.g + withPhoto.top.b).toBeLessThan(100)
    expect(withPhoto.alt).toMatch(/^A red wall, under the title “An ERP project(’|&#x27;)s red wall”/)

    const fallen = await shareImageOf('erp-lost-photo')
    expect(fallen.top.r).toBeLessThan(100)
    expect(fallen.alt).toBe(
      shareImageAlt({
        slug: 'erp-lost-photo',
        title: 'An ERP photo that went missing',
        category: 'erp-modernization',
        featured_image_url: null,
        featured_image_alt: null,
      }),
    )
    expect(page('insights/erp-lost-photo')).not.toContain('A photo nobody can fetch,')
    expect(logged.join('\n')).toMatch(/share image of \/insights\/erp-lost-photo shows the generated cover/)
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
    // Every file that differs, each with its first differing line, so that a difference says where it is.
    const firstDifference = (file: string) => {
      const texts = [normalised(outDir, file), normalised(fullDir, file)]
      if (texts[0] === texts[1]) return undefined
      const [ours, full] = texts.map((text) => text.split(/(?=<)|\n/))
      const found = ours!.findIndex((line, index) => line !== full![index])
      const at = found === -1 ? ours!.length : found
      return `${file}: ${ours![at] ?? '(end)'} ≠ ${full![at] ?? '(end)'}`
    }
    const differing = files(fullDir)
      .filter((name) => /\.(html|json|xml|txt)$|_headers$/.test(name))
      .flatMap((file) => firstDifference(file) ?? [])
    expect(differing).toEqual([])
  })
})

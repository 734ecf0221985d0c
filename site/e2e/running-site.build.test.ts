// The site as `npm start` runs it, on a backend of its own (content/ published, a staff account, an
// article with an uploaded photograph), built once for both halves of this file:
// - the whole loop from the admin to a visitor: staff publish, unpublish and schedule in the browser,
//   and the prerendered site follows by itself within seconds;
// - a featured image as a visitor's device needs it: an article whose image was uploaded serves a
//   <picture> of AVIF and WebP variants sized for its slot, preloads it, and Chromium fetches a file
//   near the slot's width on a phone and on a laptop, fewer bytes than the one image every device once
//   got; an image published while the site runs is rendered with its variants by the refresh.
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadImage } from '../../cli/images.ts'
import { seedPostsIfEmpty } from '../../scripts/build/seed-posts.ts'
import { startSite, type RunningSite } from '../../scripts/serve/start.ts'
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/index.ts'
import { postRow } from '../../supabase/local/test-support.ts'
import { editorCopy as copy } from '../copy/admin-editor.ts'
import { historyCopy } from '../copy/admin-history.ts'
import { adminListCopy } from '../copy/admin-list.ts'
import { liveCopy } from '../copy/admin-live.ts'
import { adminCopy } from '../copy/admin.ts'
import { slotSizes, variantPath } from '../lib/images/index.ts'
import { createServiceClient } from '../lib/supabase/service.ts'
import { publishInEditor } from './admin-browser.ts'
import { launchBrowser, newContextAsServed, recordErrors, twoFrames } from './browser.ts'
import { compareInNewPage, siteSheetHref, styleDifferences } from './styles.ts'

const staff = { email: 'loop-staff@axon.local', password: 'a long local password for the loop' }
const outDir = join('node_modules', '.cache', 'site-tests', `running-${process.pid}`)
// A photograph: the hero video's poster, 1280 × 720.
const photo = readFileSync('site/public/videos/hero-poster.webp')
const photoSlug = 'article-with-a-photo'

let local: LocalSupabase | undefined
let site: RunningSite
let browser: Browser
let imageUrl = ''

/** Uploads an image as `axon-blog upload` does and publishes a post showing it. */
async function publishWithImage(bytes: Uint8Array, post: { slug: string; title: string }): Promise<string> {
  const client = createServiceClient({ url: local!.url, key: local!.serviceRoleKey })
  const { url } = await uploadImage(client, bytes, `${post.slug}.jpg`)
  const row = postRow({ ...post, status: 'published', featured_image_url: url, featured_image_alt: 'A city at dusk' })
  await client.from('blog_posts').insert(row).throwOnError()
  return url
}

beforeAll(async () => {
  browser = await launchBrowser()
  site = await startSite({
    port: 0,
    outDir,
    log: () => {},
    backend: async (functionSecrets) => {
      local = await startLocalSupabase({ port: 0, functionSecrets })
      await seedPostsIfEmpty(local.url)
      await local.createUser(staff, { staffOf: 'axon' })
      imageUrl = await publishWithImage(photo, { slug: photoSlug, title: 'An article with a photograph' })
      return { url: local.url, publishableKey: local.publishableKey, origin: 'configured', stop: () => local!.stop() }
    },
  })
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  rmSync(outDir, { recursive: true, force: true })
})

/** What a visitor's browser, or a crawler, gets at a path of the running site. */
async function visit(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(new URL(path, site.url), { headers: { 'cache-control': 'no-cache' } })
  return { status: response.status, body: await response.text() }
}

/** Everywhere a published post shows besides its own page. */
const listings = ['/', '/insights', '/insights/rss.xml', '/insights/feed.json', '/sitemap.xml']

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`))

async function openNewPost(path = '/admin/blog/new'): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: site.url,
    timezoneId: 'UTC',
    viewport: { width: 1400, height: 1000 },
  })
  const page = await context.newPage()
  const errors = await recordErrors(page)
  await page.goto(path)
  await page.getByLabel(adminCopy.signIn.email).fill(staff.email)
  await page.getByLabel(adminCopy.signIn.password).fill(staff.password)
  await page.getByRole('button', { name: adminCopy.signIn.submit }).click()
  await page.getByRole('button', { name: copy.publish, exact: true }).waitFor()
  return { page, errors }
}

async function writePost(page: Page, title: string, slug: string): Promise<void> {
  await field(page, copy.fields.title).fill(title)
  await field(page, copy.fields.slug).fill(slug)
  await field(page, copy.fields.excerpt).fill(`${title}: a post written in the admin to follow it onto the site.`)
  await field(page, copy.fields.content).fill(`## ${title}\n\nWritten in the **admin**, read by visitors.\n`)
}

/** Moves a scheduled post's time to `ms` from now, by the database's clock; says when that is. */
async function dueIn(slug: string, ms: number): Promise<{ at: number }> {
  const { rows } = await local!.db.query<{ at: Date }>(
    `update public.blog_posts set published_at = now() + make_interval(secs => $2::double precision / 1000)
      where slug = $1 returning published_at as at`,
    [slug, ms],
  )
  return { at: rows[0]!.at.getTime() }
}

/** The next whole minute at least `leadMs` away, as the editor's field takes it in UTC, and when it is. */
function minuteAhead(leadMs: number): { field: string; at: number } {
  const at = Math.ceil((Date.now() + leadMs) / 60_000) * 60_000
  return { field: new Date(at).toISOString().slice(0, 16), at }
}

describe('from the admin to a visitor, locally', () => {
  it(
    'publishes, unpublishes and schedules: the prerendered pages, lists, feeds and sitemap follow',
    { timeout: 180_000 },
    async () => {
      const slug = 'loop-published-in-the-admin'
      const title = 'Published in the admin, live by itself'
      const later = 'loop-scheduled-in-the-admin'
      const laterTitle = 'Scheduled in the admin, live on time'

      // A post scheduled in the admin first (the field takes whole minutes, so a minute or two ahead);
      // then its time is brought forward to a few seconds after the rest, so the test need not wait
      // for the minute. Nothing tells the running site: it must notice the post falling due by itself.
      const scheduled = await openNewPost()
      await writePost(scheduled.page, laterTitle, later)
      await field(scheduled.page, copy.fields.publishAt).fill(minuteAhead(60_000).field)
      await publishInEditor(scheduled.page)
      await scheduled.page.getByText(/^Scheduled: goes live on/).waitFor()
      expect((await visit(`/insights/${later}`)).status).toBe(404)

      const { page, errors } = await openNewPost()
      await writePost(page, title, slug)
      const opened = page.context().waitForEvent('page')
      await publishInEditor(page)
      const published = Date.now()
      await opened
      // Its own prerendered page, with status 200, within seconds.
      await expect
        .poll(async () => (await visit(`/insights/${slug}`)).status, { timeout: 10_000, interval: 100 })
        .toBe(200)
      const seconds = (Date.now() - published) / 1000
      expect(seconds).toBeLessThan(10)
      expect((await visit(`/insights/${slug}`)).body).toContain(title)
      for (const path of listings) expect((await visit(path)).body, path).toContain(`/insights/${slug}`)
      // Rendered by the running site with its own CSS, as the build renders every page (page-css.ts),
      // which the page's policy and the header's allow: it looks as it would under the site-wide sheet.
      const styles = await compareInNewPage(browser, `${site.url}/insights/${slug}`, {
        sheet: siteSheetHref(join(outDir, 'client')),
      })
      expect([styles.linkedSiteSheet, styles.ownCss]).toEqual([false, expect.stringContaining('.post-body{')])
      expect(styleDifferences(styles.own, styles.site)).toEqual([])
      // The editor asked for the rebuild, and says that visitors now see what it shows.
      expect(site.rebuildRequests()).toBeGreaterThan(0)
      await page.getByRole('status').filter({ hasText: liveCopy.live.shown }).waitFor({ timeout: 15_000 })

      // Back to draft: gone from its address and everywhere else.
      await page.getByRole('button', { name: copy.saveDraft }).click()
      await page.getByRole('button', { name: copy.liveDraft.takeOff.published }).click()
      await expect
        .poll(async () => (await visit(`/insights/${slug}`)).status, { timeout: 10_000, interval: 100 })
        .toBe(404)
      for (const path of listings) expect((await visit(path)).body, path).not.toContain(`/insights/${slug}`)
      await page.getByRole('status').filter({ hasText: liveCopy.live.hidden }).waitFor({ timeout: 15_000 })

      // The scheduled post stays invisible until its time, and is live after it.
      const when = await dueIn(later, 4_000)
      expect((await visit(`/insights/${later}`)).status).toBe(404)
      for (const path of listings) expect((await visit(path)).body, path).not.toContain(`/insights/${later}`)
      await expect
        .poll(async () => (await visit(`/insights/${later}`)).status, {
          timeout: when.at - Date.now() + 15_000,
          interval: 250,
        })
        .toBe(200)
      expect(Date.now()).toBeGreaterThanOrEqual(when.at)
      for (const path of listings) expect((await visit(path)).body, path).toContain(`/insights/${later}`)

      expect([...errors, ...scheduled.errors].filter((error) => !error.includes('404'))).toEqual([])
      await page.context().close()
      await scheduled.page.context().close()
    },
  )

  it(
    'keeps every version: three saves in the admin and a CLI publish show in History; the second comes back on the site, and a deleted post comes back',
    { timeout: 240_000 },
    async () => {
      const slug = 'loop-kept-in-history'
      const titles = ['Published from the command line', 'First edit in the admin', 'Second edit', 'Third edit']
      const shows = async (text: string) =>
        expect
          .poll(async () => (await visit(`/insights/${slug}`)).body, { timeout: 15_000, interval: 200 })
          .toContain(text)

      // The first version comes from axon-blog itself, run as a writer runs it, against this backend.
      const project = mkdtempSync(join(tmpdir(), 'axon-history-'))
      mkdirSync(join(project, 'content'))
      writeFileSync(
        join(project, 'content', `${slug}.md`),
        `---\ntitle: ${titles[0]}\nslug: ${slug}\nexcerpt: A post whose every version is kept, whichever way it was written, and which can be brought back.\ncategory: technical\nauthor: founder\n---\n\nThe words of the first version.\n`,
      )
      await promisify(execFile)(process.execPath, [resolve('cli/axon-blog.js'), 'publish', `content/${slug}.md`], {
        cwd: project,
        env: {
          ...process.env,
          CI: '',
          SUPABASE_URL: local!.url,
          SUPABASE_SECRET_KEY: local!.secretKey,
          GIT_AUTHOR_EMAIL: 'writer@axon.test',
        },
      })
      rmSync(project, { recursive: true, force: true })
      await shows(titles[0]!)

      const {
        rows: [post],
      } = await local!.db.query<{ id: string }>('select id from public.blog_posts where slug = $1', [slug])
      const { page, errors } = await openNewPost(`/admin/blog/edit/${post!.id}`)
      for (const title of titles.slice(1)) {
        await field(page, copy.fields.title).fill(title)
        await publishInEditor(page)
        await page.getByRole('status').filter({ hasText: copy.savedNote }).waitFor()
      }
      await shows(titles[3]!)

      // History: four versions, newest first, each with its channel.
      const versions = page.getByRole('list', { name: historyCopy.panel.heading }).getByRole('listitem')
      await expect.poll(() => versions.count()).toBe(4)
      const lines = await versions.allInnerTexts()
      expect(lines.map((line) => line.split('\n')[0]!.trim())).toEqual([
        `${historyCopy.version(4)} ${historyCopy.channels.admin}`,
        `${historyCopy.version(3)} ${historyCopy.channels.admin}`,
        `${historyCopy.version(2)} ${historyCopy.channels.admin}`,
        `${historyCopy.version(1)} ${historyCopy.channels.cli}`,
      ])
      expect(lines[3]).toContain('writer@axon.test')
      expect(lines[0]).toContain(staff.email)

      // Restore the second: a fifth version, the editor shows it, and so does the site.
      await page.getByRole('button', { name: historyCopy.panel.openLabel(2) }).click()
      const dialog = page.getByRole('dialog', { name: historyCopy.dialog.heading(2) })
      await expect.poll(() => dialog.getByText(titles[1]!).count()).toBeGreaterThan(0)
      await dialog.getByRole('button', { name: historyCopy.dialog.restore }).click()
      await page.getByText(historyCopy.restored(2)).waitFor()
      await expect.poll(() => field(page, copy.fields.title).inputValue()).toBe(titles[1])
      await expect.poll(() => versions.count()).toBe(5)
      await shows(titles[1]!)

      // Deleted from the list, then brought back from Recently deleted: on the site again.
      page.on('dialog', (question) => void question.accept())
      await page.goto('/admin/blog')
      await page.getByRole('button', { name: adminListCopy.actions.deleteLabel(titles[1]!) }).click()
      await expect
        .poll(async () => (await visit(`/insights/${slug}`)).status, { timeout: 15_000, interval: 200 })
        .toBe(404)
      await page.getByRole('link', { name: historyCopy.deleted.link }).click()
      await page.getByRole('button', { name: historyCopy.deleted.bringBackLabel(titles[1]!) }).click()
      await page.getByText(historyCopy.deleted.broughtBack).waitFor()
      await shows(titles[1]!)
      expect(errors.filter((error) => !error.includes('404'))).toEqual([])
      await page.context().close()
    },
  )
})

/** The article at a viewport width, with every image response's size as it arrived, once its hero has loaded. */
async function openArticle(width: number, path = `/insights/${photoSlug}`) {
  const context = await browser.newContext({ baseURL: site.url, viewport: { width, height: 900 } })
  const page = await context.newPage()
  const errors = await recordErrors(page)
  const fetched = new Map<string, number>()
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'image' && !response.url().startsWith('data:'))
      fetched.set(response.url(), (await response.body()).byteLength)
  })
  await page.goto(path)
  const hero = page.locator('article picture img').first()
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  return { page, errors, fetched, hero }
}

const attributes = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) =>
      Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value])),
    )

describe('an article whose featured image was uploaded', () => {
  it('serves a <picture> of AVIF and WebP for the hero’s slot, over its placeholder, and preloads it', async () => {
    const { page, errors } = await openArticle(1280)
    try {
      const avif = await attributes(page, 'article picture source')
      expect(avif).toMatchObject({ type: 'image/avif', sizes: slotSizes.hero })
      expect(avif.srcset).toBe(
        [400, 720, 1080, 1280].map((width) => `${variantPath(imageUrl, 'avif', width)} ${width}w`).join(', '),
      )
      const img = await attributes(page, 'article picture img')
      expect(img).toMatchObject({ width: '1280', height: '720', fetchpriority: 'high', sizes: slotSizes.hero })
      expect(img).not.toHaveProperty('loading')
      expect(img.srcset).toContain(`${variantPath(imageUrl, 'webp', 720)} 720w`)
      const preload = await attributes(page, 'head link[rel="preload"][as="image"]')
      expect(preload).toMatchObject({ type: 'image/avif', imagesrcset: avif.srcset, imagesizes: slotSizes.hero })
      // The placeholder is inlined, allowed by the page's policy, and fills the hero's box from the first paint.
      const placeholder = page.locator('article img[aria-hidden="true"]').first()
      expect(await placeholder.getAttribute('src')).toMatch(/^data:image\/webp;base64,/)
      const [box, covered] = await Promise.all([
        page.locator('article picture img').boundingBox(),
        placeholder.boundingBox(),
      ])
      expect(box && box.height / box.width).toBeCloseTo(9 / 16, 2)
      expect(covered!.width).toBeGreaterThanOrEqual(box!.width)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('keeps its box from the first paint, the placeholder in it, while the image is on its way', async () => {
    const context = await newContextAsServed(browser, { baseURL: site.url, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    try {
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/-\d+w\.(avif|webp)$/, async (route) => {
        await held
        await route.fallback()
      })
      await page.goto(`/insights/${photoSlug}`, { waitUntil: 'domcontentloaded' })
      const hero = page.locator('article picture img').first()
      const placeholder = page.locator('article img[aria-hidden="true"]').first()
      // The box as painted once the typeface's fate is settled: a layout taken before that may still be
      // set in the fallback's metrics for a font that then arrives within its window, a pixel off.
      await page.evaluate(() => document.fonts.ready)
      await page.evaluate(twoFrames)
      const waiting = await hero.boundingBox()
      expect(await placeholder.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16)
      expect(await placeholder.isVisible()).toBe(true)
      release()
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      expect(await hero.boundingBox()).toEqual(waiting)
      expect(waiting!.height / waiting!.width).toBeCloseTo(9 / 16, 2)
    } finally {
      await context.close()
    }
  })

  it.each([
    [390, 400],
    [1280, 720],
  ])(
    'at %i px wide, Chromium fetches the %i px AVIF, fewer bytes than the one image it used to get',
    async (viewport, expected) => {
      const { page, fetched, hero } = await openArticle(viewport)
      try {
        const current = await hero.evaluate((img: HTMLImageElement) => img.currentSrc)
        expect(current).toBe(variantPath(imageUrl, 'avif', expected))
        expect(fetched.has(imageUrl)).toBe(false)
        const before = (await fetch(imageUrl)).headers.get('content-length')
        expect(fetched.get(current)).toBeLessThan(Number(before))
      } finally {
        await page.context().close()
      }
    },
  )

  it('is a card of the slot’s width on /insights, loaded lazily', async () => {
    const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    try {
      await page.goto('/insights')
      const card = page.locator(`article:has(a[href="/insights/${photoSlug}/"]) picture img`)
      expect(await card.getAttribute('loading')).toBe('lazy')
      expect(await card.getAttribute('sizes')).toBe(slotSizes.card)
      await card.scrollIntoViewIfNeeded()
      await expect
        .poll(() => card.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toBe(variantPath(imageUrl, 'avif', 400))
    } finally {
      await context.close()
    }
  })

  it('published while the site runs, is rendered with its variants by the refresh', { timeout: 60_000 }, async () => {
    const later = 'photograph-published-later'
    const url = await publishWithImage(readFileSync('site/public/og-image.jpg'), {
      slug: later,
      title: 'Published later',
    })
    site.refresher.nudge()
    await expect
      .poll(async () => (await fetch(new URL(`/insights/${later}`, site.url))).status, {
        timeout: 30_000,
        interval: 200,
      })
      .toBe(200)
    // Attribute names as React writes them (srcSet, imageSrcSet); HTML reads them in any case.
    const html = (await (await fetch(new URL(`/insights/${later}`, site.url))).text()).toLowerCase()
    expect(html).toContain(`<source type="image/avif" srcset="${variantPath(url, 'avif', 400)} 400w`)
    expect(html).toContain(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${variantPath(url, 'avif', 400)} 400w`,
    )
  })
})

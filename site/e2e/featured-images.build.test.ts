// A featured image as a visitor's device needs it: an article whose image was uploaded serves a
// <picture> of AVIF and WebP variants sized for its slot, preloads it, and Chromium fetches a file near
// the slot's width on a phone and on a laptop, fewer bytes than the one image every device once got.
// The site runs as `npm start` runs it, so the refresh of a post published meanwhile is checked too.
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadImage } from '../../cli/images.ts'
import { seedPostsIfEmpty } from '../../scripts/build/seed-posts.ts'
import { startSite, type RunningSite } from '../../scripts/serve/start.ts'
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/index.ts'
import { postRow } from '../../supabase/local/test-support.ts'
import { slotSizes, variantPath } from '../lib/images/index.ts'
import { createServiceClient } from '../lib/supabase/service.ts'
import { launchBrowser, newContextAsServed, recordErrors, twoFrames } from './browser.ts'

const outDir = join('node_modules', '.cache', 'site-tests', `images-${process.pid}`)
// A photograph: the hero video's poster, 1280 × 720.
const photo = readFileSync('site/public/videos/hero-poster.webp')
const slug = 'article-with-a-photo'

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
      imageUrl = await publishWithImage(photo, { slug, title: 'An article with a photograph' })
      return { url: local.url, publishableKey: local.publishableKey, origin: 'configured', stop: () => local!.stop() }
    },
  })
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  rmSync(outDir, { recursive: true, force: true })
})

/** The article at a viewport width, with every image response's size as it arrived, once its hero has loaded. */
async function openArticle(width: number, path = `/insights/${slug}`) {
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
      await page.goto(`/insights/${slug}`, { waitUntil: 'domcontentloaded' })
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
      const card = page.locator(`article:has(a[href="/insights/${slug}/"]) picture img`)
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

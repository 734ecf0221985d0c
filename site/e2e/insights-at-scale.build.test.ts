// /insights at 1,000 posts: a site of its own, built beside the shared one from generated posts, to
// check that the list and every archive page still fit in the first round trip, that the archive is
// reached by plain links, and that search still finds the oldest post by a word of its body.
import { rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { initialWindowBytes, measureInsights } from '../../scripts/bench/insights.ts'
import { buildSite } from '../../scripts/build/build.ts'
import { createStaticServer, listen } from '../../scripts/serve/static-server.ts'
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/index.ts'
import { searchIndexPath } from '../components/insights/search.ts'
import { axeViolations, launchBrowser } from './browser.ts'
import { oldestPostWord, publishGeneratedPosts } from './generated-posts.ts'
import { sidewaysOverflow } from './overflow.ts'

const posts = 1000
// Inside the project, as Vike wants its output, and apart from the shared build in dist/.
const outDir = join('node_modules', '.cache', 'site-tests', `insights-at-scale-${process.pid}`)
const clientDir = join(outDir, 'client')

let supabase: LocalSupabase
let server: Server
let baseURL: string
let browser: Browser

beforeAll(async () => {
  supabase = await startLocalSupabase({ port: 0 })
  await publishGeneratedPosts(supabase.url, supabase.secretKey, posts)
  await buildSite({
    outDir,
    warn: () => {},
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SUPABASE_URL: supabase.url,
      SUPABASE_PUBLISHABLE_KEY: supabase.publishableKey,
    },
  })
  server = createStaticServer(clientDir, { githubPages: true })
  baseURL = await listen(server, 0)
  browser = await launchBrowser()
}, 600_000)

afterAll(async () => {
  await browser?.close()
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  await supabase?.stop()
  rmSync(outDir, { recursive: true, force: true })
})

/** How many times the page has fetched the search index. */
const indexFetches = (page: Page) =>
  page.evaluate(
    (path) => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === path).length,
    searchIndexPath,
  )

const cardLinks = (page: Page, section: string) =>
  page.locator(`section[aria-labelledby="${section}"] article h3 a`).evaluateAll((links) => links.length)

describe(`/insights at ${posts} posts`, () => {
  it('fits the list and every archive page in one round trip, and keeps the search index small', () => {
    const { listing, archive, searchIndex } = measureInsights(clientDir)
    console.log(
      `/insights first render ${listing.total} B; archive pages ${archive.length}, the largest ${Math.max(...archive.map((page) => page.total))} B; search index ${searchIndex.raw} B raw, ${searchIndex.brotli} B brotli`,
    )
    expect(archive).toHaveLength(83)
    expect(listing.total).toBeLessThanOrEqual(initialWindowBytes)
    expect(archive.filter((page) => page.total > initialWindowBytes)).toEqual([])
    expect(searchIndex.raw).toBeLessThan(1_000_000)
  })

  it('shows the newest posts and leads through the archive with plain links, without JavaScript', async () => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto('/insights')
      expect((await cardLinks(page, 'featured-heading')) + (await cardLinks(page, 'latest-heading'))).toBe(12)
      const archive = page.getByRole('navigation', { name: 'Article archive' })
      await archive.getByRole('link', { name: 'Older articles' }).click()
      await page.waitForURL(/\/insights\/page\/83\/?$/)
      expect(await page.title()).toBe('Insights — page 83 | Axon Intelligence')
      expect(await page.locator('main article').count()).toBe(4)
      await archive.getByRole('link', { name: 'Older articles' }).click()
      await page.waitForURL(/\/insights\/page\/82\/?$/)
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/insights\/page\/82\/$/)
      expect(await archive.locator('[aria-current="page"]').innerText()).toBe('Page 82')
      await archive.getByRole('link', { name: 'Oldest articles' }).click()
      await page.waitForURL(/\/insights\/page\/1\/?$/)
      expect(await page.locator('main article').count()).toBe(12)
      await archive.getByRole('link', { name: 'Newer articles' }).click()
      await page.waitForURL(/\/insights\/page\/2\/?$/)
    } finally {
      await context.close()
    }
  })

  it('keeps an archive page accessible and within a 320 px screen, as every public page is', async () => {
    const context = await browser.newContext({ baseURL, viewport: { width: 320, height: 640 } })
    try {
      const page = await context.newPage()
      for (const route of ['/insights/page/1', '/insights/page/83']) {
        await page.goto(route)
        expect(await sidewaysOverflow(page), route).toBeUndefined()
        expect(await axeViolations(page), route).toEqual([])
      }
    } finally {
      await context.close()
    }
  })

  it('finds the oldest post by a word of its body, fetching the index only once the visitor searches', async () => {
    const context = await browser.newContext({ baseURL })
    try {
      const page = await context.newPage()
      await page.goto('/insights')
      const search = page.getByLabel('Search articles')
      await expect.poll(() => search.isEnabled()).toBe(true)
      await page.waitForLoadState('networkidle')
      expect(await indexFetches(page)).toBe(0)
      await search.fill(oldestPostWord)
      const titles = () => page.locator('section[aria-labelledby="latest-heading"] article h3').allInnerTexts()
      await expect.poll(titles).toEqual([expect.stringMatching(new RegExp(`\\(${posts}\\)$`))])
      expect(await indexFetches(page)).toBe(1)
    } finally {
      await context.close()
    }
  })
})

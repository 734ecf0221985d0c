import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { visitScript } from '../lib/leads/index.ts'
import { site } from '../site.config.ts'
import { baseUrl, launchBrowser, sitePath } from './browser.ts'

// global-setup.ts records this redirect before the build, as the admin does when a published post is renamed.
const oldPath = '/insights/legacy-erp-hidden-costs'
const newPath = '/insights/hidden-cost-legacy-erp'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const fetchText = async (path: string) => {
  const response = await fetch(new URL(path, baseUrl()))
  expect(response.status, path).toBe(200)
  return response.text()
}

it("takes a browser from a renamed article's old address to the article", async () => {
  const context = await browser.newContext({ baseURL: baseUrl() })
  try {
    const page = await context.newPage()
    await page.goto(`${oldPath}/`)
    await page.waitForURL((url) => sitePath(url) === newPath)
    expect(await page.locator('h1').innerText()).toBe('The Hidden Cost of Legacy ERP Systems')
  } finally {
    await context.close()
  }
})

it('serves the old address as a small page that search engines skip for the new one, with a link for anyone not sent on', async () => {
  const html = await fetchText(oldPath)
  expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${newPath}/"/>`)
  expect(html).toContain(`<link rel="canonical" href="${site.url}${newPath}/"/>`)
  expect(html).toContain('<meta name="robots" content="noindex"/>')
  expect(html).toMatch(
    new RegExp(
      `<h1[^>]*>This article has moved: <a href="${newPath}/"[^>]*>The Hidden Cost of Legacy ERP Systems</a></h1>`,
    ),
  )
  // Its one script notes where the visit came from, campaign tags and all, which the refresh drops.
  const visitNote = `<script>${visitScript}</script>`
  expect(html.split(visitNote)).toHaveLength(2)
  expect(html.replace(visitNote, '')).not.toMatch(/<script(?! type="application\/ld\+json")/)
  expect(html).not.toContain('<header')
})

it('leaves the old address out of the sitemap and the feeds', async () => {
  for (const path of ['/sitemap.xml', '/insights/rss.xml', '/insights/feed.json'])
    expect(await fetchText(path)).not.toContain('legacy-erp-hidden-costs')
})

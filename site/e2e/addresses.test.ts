import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { insightsCopy } from '../copy/insights.ts'
import { addressOfFile, answerOf, givenAddresses, notAnsweredAtOnce, pageFiles } from './addresses.ts'
import { baseUrl, launchBrowser } from './browser.ts'

// The global setup serves the build as GitHub Pages, the site's default host, serves it: a folder's
// address without its slash is sent on to the slash form with a 301.
const clientDir = inject('clientDir')
const given = givenAddresses(clientDir)
const folders = pageFiles(clientDir)
  .map(addressOfFile)
  .filter((address) => address.endsWith('/') && address !== '/')

describe('on GitHub Pages', () => {
  it('answers every address the site gives out at once, with no redirect', async () => {
    // Links, canonical URLs, og:url, feed links, JSON-LD, refreshes, sitemap <loc>s and the feeds' own links.
    expect(given.map(({ address }) => address)).toEqual(
      expect.arrayContaining(['/', '/contact/', '/insights/', '/insights/hidden-cost-legacy-erp/', '/sitemap.xml']),
    )
    expect(await notAnsweredAtOnce(baseUrl(), given)).toEqual([])
  })

  it('still brings a visitor from the old form of every address, without the slash, to the page', async () => {
    const wrong: string[] = []
    for (const folder of folders) {
      const bare = folder.slice(0, -1)
      const expected = new URL(`${folder}?utm_source=mail`, baseUrl()).href
      const answer = await answerOf(baseUrl(), `${bare}?utm_source=mail`)
      if (answer.status !== 301 || answer.location !== expected) wrong.push(`${bare}: ${JSON.stringify(answer)}`)
    }
    expect(folders.length).toBeGreaterThan(30)
    expect(wrong).toEqual([])
  })

  it("sends a renamed article's old address, in either form, on to the article", async () => {
    const old = '/insights/legacy-erp-hidden-costs'
    expect(await answerOf(baseUrl(), old)).toEqual({ status: 301, location: new URL(`${old}/`, baseUrl()).href })
    const page = await (await fetch(new URL(`${old}/`, baseUrl()), { redirect: 'manual' })).text()
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/insights/hidden-cost-legacy-erp/"/>')
    expect(await answerOf(baseUrl(), '/insights/hidden-cost-legacy-erp/')).toEqual({ status: 200 })
  })
})

describe('Insights search', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it('links each article it finds at its address, which answers at once', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() })
    try {
      const page = await context.newPage()
      await page.goto('/insights/')
      const search = page.getByLabel(insightsCopy.searchLabel)
      await expect.poll(() => search.isEnabled()).toBe(true)
      // A word from an article's body, which only the search index (not the prerendered list) knows.
      await search.fill('integration')
      const results = page.locator('main article h3 a')
      await expect.poll(() => results.count()).toBeGreaterThan(0)
      const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      expect(hrefs.filter((href) => !/^\/insights\/[a-z0-9-]+\/$/.test(href))).toEqual([])
      const answers = await Promise.all(hrefs.map((href) => answerOf(baseUrl(), href)))
      expect(answers).toEqual(hrefs.map(() => ({ status: 200 })))
    } finally {
      await context.close()
    }
  })
})

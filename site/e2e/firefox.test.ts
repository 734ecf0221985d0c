// The site in Firefox (Debian's firefox-esr over WebDriver BiDi): the brand typeface by the second page
// of a visit whose first page missed it, in Firefox and, for comparison, Chromium; and the public pages
// that run a script, used as a visitor uses them. One Firefox for the whole file.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser as Chromium } from 'playwright-core'
import type { Browser, Page, Viewport } from 'puppeteer-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { matchPosts, searchIndexPath, type SearchEntry } from '../components/insights/search.ts'
import { errorCopy } from '../copy/errors.ts'
import { headerLabels, navGroups } from '../copy/navigation.ts'
import { presentationCopy, presentationSlides } from '../copy/presentation.ts'
import { adminBackend, adminBackendUrl, giveFileAdminBackend } from './admin-browser.ts'
import { launchBrowser, layoutShift, newContextAsServed, twoFrames } from './browser.ts'
import { firefoxMissing, launchFirefox, openInFirefox, type FirefoxPage } from './firefox.ts'
import { preloadedFont, startSlowFontHost, textBoxes, textFace, type SlowFontHost } from './slow-font.ts'

if (firefoxMissing) console.warn(`Skipping the Firefox tests: ${firefoxMissing}`)

const clientDir = inject('clientDir')
let firefox: Browser
let chromium: Chromium
beforeAll(async () => {
  chromium = await launchBrowser()
  if (!firefoxMissing) firefox = await launchFirefox()
})
afterAll(() => Promise.all([firefox?.close(), chromium?.close()]))

/** A phone, where text wraps most and a font that swapped in late would move the most. */
const phone = { width: 390, height: 844 }
/** The font file the pages preload and set their text in. */
const fontPath = /<link rel="preload" href="([^"]+)" as="font"/.exec(
  readFileSync(join(clientDir, 'index.html'), 'utf8'),
)![1]!

describe.each([
  { host: 'GitHub Pages', githubPages: true },
  { host: 'a host that reads _headers (Netlify, Cloudflare Pages, npm start)', githubPages: false },
])('on $host, over a link too slow for the first page to get the font in time', ({ githubPages }) => {
  let host: SlowFontHost
  beforeEach(async () => {
    host = await startSlowFontHost(clientDir, { githubPages })
  })
  afterEach(() => host.close())

  it.skipIf(firefoxMissing)(
    'Firefox keeps the first page as it painted it, and sets the second in the brand face',
    async () => {
      const context = await firefox.createBrowserContext()
      try {
        const page = await context.newPage()
        await page.setViewport(phone)
        const font = preloadedFont(clientDir, fontPath)
        /** Opens a page, and checks that nothing on it moves once its font request has been answered. */
        const visit = async (path: string) => {
          await page.goto(host.url + path, { waitUntil: 'domcontentloaded' })
          // What the first frame painted: read once a frame has been drawn, not from a layout before it.
          await page.evaluate(twoFrames)
          const painted = await page.evaluate(textBoxes)
          await host.fontsSent()
          // Sent is not yet received: the next page finds the file at once only if this one has it in full.
          // Firefox tells by settling the face (to 'error' when it came after its window, as here).
          await page.waitForFunction(() => [...document.fonts].every((face) => face.status !== 'loading'))
          await page.waitForFunction(() => document.readyState === 'complete')
          await page.evaluate(twoFrames)
          expect(await page.evaluate(textBoxes)).toEqual(painted)
          return page.evaluate(textFace, font)
        }
        expect((await visit('/')).face).toBe('fallback')
        expect(await visit('/about/')).toEqual({ status: 'loaded', face: 'brand' })
        // The second page had the file at once: it did not even ask the server.
        expect(host.fontRequests).toEqual([`GET ${fontPath}`])
      } finally {
        await context.close()
      }
    },
  )

  it('Chromium does the same, with no layout shift on either page', async () => {
    const context = await newContextAsServed(chromium, { viewport: phone })
    try {
      const page = await context.newPage()
      const font = preloadedFont(clientDir, fontPath)
      await page.goto(host.url + '/', { waitUntil: 'domcontentloaded' })
      await host.fontsSent()
      await page.waitForLoadState('load')
      expect((await page.evaluate(textFace, font)).face).toBe('fallback')
      expect(await layoutShift(page)).toBe(0)
      await page.goto(host.url + '/about/')
      expect(await page.evaluate(textFace, font)).toEqual({ status: 'loaded', face: 'brand' })
      expect(await layoutShift(page)).toBe(0)
      expect(host.fontRequests).toEqual([`GET ${fontPath}`])
    } finally {
      await context.close()
    }
  })
})

describe.skipIf(firefoxMissing)('in Firefox, the pages that run a script', () => {
  // Enquiries and late posts go to a backend of this file's own, which other files never check.
  giveFileAdminBackend()
  const backend = () => ({ from: inject('supabaseUrl'), to: adminBackendUrl() })
  let opened: FirefoxPage | undefined
  afterEach(async () => {
    await opened?.close()
    opened = undefined
  })
  /** Opens a page in Firefox, its calls to the API answered by the file's own backend. */
  const open = async (path: string, viewport?: Viewport) =>
    (opened = await openInFirefox(firefox, path, { viewport, backend: backend() }))
  const text = (page: Page, selector: string) => page.$eval(selector, (element) => element.textContent?.trim())
  const shown = (page: Page, selector: string) => page.$eval(selector, (element) => element.checkVisibility())

  it('Insights: typing a word narrows the list to the articles that have it', async () => {
    const { page, errors } = await open('/insights/')
    const cards = () => page.$$eval('main article h3', (titles) => titles.map((title) => title.textContent).sort())
    const everyCard = await cards()
    await page.waitForSelector('#insights-search:not([disabled])')
    await page.type('#insights-search', 'tally')
    const index = JSON.parse(readFileSync(join(clientDir, searchIndexPath), 'utf8')) as { posts: SearchEntry[] }
    const tally = matchPosts(index.posts, 'all', 'tally').map((post) => post.title)
    expect(tally.length).toBeGreaterThan(0)
    expect(tally.length).toBeLessThan(everyCard.length)
    await expect.poll(cards).toEqual(tally.sort())
    expect(errors).toEqual([])
  })

  it('the contact form: filled in and sent, it thanks the visitor, and the enquiry is stored', async () => {
    const { page, errors } = await open('/contact/')
    await page.waitForSelector('[data-hydrated] form')
    const visitor = {
      name: 'Ingrid Solberg',
      company: 'Fjord Logistics',
      email: 'ingrid@fjord.example',
      message: 'Our warehouse system and our ERP disagree on stock every night; we need one source of truth.',
    }
    for (const [field, value] of Object.entries(visitor)) await page.type(`#contact-${field}`, value)
    await page.locator('::-p-aria([name="Send Message"][role="button"])').click()
    await page
      .locator(`::-p-aria([name="Thank you, ${visitor.name}: your message is on its way"][role="heading"])`)
      .wait()
    const { data } = await adminBackend()
      .from('contact_enquiries')
      .select('name, company, email, message')
      .eq('email', visitor.email)
      .throwOnError()
    expect(data).toEqual([visitor])
    expect(errors).toEqual([])
  })

  it('the presentation: the arrow keys move from slide to slide', async () => {
    const { page, errors } = await open('/presentations/unifysuite360/')
    const next = `::-p-aria([name="${presentationCopy.deck.next} ${presentationCopy.deck.slide}"][role="button"])`
    await page.locator(next).setVisibility('visible').wait()
    const position = (n: number) =>
      presentationCopy.deck.position(
        n,
        presentationSlides.length,
        presentationSlides[n - 1]!.heading ?? presentationSlides[n - 1]!.title,
      )
    const live = () => text(page, '[aria-live="polite"]')
    await page.keyboard.press('ArrowRight')
    await expect.poll(live).toBe(position(2))
    await page.keyboard.press('ArrowRight')
    await expect.poll(live).toBe(position(3))
    await page.keyboard.press('ArrowLeft')
    await expect.poll(live).toBe(position(2))
    expect(await shown(page, '#slide-2')).toBe(true)
    expect(await shown(page, '#slide-1')).toBe(false)
    expect(errors).toEqual([])
  })

  it('the 404 page: it says so, logs the path, and leads home; for an article published after the build, it shows it', async () => {
    const { page, errors } = await open('/no/such-page')
    expect(await text(page, 'h1')).toBe(errorCopy.notFound.heading)
    await expect.poll(() => errors).toEqual([expect.stringMatching(`^${errorCopy.notFound.log}.*/no/such-page`)])
    await Promise.all([
      page.waitForNavigation(),
      page.locator(`::-p-aria([name="${errorCopy.home}"][role="link"])`).click(),
    ])
    expect(new URL(page.url()).pathname).toBe('/')
    const title = 'Read in Firefox Before Its Page Was Built'
    await adminBackend()
      .from('blog_posts')
      .insert({
        website_code: 'axon',
        slug: 'read-in-firefox-before-its-page',
        title,
        excerpt: 'A post the static host has no page for yet.',
        content: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Published late.' }] }],
        },
        author_name: 'Test Author',
        author_role: 'Team Member',
        category: 'technical',
        status: 'published',
        published_at: new Date().toISOString(),
      })
      .throwOnError()
    errors.length = 0
    await page.goto(new URL('/insights/read-in-firefox-before-its-page', page.url()).href)
    await page.locator(`::-p-aria([name="${title}"][role="heading"])`).wait()
    expect(errors).toEqual([])
  })

  it('the header: a dropdown opens on a click, one at a time, and closes on Escape', async () => {
    const { page, errors } = await open('/')
    const trigger = (label: string) =>
      `nav[aria-label="${headerLabels.main}"] ::-p-aria([name="${label}"][role="button"])`
    const [solutions, frameworks] = navGroups
    const panel = (id: string) => `#nav-${id}`
    await page.locator(trigger(solutions!.label)).click()
    expect(await shown(page, panel(solutions!.id))).toBe(true)
    await page.locator(trigger(frameworks!.label)).click()
    expect([await shown(page, panel(solutions!.id)), await shown(page, panel(frameworks!.id))]).toEqual([false, true])
    await page.keyboard.press('Escape')
    expect(await shown(page, panel(frameworks!.id))).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(frameworks!.label)
    expect(errors).toEqual([])
  })

  it('the mobile menu: it opens, opens a group, and its links lead on', async () => {
    const { page, errors } = await open('/', phone)
    const mobileNav = `nav[aria-label="${headerLabels.mobile}"]`
    expect(await shown(page, mobileNav)).toBe(false)
    await page.locator(`header ::-p-aria([name="${headerLabels.menu}"][role="button"])`).click()
    expect(await shown(page, mobileNav)).toBe(true)
    const [group] = navGroups
    const link = group!.links[0]!
    await page.locator(`${mobileNav} ::-p-aria([name="${group!.label}"][role="button"])`).click()
    await Promise.all([
      page.waitForNavigation(),
      page.locator(`${mobileNav} ::-p-aria([name="${link.label}"][role="link"])`).click(),
    ])
    expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(link.href)
    expect(errors).toEqual([])
  })
})

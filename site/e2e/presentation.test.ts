import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { presentationSlides } from '../copy/presentation.ts'
import { site } from '../site.config.ts'
import { axeViolations, launchBrowser, layoutShift, mainText, openPage, sitePath, type OpenedPage } from './browser.ts'

const path = '/presentations/unifysuite360'
const specOrder = [
  'Title',
  'The Challenge',
  'Solution Overview',
  'Elite Engineering',
  'Speed & Agility',
  'Lower Costs',
  'ANZ Advantages',
  'Architecture',
  'Success Stories',
  'Implementation',
  'Investment & ROI',
  'Why Axon',
  'Next Steps',
]
const headings = presentationSlides.map((slide) => slide.heading ?? slide.title)
const desktop = { viewport: { width: 1280, height: 800 } }
const phone = { viewport: { width: 390, height: 844 } }

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Opens the deck and waits until it runs: its controls appear only once the page has hydrated. */
async function openDeck(hash = '', options: BrowserContextOptions = desktop, asServed = false): Promise<OpenedPage> {
  const opened = await openPage(browser, path + hash, options, { asServed })
  await opened.page.getByRole('button', { name: 'Next slide' }).waitFor({ state: 'visible' })
  return opened
}

/** Closes the page's context, after checking that nothing went wrong in its console. */
async function close({ page, errors }: OpenedPage) {
  await page.context().close()
  expect(errors).toEqual([])
}

const slideList = (page: Page) => page.getByRole('navigation', { name: 'Slides' })
const counter = (page: Page) => page.getByText(/^\d+ \/ 13$/)

/** Asserts that the visitor sees slide `n` alone, with the counter and the address to match. */
async function expectSlide(page: Page, n: number, hash: string | null = `#slide-${n}`) {
  await expect.poll(() => counter(page).textContent()).toBe(`${n} / 13`)
  expect(await page.locator('section[id^="slide-"]:visible h2').allTextContents()).toEqual([headings[n - 1]])
  if (hash !== null) expect(new URL(page.url()).hash).toBe(hash)
  expect(await page.locator('[aria-live="polite"]').textContent()).toBe(`Slide ${n} of 13: ${headings[n - 1]}`)
}

it('lists the thirteen slides in the order of the briefing, each linked to its slide', async () => {
  const deck = await openDeck()
  const { page } = deck
  const links = slideList(page).getByRole('link')
  expect(await links.count()).toBe(13)
  for (const [index, title] of specOrder.entries()) {
    const link = links.nth(index)
    expect(await link.getAttribute('href')).toBe(`#slide-${index + 1}`)
    expect(await slideList(page).getByRole('link', { name: title, exact: true }).getAttribute('href')).toBe(
      `#slide-${index + 1}`,
    )
    expect(await link.isVisible()).toBe(true)
  }
  await close(deck)
})

it('opens on slide 1 of 13 with Previous disabled, and Next and Previous move one slide at a time', async () => {
  const deck = await openDeck()
  const { page } = deck
  const previous = page.getByRole('button', { name: 'Previous slide' })
  const next = page.getByRole('button', { name: 'Next slide' })
  await expectSlide(page, 1, '')
  expect(await previous.isDisabled()).toBe(true)
  expect(await next.isEnabled()).toBe(true)
  await next.click()
  await expectSlide(page, 2)
  await next.click()
  await expectSlide(page, 3)
  await previous.click()
  await expectSlide(page, 2)
  expect(await previous.isEnabled()).toBe(true)
  await close(deck)
})

it('shows the first slide whole above the fold on a laptop and a phone, and each slide fills a desktop screen', async () => {
  for (const options of [desktop, phone]) {
    const deck = await openDeck('', options)
    const { height } = options.viewport
    const first = await deck.page.locator('#slide-1').boundingBox()
    expect(first && first.y >= 0 && first.y + first.height <= height, `${options.viewport.width} px`).toBe(true)
    if (options === desktop) {
      await deck.page.getByRole('button', { name: 'Next slide' }).click()
      const second = await deck.page.locator('#slide-2').boundingBox()
      expect(second!.height).toBeGreaterThanOrEqual(height * 0.55)
    }
    await close(deck)
  }
})

it('fills the whole screen from its button or the F key, and leaves it the same ways', async () => {
  const deck = await openDeck()
  const { page } = deck
  const inFullScreen = () =>
    page.evaluate(() => document.fullscreenElement?.contains(document.getElementById('deck-stage')) ?? false)
  await page.getByRole('button', { name: 'Full screen' }).click()
  await expect.poll(inFullScreen).toBe(true)
  const button = page.getByRole('button', { name: 'Exit full screen' })
  await button.waitFor()
  expect(await button.getAttribute('aria-keyshortcuts')).toBe('F')
  // The slide takes the screen, the bar above it stays, and the arrows still move the deck.
  const slide = await page.locator('#slide-1').boundingBox()
  expect(slide!.height).toBeGreaterThanOrEqual(800 - 6 * 16 - 1)
  await page.keyboard.press('ArrowRight')
  await expectSlide(page, 2)
  await button.click()
  await expect.poll(inFullScreen).toBe(false)

  await page.keyboard.press('f')
  await expect.poll(inFullScreen).toBe(true)
  await page.keyboard.press('f')
  await expect.poll(inFullScreen).toBe(false)
  await page.getByRole('button', { name: 'Full screen' }).waitFor()
  await close(deck)
})

it('stops at the last slide: Next is disabled there and ArrowRight stays on 13', async () => {
  const deck = await openDeck('#slide-12')
  const { page } = deck
  const next = page.getByRole('button', { name: 'Next slide' })
  await next.click()
  await expectSlide(page, 13)
  expect(await next.isDisabled()).toBe(true)
  // Focus does not fall back to the page when the button under it is disabled.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Previous slide')
  await page.keyboard.press('ArrowRight')
  await expectSlide(page, 13)
  await page.getByRole('link', { name: 'Book Your Consultation' }).click()
  await page.waitForURL((url) => sitePath(url) === '/contact')
  await close(deck)
})

it('moves with the arrow keys, clamped at the first slide, but leaves them to a text field', async () => {
  const deck = await openDeck()
  const { page } = deck
  await page.keyboard.press('ArrowLeft')
  await expectSlide(page, 1, '#slide-1')
  await page.keyboard.press('ArrowRight')
  await expectSlide(page, 2)
  await page.keyboard.press('ArrowRight')
  await expectSlide(page, 3)
  await page.keyboard.press('ArrowLeft')
  await expectSlide(page, 2)
  await page.evaluate(() =>
    document.querySelector('main')?.append(Object.assign(document.createElement('input'), { ariaLabel: 'Notes' })),
  )
  await page.getByRole('textbox', { name: 'Notes' }).fill('integration')
  // Caret moves, not slides: taken by the deck, these would end on slide 3.
  for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key)
  await expectSlide(page, 2)
  await close(deck)
})

it('on a phone, opens the slide list from its toggle, jumps to a slide, closes it on Escape, and starts each slide at its top', async () => {
  const deck = await openDeck('', phone)
  const { page } = deck
  const toggle = page.locator('summary', { hasText: 'All slides' })
  const architecture = slideList(page).getByRole('link', { name: 'Architecture' })
  expect(await architecture.isVisible()).toBe(false)
  await toggle.click()
  expect(await architecture.isVisible()).toBe(true)
  await architecture.click()
  await expectSlide(page, 8)
  expect(await architecture.isVisible()).toBe(false)
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('slide-8')

  await toggle.click()
  expect(await architecture.isVisible()).toBe(true)
  await page.keyboard.press('Escape')
  expect(await architecture.isVisible()).toBe(false)
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY')
  await expectSlide(page, 8)

  // Read down a long slide, then move on: the next slide starts at its heading, below the bar.
  await page.mouse.wheel(0, 1500)
  await page.getByRole('button', { name: 'Next slide' }).click()
  await expectSlide(page, 9)
  const top = await page.locator('#slide-9 h2').evaluate((heading) => heading.getBoundingClientRect().top)
  const barBottom = await page
    .getByRole('button', { name: 'Next slide' })
    .evaluate((button) => button.getBoundingClientRect().bottom)
  expect(top).toBeGreaterThan(barBottom)
  expect(top).toBeLessThan(400)
  await close(deck)
})

it('opens a linked slide, keeps it on reload, and follows back and forward', async () => {
  // As served: the typeface joins only if it is in by the first paint, as for any visitor.
  const deck = await openDeck('#slide-7', desktop, true)
  const { page } = deck
  await expectSlide(page, 7)
  // The linked slide is the one on screen from the first paint: starting the deck moves nothing.
  expect(await layoutShift(page)).toBeLessThan(0.01)
  await page.reload()
  await page.getByRole('button', { name: 'Next slide' }).waitFor({ state: 'visible' })
  await expectSlide(page, 7)
  await slideList(page).getByRole('link', { name: 'Lower Costs' }).click()
  await expectSlide(page, 6)
  await page.goBack()
  await expectSlide(page, 7)
  await page.goForward()
  await expectSlide(page, 6)
  await page.goto(`${path}#3`)
  await expectSlide(page, 3, '#3')
  await close(deck)
})

it('without JavaScript, shows every slide in order with the slide list as in-page links', async () => {
  const deck = await openPage(browser, path, { ...desktop, javaScriptEnabled: false })
  const { page } = deck
  expect(await page.locator('section[id^="slide-"]:visible h2').allTextContents()).toEqual(headings)
  expect(await page.locator('h1').textContent()).toBe('UnifySuite360: Enterprise Integration for ANZ')
  expect(
    await slideList(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual(specOrder.map((_, index) => `#slide-${index + 1}`))
  expect(await page.getByRole('button', { name: 'Next slide' }).isVisible()).toBe(false)
  await close(deck)
})

it('shows the figures, lists and links the briefing promises', async () => {
  const deck = await openPage(browser, path, { ...desktop, javaScriptEnabled: false })
  const { page } = deck
  const slide = (n: number) => page.locator(`#slide-${n}`)
  const figures = (n: number) => slide(n).locator('dd').allTextContents()
  const titles = (n: number) => slide(n).locator('h3').allTextContents()
  expect(await titles(3)).toEqual(['Accounting', 'ERP', 'CRM', 'HR', 'E-commerce'])
  expect(await figures(4)).toEqual(['Top 3%', '20+ years'])
  expect(await figures(5)).toEqual(['2-week', '60%'])
  expect(await figures(6)).toEqual(['40%'])
  expect(await figures(9)).toEqual(['2 → 20+', '6', '15 weeks', '99.9%'])
  expect(await slide(9).locator('dt').allTextContents()).toEqual([
    'Laboratory sites, from pilot to rollout',
    'Countries',
    'Pilot to production',
    'System uptime',
  ])
  expect(await slide(9).getByRole('link', { name: 'Read the Laboratory Case Study' }).getAttribute('href')).toBe(
    '/our-work/laboratory-systems-case-study/',
  )
  expect(await slide(10).locator('li h3').count()).toBe(5)
  expect(await titles(11)).toEqual([
    'Framework licence',
    'Implementation',
    'Support',
    'Fixed price',
    'Time and materials',
    'Managed service',
  ])
  const investment = (await slide(11).innerText()).replace(/\s+/g, ' ')
  const { licence, implementation, support } = site.presentationPricing
  for (const part of [
    `${licence} 20-25% of first-year investment`,
    `${implementation} 55-65% of first-year investment`,
    `${support} 15-20% of first-year investment`,
  ])
    expect(investment).toContain(part)
  expect(await figures(11)).toEqual(['8-12 months'])
  expect(await slide(13).getByRole('link', { name: 'Book Your Consultation' }).getAttribute('href')).toBe('/contact/')
  expect(await mainText(page)).not.toMatch(/lorem|coming soon|placeholder/i)
  const cta = page.locator('section:has(#contact-cta-heading)')
  expect(await cta.getByRole('link', { name: 'Request a Demo' }).getAttribute('href')).toBe('/contact/')
  expect(await cta.getByRole('link', { name: 'View Our Work' }).getAttribute('href')).toBe('/our-work/')
  await close(deck)
})

it('has no WCAG 2.2 A or AA violations found by axe-core once running, on a large screen and with the list open on a phone', async () => {
  const large = await openDeck('#slide-11')
  expect(await axeViolations(large.page)).toEqual([])
  await close(large)
  const small = await openDeck('#slide-9', phone)
  await small.page.locator('summary', { hasText: 'All slides' }).click()
  expect(await axeViolations(small.page)).toEqual([])
  await close(small)
})

import { statSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { homeCopy } from '../copy/home.ts'
import { site } from '../site.config.ts'
import { baseUrl, launchBrowser, openPage } from './browser.ts'
import { contentPosts } from './routes.ts'

let browser: Browser
let page: Page
let errors: string[]
beforeAll(async () => {
  browser = await launchBrowser()
  ;({ page, errors } = await openPage(browser, '/', { viewport: { width: 1280, height: 800 } }))
})
afterAll(() => browser?.close())

const hrefsIn = (selector: string) =>
  page
    .locator(selector)
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))

it('opens with the hero: headline, looping muted video with poster and fallback, and two actions', async () => {
  const hero = page.locator('section').first()
  expect(await hero.locator('h1').textContent()).toBe('Architecting the Central Nervous System for the Enterprise')
  const video = hero.locator('video')
  const state = await video.evaluate((element: HTMLVideoElement) => ({
    autoplay: element.autoplay,
    muted: element.muted,
    loop: element.loop,
    poster: element.getAttribute('poster'),
    sources: [...element.querySelectorAll('source')].map((source) => source.getAttribute('src')),
    fallback: element.textContent?.trim(),
  }))
  expect(state).toEqual({
    autoplay: true,
    muted: true,
    loop: true,
    poster: '/videos/hero-poster.webp',
    sources: ['/videos/hero.webm', '/videos/hero.mp4'],
    fallback: 'Your browser does not support the video tag.',
  })
  for (const src of [state.poster, ...state.sources])
    expect((await page.request.get(baseUrl() + src)).status()).toBe(200)
  expect(statSync('site/public/videos/hero-poster.webp').size).toBeLessThanOrEqual(100 * 1024)
  expect(await hero.getByRole('link', { name: 'Schedule a Consultation' }).getAttribute('href')).toBe('/contact/')
  expect(await hero.getByRole('link', { name: 'View Our Work' }).getAttribute('href')).toBe('#our-work')
})

it('plays the hero video only for visitors who have not asked for less motion; the others see its poster, still', async () => {
  const heroVideo = async (reducedMotion: 'reduce' | 'no-preference') => {
    const opened = await openPage(browser, '/', { reducedMotion })
    try {
      const video = opened.page.locator('section').first().locator('video')
      // A source is chosen, or found wanting, as the page loads; the state after that is what the visitor gets.
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.networkState !== element.NETWORK_EMPTY))
        .toBe(true)
      return await video.evaluate((element: HTMLVideoElement) => ({
        source: new URL(element.currentSrc || 'none:', location.href).pathname,
        noSource: element.networkState === element.NETWORK_NO_SOURCE,
      }))
    } finally {
      await opened.page.context().close()
    }
  }
  expect(await heroVideo('reduce')).toEqual({ source: '', noSource: true })
  expect(await heroVideo('no-preference')).toEqual({ source: '/videos/hero.webm', noSource: false })
})

it('names the six clients under the experience heading', async () => {
  const strip = page.locator('section', {
    has: page.getByRole('heading', { name: '20+ Years of Enterprise Experience With' }),
  })
  expect(await strip.locator('li').allTextContents()).toEqual([...site.clients])
})

it('links the three problem cards to their solutions', async () => {
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'Is Your Growth Trapped by Disconnected Systems?' }),
  })
  expect(await section.locator('h3').allTextContents()).toEqual([
    'Unify Systems',
    'Automate Complexity',
    'Accelerate Growth',
  ])
  expect(await hrefsIn('section:has(#problem-heading)')).toEqual([
    '/solutions/enterprise-integration/',
    '/solutions/business-process-automation/',
    '/solutions/data-hub-analytics/',
  ])
  expect(await section.getByRole('link', { name: /Learn More/ }).count()).toBe(3)
})

it('has the solutions, frameworks and our-work anchors with their links', async () => {
  expect(await hrefsIn('#solutions')).toEqual([
    '/solutions/erp-modernization/',
    '/solutions/enterprise-integration/',
    '/solutions/data-hub-analytics/',
    '/solutions/business-process-automation/',
  ])
  expect(
    await page
      .locator('#solutions')
      .getByRole('link', { name: /^Explore Solutions/ })
      .count(),
  ).toBe(4)
  expect(await hrefsIn('#frameworks')).toEqual([
    '/frameworks/vyaapari360/',
    '/frameworks/unifysuite360/',
    '/frameworks/ai-smartbot/',
  ])
  const badges = homeCopy.frameworks.cards.map((card) => card.badge)
  for (const badge of badges)
    expect(await page.locator('#frameworks').getByText(badge, { exact: true }).isVisible()).toBe(true)
  expect(await page.locator('#our-work h2').textContent()).toBe('Proven at Enterprise Scale')
  expect(await hrefsIn('#our-work')).toEqual(['/our-work/laboratory-systems-case-study/'])
})

it('shows the case study figures', async () => {
  const figures = await page.locator('#our-work dd').allTextContents()
  expect(figures).toEqual(['2 → 20+', '99.9%', '15 weeks', '6', '900+', '€6B+'])
})

it('scrolls to the case study from View Our Work, below the sticky header', async () => {
  await page.getByRole('link', { name: 'View Our Work' }).click()
  await expect
    .poll(() => page.locator('#our-work').evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBeGreaterThanOrEqual(80)
  expect(page.url()).toBe(baseUrl() + '/#our-work')
})

it('shows the three latest articles with short dates, and leads to all of them', async () => {
  const section = page.locator('section:has(#insights-heading)')
  const latest = [...contentPosts]
    .sort((a, b) => String(b.frontMatter.published_at).localeCompare(String(a.frontMatter.published_at)))
    .slice(0, 3)
  expect(await section.locator('article h3').allTextContents()).toEqual(latest.map((post) => post.frontMatter.title))
  const shortDate = (value: unknown) =>
    new Date(String(value)).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
  expect(await section.locator('time').allTextContents()).toEqual(
    latest.map((post) => shortDate(post.frontMatter.published_at)),
  )
  expect(await section.getByRole('link', { name: 'View All Insights' }).getAttribute('href')).toBe('/insights/')
})

it('lists the four differentiators and ends with the closing call to action', async () => {
  const section = page.locator('section:has(#differentiators-heading)')
  expect(await section.locator('h3').allTextContents()).toEqual([
    'Elite Engineering Talent',
    '20+ Years of Leadership',
    'Specialist Focus',
    'Agile Without Bureaucracy',
  ])
  const cta = page.locator('section:has(#contact-cta-heading)')
  expect(await cta.locator('h2').textContent()).toBe(homeCopy.cta.heading)
  expect(await cta.getByRole('link', { name: homeCopy.cta.action }).getAttribute('href')).toBe('/contact/')
  expect(errors).toEqual([])
})

import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser } from './browser.ts'
import { publicRoutes } from './routes.ts'

// Every inner page opens with its words on the left and a diagram on the right, so no hero is left
// with an empty half. Not counted: the home page (its hero is a video), articles (they open with the
// article itself), the presentation (a slide deck), and the page that says an enquiry was not sent,
// on purpose: a visitor whose message failed needs the reasons and the way back first, not a drawing.
const heroPaths = publicRoutes
  .map(({ path }) => path)
  .filter(
    (path) =>
      path !== '/' &&
      !path.startsWith('/insights/') &&
      !path.startsWith('/presentations/') &&
      path !== '/contact/not-sent',
  )

// The diagrams drawn to be read on a phone (components/diagrams/phone.ts). The older, wider ones
// (solutions, industries, framework pages, approach, case study) draw their text smaller there.
const phonePaths = [
  '/about',
  '/team',
  '/careers',
  '/our-work',
  '/frameworks',
  '/frameworks/vyaapari360/tally-integration',
  '/why-axon/difference',
  '/privacy-policy',
  '/terms-of-service',
  '/contact/thank-you',
]
// Where the form or the search is what a visitor came for, the diagram shows from 1024 px only.
const widePaths = ['/contact', '/insights']

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** One page for a describe block, at one width, sent from address to address. */
function pageAt(width: number): () => Page {
  let page: Page
  beforeAll(async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height: 800 } })
    page = await context.newPage()
  })
  afterAll(() => page?.context().close())
  return () => page
}

const heroOf = (page: Page): Locator => page.locator('main > section').first()

describe('on a desktop screen', () => {
  const page = pageAt(1280)

  it.each(heroPaths)('%s has a named diagram beside its heading', async (path) => {
    await page().goto(path)
    const hero = heroOf(page())
    const visual = hero.getByRole('img', { name: /\S/ })
    expect(await visual.count()).toBe(1)
    const words = (await hero.locator('h1').locator('xpath=..').boundingBox())!
    const drawing = (await visual.boundingBox())!
    // Beside the words, not under them: to their right, and level with them.
    expect(drawing.x).toBeGreaterThanOrEqual(words.x + words.width)
    expect(drawing.y).toBeLessThan(words.y + words.height)
    expect(drawing.y + drawing.height).toBeGreaterThan(words.y)
  })
})

describe('on a 320 px phone', () => {
  const page = pageAt(320)

  it.each(phonePaths)(
    '%s draws its diagram with every label at 12 px or more, inside its box, clear of the others',
    async (path) => {
      await page().goto(path)
      await page().evaluate(() => document.fonts.ready)
      const labels = await heroOf(page())
        .getByRole('img')
        .evaluate((svg: SVGSVGElement) => {
          const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width
          const boxes = [...svg.querySelectorAll('rect')].map((rect) => rect.getBBox())
          const frame = svg.viewBox.baseVal
          const inside = (inner: DOMRect, outer: DOMRect) =>
            inner.x >= outer.x - 0.5 &&
            inner.y >= outer.y - 0.5 &&
            inner.x + inner.width <= outer.x + outer.width + 0.5 &&
            inner.y + inner.height <= outer.y + outer.height + 0.5
          const texts = [...svg.querySelectorAll('text')]
          const overlap = (a: DOMRect, b: DOMRect) =>
            a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
          return texts.map((text) => {
            const bounds = text.getBBox()
            const centre = new DOMRect(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2, 0, 0)
            // The box a label is written on is the smallest one under its middle; a label on no box
            // (a timeline's step, an arrow's words) has the drawing's frame.
            const box =
              boxes
                .filter((candidate) => inside(centre, candidate))
                .sort((a, b) => a.width * a.height - b.width * b.height)[0] ?? frame
            return {
              text: text.textContent,
              pixels: Math.round(parseFloat(getComputedStyle(text).fontSize) * scale * 10) / 10,
              spills: !inside(bounds, box as DOMRect),
              overlaps: texts
                .filter((other) => other !== text && overlap(bounds, other.getBBox()))
                .map((other) => other.textContent),
            }
          })
        })
      expect(labels.length).toBeGreaterThan(0)
      expect(labels.filter((label) => label.pixels < 12)).toEqual([])
      expect(labels.filter((label) => label.spills)).toEqual([])
      expect(labels.filter((label) => label.overlaps.length > 0)).toEqual([])
    },
  )
})

describe('on a phone, where the form or the search comes first', () => {
  const page = pageAt(390)

  it.each(widePaths)('%s goes from its words straight to what the visitor came for', async (path) => {
    await page().goto(path)
    expect(await heroOf(page()).getByRole('img').isVisible()).toBe(false)
    const lead = (await heroOf(page()).locator('h1 ~ p').first().boundingBox())!
    const next = (await page().locator('main form, main input[type="search"]').first().boundingBox())!
    expect(next.y - (lead.y + lead.height)).toBeLessThan(250)
  })
})

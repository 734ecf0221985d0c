import { expect, inject, it } from 'vitest'
import { firstRenderBytes, initialWindowBytes, isArticle, isPublicPage } from '../../scripts/bench/goals.ts'
import { measureSite } from '../../scripts/bench/site.ts'

// What a browser needs before it can paint a page (the HTML with its inline CSS, and any stylesheet it
// links, brotli, as `npm run bench` counts it) arrives in the server's first flight of packets, one TCP
// initial window: a page past it waits a round trip more, a few hundred milliseconds on a phone.
it('sends every public page’s first render within one TCP initial window', () => {
  const { pages } = measureSite(inject('clientDir'), isPublicPage)
  const over = pages
    .map((page) => ({ route: page.route, bytes: firstRenderBytes(page) }))
    .filter(({ bytes }) => bytes > initialWindowBytes)
  // Every page is there: the home page, the presentation, the articles.
  expect(pages.map((page) => page.route)).toEqual(expect.arrayContaining(['/', '/presentations/unifysuite360']))
  expect(pages.filter((page) => isArticle(page.route)).length).toBeGreaterThanOrEqual(7)
  expect(over).toEqual([])
})

import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { findNginx, startNginx, type RunningNginx } from '../../scripts/tools/nginx.ts'
import { errorCopy } from '../copy/errors.ts'
import { answerOf, givenAddresses, notAnsweredAtOnce } from './addresses.ts'

// The built site behind a real nginx with the configuration most static sites on nginx use
// (scripts/tools/nginx.ts nginxConfig: index index.html; try_files $uri $uri/ =404; error_page 404 /404.html).
let nginx: RunningNginx
beforeAll(async () => {
  const binary = findNginx()
  if (!binary) throw new Error('No nginx found: run the tests with npm test, which installs it or says how.')
  nginx = await startNginx(binary, inject('clientDir'))
})
afterAll(() => nginx?.stop())

it('answers every address the site gives out at once, with no redirect', async () => {
  const given = givenAddresses(inject('clientDir'))
  expect(given.map(({ address }) => address)).toEqual(
    expect.arrayContaining(['/', '/contact/', '/insights/', '/insights/hidden-cost-legacy-erp/', '/sitemap.xml']),
  )
  expect(await notAnsweredAtOnce(nginx.url, given)).toEqual([])
})

it('sends an old address without the slash on to the page, keeping its query', async () => {
  expect(await answerOf(nginx.url, '/contact')).toEqual({ status: 301, location: `${nginx.url}/contact/` })
  expect(await answerOf(nginx.url, '/why-axon/approach?utm_source=mail')).toEqual({
    status: 301,
    location: `${nginx.url}/why-axon/approach/?utm_source=mail`,
  })
  expect(await answerOf(nginx.url, '/contact/')).toEqual({ status: 200 })
})

it("answers an unknown address with 404 and the site's own 404 page", async () => {
  const response = await fetch(`${nginx.url}/no/such-page`, { redirect: 'manual' })
  expect(response.status).toBe(404)
  expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  expect(await response.text()).toContain(errorCopy.notFound.heading)
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createStaticServer, listen } from '../../scripts/serve/static-server.ts'
import { adminPaths } from '../lib/admin/index.ts'
import { visitScript } from '../lib/leads/index.ts'
import { baseUrl, launchBrowser, openPage, policyViolation, startTour, type PageTour } from './browser.ts'
import { publicRoutes } from './routes.ts'

// The build as a host that reads `_headers` (Netlify, Cloudflare Pages, `npm start`) serves it;
// the other tests see it as GitHub Pages serves it, with the page's <meta> policy alone.
const host = createStaticServer(inject('clientDir'))
let hostUrl = ''
let browser: Browser
let tour: PageTour
beforeAll(async () => {
  hostUrl = await listen(host, 0)
  browser = await launchBrowser()
  tour = await startTour(browser, { baseURL: hostUrl })
})
afterAll(async () => {
  await browser?.close()
  await new Promise<void>((resolve) => host.close(() => resolve()))
})

const expectedHeaders = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=()',
}

/** A policy's directives, each with its sources. */
const directives = (policy: string) =>
  new Map(
    policy.split(/;\s*/).map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources] as const
    }),
  )

/** The page's <meta> policy, as the browser reads it. */
const metaPolicy = (page: Page) => page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')

describe('the security headers', () => {
  it('are in _headers for every path, with a policy allowing what each page’s own does, and frame-ancestors', async () => {
    const file = readFileSync(join(inject('clientDir'), '_headers'), 'utf8')
    expect(file.split('\n')[0]).toBe('/*')
    for (const [name, value] of Object.entries(expectedHeaders))
      expect(file.toLowerCase()).toContain(`\n  ${name}: ${value.toLowerCase()}\n`)
    const header = directives(/\n {2}Content-Security-Policy: ([^\n]*)\n/.exec(file)?.[1] ?? '')
    expect(header.get('frame-ancestors')).toEqual(["'none'"])
    header.delete('frame-ancestors')
    for (const path of ['/', '/insights/integration-maturity-model', '/contact', '/presentations/unifysuite360']) {
      const { page } = await openPage(browser, path)
      try {
        // The same policy, but for the inline scripts and styles it allows: the page's own are among the header's.
        const own = directives((await metaPolicy(page)) ?? '')
        expect([...own.keys()], path).toEqual([...header.keys()])
        for (const [name, sources] of own) {
          if (name === 'script-src' || name === 'style-src')
            expect(header.get(name), `${path} ${name}`).toEqual(expect.arrayContaining(sources))
          else expect(header.get(name), `${path} ${name}`).toEqual(sources)
        }
      } finally {
        await page.context().close()
      }
    }
  })

  it('arrive from the local server with a page, a script and the 404 page, and not from GitHub Pages', async () => {
    const script = /<script\b[^>]*\bsrc="([^"]+)"/.exec(
      readFileSync(join(inject('clientDir'), 'contact/index.html'), 'utf8'),
    )?.[1]
    for (const path of ['/', '/contact', script, '/no/such-page']) {
      const response = await fetch(hostUrl + path)
      expect(
        Object.fromEntries(Object.keys(expectedHeaders).map((name) => [name, response.headers.get(name)])),
        path,
      ).toEqual(expectedHeaders)
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy).toMatch(/^default-src 'self'; script-src 'self'/)
      expect(policy).toContain(`connect-src 'self' ${inject('supabaseUrl')};`)
    }
    const pages = await fetch(baseUrl() + '/contact/')
    expect([pages.headers.get('content-security-policy'), pages.headers.get('strict-transport-security')]).toEqual([
      null,
      null,
    ])
  })
})

describe('the Content-Security-Policy', () => {
  const everyPage = [
    ...publicRoutes.map(({ path }) => path),
    ...Object.values(adminPaths),
    '/admin/blog/edit/some-post',
    '/no/such-page',
  ]

  it.each(everyPage)(
    '%s loads under the policy, in its head before any script, and breaks none of it, with the headers too',
    async (path) => {
      const { page, errors } = await tour.visit(path)
      // A page with scripts may load more (its data, the API) after the load event: let it settle. The
      // note of where the visit came from, which every public page ends with, loads nothing.
      const runsMore = await page.evaluate(
        (visit) =>
          [...document.scripts].some((script) => script.type !== 'application/ld+json' && script.text !== visit),
        visitScript,
      )
      if (runsMore) await page.waitForLoadState('networkidle')
      const beforeAnyScript = await page.evaluate(() => {
        const policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]')
        const firstScript = document.querySelector('script')
        return (
          policy?.parentElement === document.head &&
          (!firstScript || (policy.compareDocumentPosition(firstScript) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0)
        )
      })
      expect(beforeAnyScript).toBe(true)
      expect(
        errors.filter((error) => error.includes(policyViolation) || /Content Security Policy|Refused to/i.test(error)),
      ).toEqual([])
    },
  )

  it.each([
    ['GitHub Pages, by the page alone', baseUrl],
    ['a host sending _headers', () => hostUrl],
  ])('stops a script the build did not write from running, served by %s', async (_host, url) => {
    const { page, errors } = await openPage(browser, '/insights/integration-maturity-model', { baseURL: url() })
    try {
      const ran = await page.evaluate(() => {
        const injected = document.createElement('script')
        injected.textContent = 'document.body.dataset.injected = "ran"'
        document.body.append(injected)
        return document.body.dataset.injected ?? 'refused'
      })
      expect(ran).toBe('refused')
      await expect
        .poll(() => errors.some((error) => error.startsWith(`${policyViolation} script-src-elem refused inline`)))
        .toBe(true)
    } finally {
      await page.context().close()
    }
  })

  it('keeps the site out of other sites’ frames, where the host sends the header', async () => {
    const { page } = await openPage(browser, 'about:blank')
    try {
      // Resolves once the frame has loaded, whatever it shows.
      await page.setContent(`<iframe title="framed" src="${hostUrl}/contact"></iframe>`)
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
      expect(frame?.url()).toBe('chrome-error://chromewebdata/')
    } finally {
      await page.context().close()
    }
  })
})

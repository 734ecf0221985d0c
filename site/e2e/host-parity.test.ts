import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createStaticServer, listen } from '../../scripts/serve/static-server.ts'
import { adminListCopy } from '../copy/admin-list.ts'
import { contactCopy } from '../copy/contact.ts'
import { errorCopy } from '../copy/errors.ts'
import { insightsCopy } from '../copy/insights.ts'
import { editPostPath } from '../lib/admin/index.ts'
import { pageUrl } from '../lib/seo/index.ts'
import { adminBackend, giveFileAdminBackend, openAdmin, type AdminAccount } from './admin-browser.ts'
import { hydrated, launchBrowser, mainText } from './browser.ts'

// The late article and the admin's posts live in this file's own backend, seen by no other file.
giveFileAdminBackend()

// The build as GitHub Pages, its default host, serves it: /path is sent on to /path/ with a 301.
const host = createStaticServer(inject('clientDir'), { githubPages: true })
let hostUrl = ''
let browser: Browser
beforeAll(async () => {
  hostUrl = await listen(host, 0)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await new Promise<void>((resolve) => host.close(() => resolve()))
})

/** Every form of a page's address a visitor may arrive at: with or without the slash, a query and a fragment. */
const addressesOf = (path: string) => [path, `${path}/`, `${path}?x=1#y`, `${path}/?x=1#y`]

interface Seen {
  canonical: string | null
  /** The header links marked as the current page. */
  current: (string | null)[]
}

/**
 * Opens `path` at each of its addresses on the GitHub-Pages-like host, checks there that `works`
 * passes and nothing went wrong in the console, and returns what each address showed.
 */
async function visitEveryForm(
  path: string,
  works: (page: Page, errors: string[]) => Promise<void>,
  { as, allowed = [], oneAtATime = false }: { as?: AdminAccount; allowed?: string[]; oneAtATime?: boolean } = {},
): Promise<Seen[]> {
  // The addresses are visited side by side, each in a browser context of its own, as four visitors
  // would; one at a time when they share something, such as the browser's clipboard.
  const visit = async (address: string): Promise<Seen> => {
    const { page, errors } = await openAdmin(browser, address, {
      baseURL: hostUrl,
      as,
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    try {
      await works(page, errors)
      const seen = {
        canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
        current: await page
          .locator('header a[aria-current="page"]')
          .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]),
      }
      expect(
        errors.filter((error) => !allowed.some((expected) => error.includes(expected))),
        address,
      ).toEqual([])
      return seen
    } finally {
      await page.context().close()
    }
  }
  if (!oneAtATime) return Promise.all(addressesOf(path).map(visit))
  const seen: Seen[] = []
  for (const address of addressesOf(path)) seen.push(await visit(address))
  return seen
}

/** Asserts that every address of a page showed the same canonical URL and the same current-page mark. */
function expectOnePage(seen: Seen[], canonical = seen[0]?.canonical) {
  expect(seen).toHaveLength(4)
  expect(seen.map((each) => each.canonical)).toEqual(seen.map(() => canonical))
  expect(seen.map((each) => each.current)).toEqual(seen.map(() => seen[0]?.current))
}

// A host answers a path it has no file for with 404.html and status 404, which Chromium reports.
const missingFile = 'status of 404'

describe('every interactive page works at /path and /path/, with a query and a fragment, as GitHub Pages serves it', () => {
  it('Insights: search filters the list', async () => {
    const seen = await visitEveryForm('/insights', async (page) => {
      const search = page.getByLabel(insightsCopy.searchLabel)
      await expect.poll(() => search.isEnabled()).toBe(true)
      await search.fill('no article mentions this')
      await expect.poll(() => mainText(page)).toContain(insightsCopy.empty)
    })
    expectOnePage(seen, pageUrl('/insights'))
    expect(seen[0]?.current).toEqual(['/insights/'])
  })

  it('Contact: the form sends without leaving the page and says so', async () => {
    const seen = await visitEveryForm('/contact', async (page) => {
      // The answer is the function's, given here: nothing reaches the backend.
      await page.route(`${inject('supabaseUrl')}/functions/v1/contact-form`, (route) =>
        route.fulfill({ json: { message: 'Answered by the test.' } }),
      )
      const before = page.url()
      await hydrated(page.locator('form'))
      await page.getByRole('textbox', { name: /^Name/ }).fill('Host Parity')
      await page.getByRole('textbox', { name: /^Company/ }).fill('Static Hosts Ltd')
      await page.getByRole('textbox', { name: /^Email/ }).fill('parity@example.com')
      await page
        .getByRole('textbox', { name: /^How can we help/ })
        .fill('Checking the form at every form of its address.')
      await page.getByRole('button', { name: contactCopy.form.submit }).click()
      await page.getByText(contactCopy.toasts.success).waitFor()
      expect(page.url()).toBe(before)
    })
    expectOnePage(seen, pageUrl('/contact'))
  })

  it('the presentation: Next moves to slide 2', async () => {
    const seen = await visitEveryForm('/presentations/unifysuite360', async (page) => {
      await page.getByRole('button', { name: 'Next slide' }).click()
      await expect.poll(() => page.getByText(/^\d+ \/ 13$/).textContent()).toBe('2 / 13')
    })
    expectOnePage(seen, pageUrl('/presentations/unifysuite360'))
  })

  it('an article: the share button copies its own address, whichever form the visitor arrived at', async () => {
    const seen = await visitEveryForm(
      '/insights/integration-maturity-model',
      async (page) => {
        await page.getByRole('button', { name: insightsCopy.article.share }).click()
        await expect
          .poll(() => page.getByRole('status').filter({ hasText: insightsCopy.article.copied }).count())
          .toBe(1)
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          new URL('/insights/integration-maturity-model/', page.url()).href,
        )
      },
      { oneAtATime: true },
    )
    expectOnePage(seen, pageUrl('/insights/integration-maturity-model'))
  })

  it('an article published after the build: the 404 page finds and shows it', async () => {
    const slug = 'published-after-the-build-on-pages'
    const title = 'Published After the Build, Read on Pages'
    await adminBackend()
      .from('blog_posts')
      .insert({
        website_code: 'axon',
        slug,
        title,
        excerpt: 'A post the static host has no page for yet.',
        content: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Published after the build.' }] }],
        },
        author_name: 'Test Author',
        author_role: 'Team Member',
        category: 'technical',
        status: 'published',
        published_at: new Date().toISOString(),
      })
      .throwOnError()
    const seen = await visitEveryForm(
      `/insights/${slug}`,
      async (page) => {
        await page.getByRole('heading', { level: 1, name: title }).waitFor()
      },
      { allowed: [missingFile] },
    )
    expectOnePage(seen)
  })

  it('the 404 page: it says so, and logs the path asked for', async () => {
    const seen = await visitEveryForm(
      '/no/such-page',
      async (page, errors) => {
        await page.getByRole('heading', { level: 1, name: errorCopy.notFound.heading }).waitFor()
        await expect
          .poll(() => errors.some((line) => line.startsWith(errorCopy.notFound.log) && line.includes('/no/such-page')))
          .toBe(true)
      },
      { allowed: [missingFile, errorCopy.notFound.log] },
    )
    expectOnePage(seen)
  })

  it('the admin list: staff see their posts', async () => {
    const seen = await visitEveryForm(
      '/admin/blog',
      async (page) => {
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog Posts')
        await page.getByRole('list', { name: adminListCopy.listLabel }).waitFor()
      },
      { as: 'staff' },
    )
    expectOnePage(seen, pageUrl('/admin/blog'))
  })

  it('the admin editor: /admin/blog/edit/<id>, which the host has no file for, opens the post', async () => {
    const { data: post } = await adminBackend()
      .from('blog_posts')
      .select('id, title')
      .eq('slug', 'integration-maturity-model')
      .single()
      .throwOnError()
    const seen = await visitEveryForm(
      editPostPath(post.id),
      async (page) => {
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Edit Article')
        await expect.poll(() => page.getByLabel(/^Title/).inputValue()).toBe(post.title)
        expect(new URL(page.url()).pathname).toBe(editPostPath(post.id))
      },
      { as: 'staff', allowed: [missingFile] },
    )
    expectOnePage(seen, pageUrl('/admin/blog/edit'))
  })
})

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { storeLink } from '../../supabase/functions/post-preview/__fixtures__/links.ts'
import { localPublishableKey } from '../../supabase/local/index.ts'
import { insightsCopy } from '../copy/insights.ts'
import { previewCopy } from '../copy/preview.ts'
import { adminPaths, createPreviewLink, editPostHref, previewUrl, revokePreviewLink } from '../lib/admin/index.ts'
import { markdownToDoc } from '../lib/post/index.ts'
import { pageTitle } from '../lib/seo/index.ts'
import { createPublicClient, type PublicClient } from '../lib/supabase/index.ts'
import { adminBackend, adminBackendUrl, giveFileAdminBackend, openAdmin } from './admin-browser.ts'
import { axeViolations, baseUrl, launchBrowser } from './browser.ts'

giveFileAdminBackend()

let browser: Browser
let staff: PublicClient
beforeAll(async () => {
  browser = await launchBrowser()
  // The staff member's own client, as the editor's library uses it: their session decides what they may do.
  staff = createPublicClient({ url: adminBackendUrl(), key: localPublishableKey })
  const { error } = await staff.auth.signInWithPassword(inject('staffAccount'))
  if (error) throw error
})
afterAll(() => browser?.close())

const made: string[] = []
afterAll(async () => {
  if (made.length > 0) await adminBackend().from('blog_posts').delete().in('id', made)
})

/** A draft of the file's backend, with a heading and a paragraph for the article to show. */
async function draft(title: string) {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`
  const { data } = await adminBackend()
    .from('blog_posts')
    .insert({
      title,
      slug,
      excerpt: 'How finance closes the quarter in two days.',
      author_name: 'Axon Team',
      author_role: 'Integration Architects',
      category: 'erp-modernization',
      content: markdownToDoc('## What changes\n\nThe close takes **two days**, not ten.\n') as never,
    })
    .select('id, slug, website_code')
    .single()
    .throwOnError()
  made.push(data.id)
  return data
}

async function share(post: { id: string; slug: string; website_code: string }) {
  const link = await createPreviewLink(staff, post, { days: 7 })
  if (!link.ok) throw new Error(link.message)
  // The address as the link gives it, on the site under test.
  return { id: link.link.id, token: link.token, path: previewUrl(link.token, '') }
}

const banner = (page: Page) => page.getByRole('note').filter({ hasText: previewCopy.banner.draft })
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })
// A link that works no more is answered 404 or 410, which the browser logs; nothing else may be.
const unexpected = (errors: string[]) => errors.filter((error) => !/status of (404|410)\b/.test(error))

describe('a reviewer without an account', () => {
  it('reads a shared draft as its article will look, marked as a preview, noindex, and the token reaches no server', async () => {
    const post = await draft('Closing the quarter in two days')
    const { path, token } = await share(post)
    const { page, errors } = await openAdmin(browser, path)
    const seen: { url: string; referer: string }[] = []
    page.on('request', (request) => seen.push({ url: request.url(), referer: request.headers().referer ?? '' }))
    await page.reload()

    await heading(page, 'Closing the quarter in two days').waitFor()
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    expect(await banner(page).innerText()).toContain('This preview link works until')
    expect(await page.getByRole('heading', { level: 2, name: 'What changes' }).isVisible()).toBe(true)
    expect(await page.locator('.post-body strong').innerText()).toBe('two days')
    // Sharing would pass the private link on: the preview has no Share button.
    expect(await page.getByRole('button', { name: insightsCopy.article.share }).count()).toBe(0)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow')
    expect(await page.title()).toBe(`${previewCopy.heading}: ${pageTitle('Closing the quarter in two days')}`)
    // The token is in the fragment: no address a server receives carries it, nor any Referer.
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.filter(({ url, referer }) => url.includes(token) || referer.includes(token))).toEqual([])
    // supabase-js comes only with a staff member's preview: a reviewer's page never loads it.
    expect(seen.filter(({ url }) => /\/assets\/.*by-staff/.test(url))).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('is told plainly once the link is revoked, and once the post is published, with a link to the article', async () => {
    const post = await draft('Revoked then republished')
    const revoked = await share(post)
    const kept = await share(post)
    expect(await revokePreviewLink(staff, revoked.id)).toEqual({ ok: true })
    const { page, errors } = await openAdmin(browser, revoked.path)
    await heading(page, previewCopy.problems.revoked('').heading).waitFor()
    expect(await page.getByText(/^The team turned it off on /).isVisible()).toBe(true)
    expect(await axeViolations(page)).toEqual([])

    await staff.from('blog_posts').update({ status: 'published' }).eq('id', post.id).throwOnError()
    await page.goto(kept.path)
    await page.reload()
    await heading(page, previewCopy.problems.published.heading).waitFor()
    expect(await page.getByRole('link', { name: previewCopy.problems.published.link }).getAttribute('href')).toBe(
      `/insights/${post.slug}/`,
    )
    expect(unexpected(errors)).toEqual([])
    await page.context().close()
  })

  it('is told when a link has expired, when its post was deleted, and when a link is cut short or unknown', async () => {
    const gone = await draft('Deleted before review')
    const deleted = await share(gone)
    await staff.from('blog_posts').delete().eq('id', gone.id).throwOnError()
    const expired = await storeLink(adminBackend(), await draft('Expired before review'), { days: 1, ageDays: 2 })
    const cases: [string, string][] = [
      [`/preview/#token=${expired}`, previewCopy.problems.expired('').heading],
      [deleted.path, previewCopy.problems.deleted.heading],
      ['/preview/', previewCopy.problems.incomplete.heading],
      [`/preview/#token=${expired.slice(0, 20)}`, previewCopy.problems.incomplete.heading],
      [`/preview/#token=${'A'.repeat(43)}`, previewCopy.problems.unknown.heading],
    ]
    const { page, errors } = await openAdmin(browser, '/preview/')
    for (const [path, expected] of cases) {
      await page.goto(path)
      await page.reload()
      await heading(page, expected).waitFor()
    }
    expect(unexpected(errors)).toEqual([])
    await page.context().close()
  })

  it('can try again when the connection failed', async () => {
    const { path } = await share(await draft('Read after a dropped connection'))
    const { page } = await openAdmin(browser, '/preview/')
    await page.route('**/functions/v1/post-preview', (route) => route.abort('connectionrefused'))
    await page.goto(path)
    await page.reload()
    await heading(page, previewCopy.problems.failed.heading).waitFor()
    expect(await page.getByRole('alert').innerText()).toBe(previewCopy.problems.failed.text)
    await page.unroute('**/functions/v1/post-preview')
    await page.getByRole('button', { name: previewCopy.problems.failed.retry }).click()
    await heading(page, 'Read after a dropped connection').waitFor()
    expect(await banner(page).isVisible()).toBe(true)
    await page.context().close()
  })
})

describe('staff', () => {
  it('preview any post full-page with their own session; a visitor who is not signed in is told to sign in', async () => {
    const post = await draft('Previewed by staff')
    const visitor = await openAdmin(browser, `/preview/?post=${post.id}`)
    await heading(visitor.page, previewCopy.staff.signIn.heading).waitFor()
    expect(await visitor.page.getByRole('link', { name: previewCopy.staff.signIn.link }).getAttribute('href')).toBe(
      editPostHref(post.id),
    )
    await visitor.page.context().close()

    const { page, errors } = await openAdmin(browser, adminPaths.list, { as: 'staff' })
    await page.goto(`/preview/?post=${post.id}`)
    await heading(page, 'Previewed by staff').waitFor()
    expect(await banner(page).innerText()).toContain(previewCopy.banner.staff)
    expect(await page.getByRole('link', { name: previewCopy.banner.backToEditor }).getAttribute('href')).toBe(
      editPostHref(post.id),
    )
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('the preview page', () => {
  it('is kept from crawlers and from the sitemap, and works without JavaScript only to say it needs it', async () => {
    const robots = await (await fetch(new URL('/robots.txt', baseUrl()))).text()
    expect(robots).toMatch(/^Disallow: \/preview$/m)
    expect(await (await fetch(new URL('/sitemap.xml', baseUrl()))).text()).not.toContain('/preview')
    // Chromium with scripts turned off by the test still hides <noscript>: read what the page serves.
    const html = await (await fetch(new URL('/preview/', baseUrl()))).text()
    expect(/<noscript>(.*?)<\/noscript>/s.exec(html)?.[1]).toContain(previewCopy.noscript)
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
  })
})

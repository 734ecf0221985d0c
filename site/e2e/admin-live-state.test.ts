import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { RebuildAccepted } from '../../supabase/functions/request-rebuild/contract.ts'
import { localServiceRoleKey } from '../../supabase/local/index.ts'
import { editorCopy } from '../copy/admin-editor.ts'
import { adminListCopy } from '../copy/admin-list.ts'
import { liveCopy } from '../copy/admin-live.ts'
import { authorFor, markdownToDoc } from '../lib/post/index.ts'
import type { BlogPostRow } from '../lib/supabase/database.types.ts'
import { createServiceClient } from '../lib/supabase/service.ts'
import { adminBackend, deployHook, giveFileAdminBackend, openAdmin, publishInEditor } from './admin-browser.ts'
import { axeViolations, launchBrowser } from './browser.ts'

giveFileAdminBackend()

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

// Every post a test makes is removed afterwards, by slug.
const made: string[] = []
afterAll(async () => {
  if (made.length > 0) await adminBackend().from('blog_posts').delete().in('slug', made)
})
const unique = (name: string) => {
  const slug = `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  made.push(slug)
  return slug
}

// The editor shows times in the browser's own zone: one far from UTC proves it.
const timeZone = 'Asia/Kolkata'
const clock = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(instant),
  )
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const region = (page: Page) => page.getByRole('region', { name: liveCopy.label })
const siteStatus = (page: Page) => region(page).getByRole('status')
const statusText = (page: Page) => siteStatus(page).innerText()
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`))
const card = (page: Page, title: string) =>
  page
    .getByRole('list', { name: adminListCopy.listLabel })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) })
// A rebuild the admin asks for while the hook refuses is answered 502, which the browser logs.
const unexpected = (errors: string[]) => errors.filter((error) => !/status of (404|502)/.test(error))
// The admin looks at the site again every 5 seconds while a rebuild is on its way.
const waitForStatus = { timeout: 20_000, interval: 200 }

async function openEditor(path: string, options: { backend?: 'built'; width?: number } = {}) {
  const opened = await openAdmin(browser, path, {
    as: 'staff',
    timezoneId: timeZone,
    viewport: { width: options.width ?? 1400, height: 1000 },
    backend: options.backend,
  })
  await opened.page.getByRole('button', { name: editorCopy.publish, exact: true }).waitFor()
  return opened
}

/** The next answer of the request-rebuild function to this page. */
const rebuildAnswer = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().includes('/functions/v1/request-rebuild') && response.request().method() === 'POST',
  )

describe('the site’s state for a post, in the admin', () => {
  it('asks for a rebuild when a post is published, and says it is going live with the time it was requested', async () => {
    const slug = unique('freshly-published')
    const title = `Freshly published ${slug}`
    const { page, errors } = await openEditor('/admin/blog/new')
    try {
      await field(page, editorCopy.fields.title).fill(title)
      await field(page, editorCopy.fields.slug).fill(slug)
      await field(page, editorCopy.fields.excerpt).fill(
        'A post published in the browser, which the site should show after a rebuild.',
      )
      await field(page, editorCopy.fields.content).fill('Published **now**.\n')
      const sentBefore = deployHook().requests.length
      const answered = rebuildAnswer(page)
      const article = page.context().waitForEvent('page')
      await publishInEditor(page)
      const response = await answered
      expect(response.status()).toBe(202)
      const accepted = (await response.json()) as RebuildAccepted
      await (await article).close()

      // The function sent the dispatch on to the host's deploy hook.
      await expect.poll(() => deployHook().requests.length, waitForStatus).toBeGreaterThan(sentBefore)
      expect(deployHook().requests.at(-1)).toMatchObject({
        path: '/deploy-hook',
        body: { event: 'content-changed', requested_at: expect.any(String) },
      })
      await expect
        .poll(() => statusText(page), waitForStatus)
        .toMatch(
          new RegExp(
            `^${escape(`${liveCopy.headlines.goingLive}: ${liveCopy.goingLive.shown(clock(accepted.requestedAt))}`)}`,
          ),
        )
      expect(await axeViolations(page)).toEqual([])

      // The list marks it too, until the site shows it.
      await page.getByRole('link', { name: editorCopy.back }).click()
      await expect.poll(() => card(page, title).getByText(liveCopy.markers.goingLive).count(), waitForStatus).toBe(1)
      expect(await axeViolations(page)).toEqual([])
      expect(unexpected(errors)).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  // Staff laptops keep bad time. A post published "now" goes live now by the database's clock: a fast
  // browser must not schedule it, a slow one must not backdate it.
  it.each([30, -30])(
    'publishes a post now by the database’s clock when the browser’s is %i minutes out',
    async (minutes) => {
      const slug = unique(`skewed-clock-${minutes < 0 ? 'slow' : 'fast'}`)
      const { page, errors } = await openEditor('/admin/blog/new')
      try {
        await page.clock.install({ time: Date.now() + minutes * 60_000 })
        await page.reload()
        await field(page, editorCopy.fields.title).fill(`Published by a skewed clock ${slug}`)
        await field(page, editorCopy.fields.slug).fill(slug)
        await field(page, editorCopy.fields.excerpt).fill('A post published from a browser whose clock is wrong.')
        await field(page, editorCopy.fields.content).fill('Published **now**, whatever the laptop says.\n')
        const before = Date.now()
        const answered = rebuildAnswer(page)
        const article = page.context().waitForEvent('page')
        await publishInEditor(page)
        expect((await answered).status()).toBe(202)
        // The article opens: the editor knows the post is on its way, not scheduled.
        await (await article).close()
        await expect
          .poll(() => statusText(page), waitForStatus)
          .toMatch(new RegExp(`^${escape(liveCopy.headlines.goingLive)}: `))

        const { data: stored } = await adminBackend()
          .from('blog_posts')
          .select('published_at')
          .eq('slug', slug)
          .single()
          .throwOnError()
        const publishedAt = Date.parse(stored.published_at!)
        expect(publishedAt).toBeGreaterThanOrEqual(before - 1000)
        expect(publishedAt).toBeLessThanOrEqual(Date.now() + 1000)
        expect(unexpected(errors)).toEqual([])
      } finally {
        await page.context().close()
      }
    },
  )

  it('shows Live for a post nobody has touched since the deployed build, as its /build.json records it, down to 320 px', async () => {
    const built = createServiceClient({ url: inject('supabaseUrl'), key: localServiceRoleKey })
    const { data: post } = await built
      .from('blog_posts')
      .select('id')
      .eq('slug', 'integration-maturity-model')
      .single()
      .throwOnError()
    const { page, errors } = await openEditor(`/admin/blog/edit/${post.id}`, { backend: 'built', width: 320 })
    try {
      await expect
        .poll(() => statusText(page), waitForStatus)
        .toBe(`${liveCopy.headlines.live}: ${liveCopy.live.shown}`)
      expect(await region(page).getByRole('button').count()).toBe(0)
      const box = await region(page).boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true)
      expect(await region(page).evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
      expect(unexpected(errors)).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('says why a post is not yet live when the deploy hook refuses, and Request rebuild asks again', async () => {
    const slug = unique('hook-refuses')
    const { data: post } = await adminBackend()
      .from('blog_posts')
      .insert({
        title: 'A post the hook will not deploy',
        slug,
        excerpt: 'A post whose rebuild the deploy hook refuses at first.',
        content: markdownToDoc('Refused **at first**.\n') as unknown as BlogPostRow['content'],
        author_name: authorFor('team').name,
        author_role: authorFor('team').role,
        category: 'technical',
      })
      .select('id')
      .single()
      .throwOnError()
    deployHook().answer(500)
    const { page, errors } = await openEditor(`/admin/blog/edit/${post.id}`)
    try {
      page.context().on('page', (article) => void article.close())
      await publishInEditor(page)
      await expect
        .poll(() => statusText(page), waitForStatus)
        .toBe(`${liveCopy.headlines.notLive}: ${liveCopy.notLive.trouble.tryAgain}`)
      expect(await axeViolations(page)).toEqual([])

      deployHook().answer(204)
      const sentBefore = deployHook().requests.length
      const retry = region(page).getByRole('button', { name: liveCopy.retry })
      const answered = rebuildAnswer(page)
      await retry.focus()
      await page.keyboard.press('Enter')
      const accepted = (await (await answered).json()) as RebuildAccepted
      await expect
        .poll(() => statusText(page), waitForStatus)
        .toMatch(
          new RegExp(
            `^${escape(`${liveCopy.headlines.goingLive}: ${liveCopy.goingLive.shown(clock(accepted.requestedAt))}`)}`,
          ),
        )
      await expect.poll(() => deployHook().requests.length, waitForStatus).toBeGreaterThan(sentBefore)
      expect(await retry.count()).toBe(0)
      expect(unexpected(errors)).toEqual([])
    } finally {
      deployHook().answer(204)
      await page.context().close()
    }
  })

  it('says a post taken off the site is still there until the rebuild has run, in the editor and the list', async () => {
    const { data: post } = await adminBackend()
      .from('blog_posts')
      .select('id, slug, title')
      .eq('slug', 'automating-month-end-close')
      .single()
      .throwOnError()
    const served = (await (await fetch(new URL('/build.json', inject('baseUrl')))).json()) as {
      posts: Record<string, string>
    }
    expect(Object.keys(served.posts)).toContain(post.slug)
    const { page, errors } = await openEditor(`/admin/blog/edit/${post.id}`)
    try {
      const sentBefore = deployHook().requests.length
      const answered = rebuildAnswer(page)
      await page.getByRole('button', { name: editorCopy.saveDraft }).click()
      await page.getByRole('button', { name: editorCopy.liveDraft.takeOff.published }).click()
      const accepted = (await (await answered).json()) as RebuildAccepted
      await expect
        .poll(() => statusText(page), waitForStatus)
        .toMatch(
          new RegExp(
            `^${escape(`${liveCopy.headlines.stillOnSite}: ${liveCopy.goingLive.hidden(clock(accepted.requestedAt))}`)}`,
          ),
        )
      await expect.poll(() => deployHook().requests.length, waitForStatus).toBeGreaterThan(sentBefore)

      await page.getByRole('link', { name: editorCopy.back }).click()
      await expect.poll(() => card(page, post.title).getByText(liveCopy.markers.leaving).count(), waitForStatus).toBe(1)
      expect(unexpected(errors)).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})

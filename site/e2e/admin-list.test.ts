import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { uploadImage } from '../../cli/images.ts'
import { adminListCopy as copy } from '../copy/admin-list.ts'
import { editPostHref, listFiltersSearch, listPageSize, noListFilters } from '../lib/admin/index.ts'
import { storedWidths, variantPath } from '../lib/images/index.ts'
import { adminBackend, adminBackendUrl, giveFileAdminBackend, openAdmin } from './admin-browser.ts'
import { axeViolations, baseUrl, launchBrowser } from './browser.ts'
import { sidewaysOverflow } from './overflow.ts'

giveFileAdminBackend()

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** The list's reads: a page of posts at a time. */
const listCall = '**/rest/v1/blog_post_list**'
/** Writes to posts, a delete among them. */
const postsCall = '**/rest/v1/blog_posts**'

/** A draft on the admin tests' backend, dated so it comes first, with `changes`; the caller deletes it. */
async function createDraft(
  label: string,
  changes: {
    status?: 'published'
    published_at?: string
    created_at?: string
    category?: string
    featured_image_url?: string
    featured_image_alt?: string
  } = {},
) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  const row = {
    title: `${label} ${stamp}`,
    slug: `admin-list-${stamp}`,
    excerpt: 'A draft the admin list tests write and then delete again.',
    author_name: 'List Tester',
    author_role: 'Team Member',
    category: 'data-integration',
    read_time_minutes: 7,
    featured: true,
    status: 'draft' as const,
    created_at: '2030-10-13T10:00:00Z',
    ...changes,
  }
  const { data, error } = await adminBackend().from('blog_posts').insert(row).select('id').single()
  if (error) throw error
  return { ...row, id: data.id, remove: () => adminBackend().from('blog_posts').delete().eq('id', data.id) }
}

async function countOf(status?: 'published' | 'draft') {
  const query = adminBackend()
    .from('blog_posts')
    .select('id', { count: 'exact', head: true })
    .eq('website_code', 'axon')
  const { count, error } = await (status ? query.eq('status', status) : query)
  if (error) throw error
  return count ?? 0
}

const filterButton = (page: Page, name: string | RegExp) =>
  page.getByRole('group', { name: copy.filters.label }).getByRole('button', { name })
const cards = (page: Page) => page.getByRole('list', { name: copy.listLabel }).getByRole('listitem')
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title }) })
const loaded = (page: Page) => page.getByRole('list', { name: copy.listLabel }).waitFor()
const search = (page: Page) => page.getByRole('searchbox', { name: copy.search.label })
const category = (page: Page) => page.getByRole('combobox', { name: copy.category.label })
// Read in one step: a card read after the list changed under it would be waited for for ever.
const titlesShown = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allInnerTexts()

describe('the admin post list', () => {
  it('lists drafts and published posts with their details, and filters by status, kept in the address', async () => {
    const draft = await createDraft('Listed draft')
    const { page, errors } = await openAdmin(browser, '/admin/blog', { as: 'staff' })
    try {
      await loaded(page)
      const [all, published, drafts] = await Promise.all([countOf(), countOf('published'), countOf('draft')])
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog Posts')
      expect(await page.getByRole('link', { name: copy.newPost }).getAttribute('href')).toBe('/admin/blog/new/')
      expect(await filterButton(page, copy.filters.allWithCount(all)).getAttribute('aria-pressed')).toBe('true')
      expect(await cards(page).count()).toBe(Math.min(all, listPageSize))

      const text = (await card(page, draft.title).innerText()).replace(/\s+/g, ' ')
      for (const part of [
        'Featured',
        'Draft',
        'Oct 13, 2030',
        '7 min read',
        'DATA INTEGRATION',
        'by List Tester',
        draft.excerpt,
      ])
        expect(text).toContain(part)
      expect(await card(page, draft.title).locator('p.line-clamp-2').count()).toBe(1)

      // A draft is not on the site: there is nothing to view there yet.
      expect(await page.getByRole('link', { name: copy.actions.viewLabel(draft.title) }).count()).toBe(0)
      expect(await page.getByRole('link', { name: copy.actions.editLabel(draft.title) }).getAttribute('href')).toBe(
        editPostHref(draft.id),
      )
      expect(await axeViolations(page)).toEqual([])

      await filterButton(page, copy.filters.draft).click()
      await expect.poll(() => cards(page).count()).toBe(drafts)
      expect(new URL(page.url()).search).toBe('?status=draft')
      expect(await filterButton(page, copy.filters.draft).getAttribute('aria-pressed')).toBe('true')
      expect(await card(page, draft.title).count()).toBe(1)
      expect((await cards(page).allInnerTexts()).every((item) => item.includes(copy.statusLabels.draft))).toBe(true)

      await filterButton(page, copy.filters.published).click()
      await expect.poll(() => cards(page).count()).toBe(published)
      expect(await card(page, draft.title).count()).toBe(0)
      // The count of all posts stays, whichever filter is chosen.
      expect(await filterButton(page, copy.filters.allWithCount(all)).getAttribute('aria-pressed')).toBe('false')

      await page.reload()
      await loaded(page)
      expect(await filterButton(page, copy.filters.published).getAttribute('aria-pressed')).toBe('true')
      expect(await cards(page).count()).toBe(published)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
      await draft.remove()
    }
  })

  it('shows a scheduled post as Scheduled with when it goes live in the browser’s time zone, under its own filter', async () => {
    const scheduled = await createDraft('Scheduled post', { status: 'published', published_at: '2099-12-14T09:30:00Z' })
    const { page, errors } = await openAdmin(browser, '/admin/blog', { as: 'staff', timezoneId: 'Asia/Tokyo' })
    try {
      await loaded(page)
      const text = (await card(page, scheduled.title).innerText()).replace(/\s+/g, ' ')
      // 09:30 UTC is 18:30 in Tokyo.
      expect(text).toContain(`${copy.statusLabels.scheduled} `)
      expect(text).toContain(`${copy.goesLive} 14 Dec 2099, 18:30`)
      expect(text).not.toContain(copy.statusLabels.published)

      await filterButton(page, copy.filters.scheduled).click()
      await expect.poll(() => new URL(page.url()).search).toBe('?status=scheduled')
      await expect.poll(() => card(page, scheduled.title).count()).toBe(1)
      expect((await cards(page).allInnerTexts()).every((item) => item.includes(copy.statusLabels.scheduled))).toBe(true)

      await filterButton(page, copy.filters.published).click()
      await expect.poll(() => new URL(page.url()).search).toBe('?status=published')
      // Published means live: every published post but the scheduled one.
      const live = (await countOf('published')) - 1
      await expect.poll(() => cards(page).count()).toBe(live)
      expect(await card(page, scheduled.title).count()).toBe(0)
      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
      await scheduled.remove()
    }
  })

  it('lists posts newest first by the date each card shows: published ones by publication, drafts by creation', async () => {
    // Created long ago but published a minute ago: by its creation it would sink to the bottom.
    const published = await createDraft('Published just now', {
      status: 'published',
      published_at: new Date(Date.now() - 60_000).toISOString(),
      created_at: '2020-01-01T00:00:00Z',
    })
    const draft = await createDraft('Draft from the future')
    const { page, errors } = await openAdmin(browser, '/admin/blog', { as: 'staff' })
    try {
      await loaded(page)
      const dates = await cards(page).evaluateAll((items) =>
        items.map((item) => item.querySelector('time')?.getAttribute('datetime') ?? null),
      )
      const times = dates.map((date) => Date.parse(date!))
      expect(times).toEqual([...times].sort((a, b) => b - a))
      expect((await titlesShown(page)).slice(0, 2)).toEqual([draft.title, published.title])
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
      await published.remove()
      await draft.remove()
    }
  })

  it('searches titles once typing pauses and filters by category, with the status too, and says when nothing matches', async () => {
    const alpha = await createDraft('Search Alpha', { category: 'data-integration' })
    const beta = await createDraft('Search Beta', { category: 'technical' })
    const { page, errors } = await openAdmin(browser, '/admin/blog', { as: 'staff' })
    try {
      await loaded(page)
      const all = await cards(page).count()
      const searches: string[] = []
      page.on('request', (request) => {
        const title = new URL(request.url()).searchParams.get('title')
        if (request.url().includes('/rest/v1/blog_post_list') && title) searches.push(title)
      })
      // Any case, any part of the title, looked up once, when the typing stops.
      await search(page).pressSequentially(alpha.title.slice('Search '.length).toUpperCase())
      await expect.poll(() => titlesShown(page)).toEqual([alpha.title])
      expect(searches).toHaveLength(1)
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: copy.shown(1, 1, 1) })
          .count(),
      ).toBe(1)
      expect(new URL(page.url()).searchParams.get('q')).toBe(alpha.title.slice('Search '.length).toUpperCase())

      await category(page).selectOption({ label: 'Technical Deep Dive' })
      await page.getByText(copy.noMatch).waitFor()
      expect(await cards(page).count()).toBe(0)
      expect(await axeViolations(page)).toEqual([])
      await page.getByRole('button', { name: copy.clearFilters }).click()
      await expect.poll(() => cards(page).count()).toBe(all)
      expect(await search(page).inputValue()).toBe('')
      expect(await category(page).inputValue()).toBe('')
      expect(new URL(page.url()).search).toBe('')
      expect(await search(page).evaluate((input) => input === document.activeElement)).toBe(true)

      // The three filters combine, and a reload keeps them.
      await search(page).fill('search')
      await category(page).selectOption('technical')
      await filterButton(page, copy.filters.draft).click()
      await expect.poll(() => titlesShown(page)).toEqual([beta.title])
      await page.reload()
      await loaded(page)
      expect(await titlesShown(page)).toEqual([beta.title])
      expect(await search(page).inputValue()).toBe('search')
      expect(await category(page).inputValue()).toBe('technical')
      expect(await filterButton(page, copy.filters.draft).getAttribute('aria-pressed')).toBe('true')
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
      await alpha.remove()
      await beta.remove()
    }
  })

  it('shows a small thumbnail of each post’s featured image, or its category’s initial where it has none', async () => {
    const pictured = await createDraft('Pictured draft', {
      featured_image_url: `${baseUrl()}/videos/hero-poster.webp`,
      featured_image_alt: 'A city at night, seen from above',
    })
    const plain = await createDraft('Plain draft', { category: 'process-automation' })
    const { page, errors } = await openAdmin(browser, '/admin/blog?status=draft', { as: 'staff' })
    try {
      await loaded(page)
      const image = card(page, pictured.title).getByRole('img', { name: 'A city at night, seen from above' })
      expect(await image.getAttribute('src')).toBe(pictured.featured_image_url)
      expect(await image.getAttribute('loading')).toBe('lazy')
      expect([await image.getAttribute('width'), await image.getAttribute('height')]).toEqual(['96', '64'])
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)

      expect(await card(page, plain.title).getByRole('img').count()).toBe(0)
      const placeholder = card(page, plain.title).locator('[aria-hidden="true"]').filter({ hasText: /^P$/ })
      expect(await placeholder.count()).toBe(1)
      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
      await pictured.remove()
      await plain.remove()
    }
  })

  it('shows an uploaded image’s thumbnail from its narrowest variant, not the image itself', async () => {
    const stored = await uploadImage(adminBackend(), readFileSync('site/public/videos/hero-poster.webp'), 'poster.webp')
    // Where the admin page, built against the site's backend, finds it: that backend's address, led here.
    const url = stored.url.replace(adminBackendUrl(), inject('supabaseUrl'))
    const pictured = await createDraft('Uploaded picture', { featured_image_url: url, featured_image_alt: 'A skyline' })
    const { page, errors } = await openAdmin(browser, '/admin/blog?status=draft', { as: 'staff' })
    try {
      await loaded(page)
      const image = card(page, pictured.title).getByRole('img', { name: 'A skyline' })
      expect(await image.getAttribute('loading')).toBe('lazy')
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
        .toBe(variantPath(url, 'avif', storedWidths[0]))
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
      await pictured.remove()
    }
  })

  it('links each post visitors can open on the site to its article, in a new tab, and no other', async () => {
    const { data: live } = await adminBackend()
      .from('blog_posts')
      .select('title, slug')
      .eq('slug', 'hidden-cost-legacy-erp')
      .single()
      .throwOnError()
    // Published now, so not in the deployed build yet: visitors cannot open it there.
    const fresh = await createDraft('Published after the build', {
      status: 'published',
      published_at: new Date(Date.now() - 60_000).toISOString(),
    })
    const { page, errors } = await openAdmin(browser, '/admin/blog', { as: 'staff' })
    try {
      await loaded(page)
      const view = page.getByRole('link', { name: copy.actions.viewLabel(live.title) })
      expect(await view.innerText()).toBe(copy.actions.view)
      expect(await view.getAttribute('href')).toBe(`/insights/${live.slug}/`)
      expect(await view.getAttribute('target')).toBe('_blank')
      expect(await view.getAttribute('rel')).toContain('noopener')
      expect(copy.actions.viewLabel(live.title)).toMatch(/\(opens in a new tab\)$/)
      await expect.poll(() => page.getByRole('link', { name: copy.actions.viewLabel(fresh.title) }).count()).toBe(0)
      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
      await fresh.remove()
    }
  })

  it('shows a page of posts at a time, goes to the next, and keeps the page in the address', async () => {
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
    // More drafts than a page holds, each a minute newer than the one before, all newer than any other post.
    const drafts = Array.from({ length: listPageSize + 5 }, (_, index) => ({
      title: `Paged draft ${String(index).padStart(2, '0')} ${stamp}`,
      slug: `admin-list-paged-${index}-${stamp}`,
      excerpt: 'One of many drafts the admin list tests page through.',
      author_name: 'List Tester',
      author_role: 'Team Member',
      category: 'technical',
      created_at: new Date(Date.parse('2040-01-01T00:00:00Z') + index * 60_000).toISOString(),
    }))
    await adminBackend().from('blog_posts').insert(drafts).throwOnError()
    const newestFirst = drafts.map((draft) => draft.title).reverse()
    // The second page opens with the drafts the first had no room for, then goes on with older posts.
    const secondPageOpening = newestFirst.slice(listPageSize)
    const opening = async (page: Page) => (await titlesShown(page)).slice(0, secondPageOpening.length)
    const pages = (page: Page) => page.getByRole('navigation', { name: copy.pages.label })
    const { page, errors } = await openAdmin(browser, '/admin/blog', { as: 'staff' })
    try {
      await loaded(page)
      const all = await countOf()
      const last = Math.ceil(all / listPageSize)
      expect(await titlesShown(page)).toEqual(newestFirst.slice(0, listPageSize))
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: copy.shown(1, listPageSize, all) })
          .count(),
      ).toBe(1)
      expect(await pages(page).getByText(copy.pages.current(1, last)).count()).toBe(1)
      expect(await pages(page).getByRole('link', { name: copy.pages.previous }).count()).toBe(0)

      // By keyboard: the link is reached with Tab, shows where focus is, and goes with Enter.
      const next = pages(page).getByRole('link', { name: copy.pages.next })
      expect(await next.getAttribute('href')).toBe('/admin/blog/?page=2')
      await next.focus()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      expect(
        await next.evaluate((link) => link.matches(':focus-visible') && getComputedStyle(link).outlineStyle !== 'none'),
      ).toBe(true)
      await page.keyboard.press('Enter')
      await expect.poll(() => opening(page)).toEqual(secondPageOpening)
      expect(await cards(page).count()).toBe(Math.min(all - listPageSize, listPageSize))
      expect(new URL(page.url()).search).toBe('?page=2')
      expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => h1 === document.activeElement)).toBe(true)
      const secondPage = copy.shown(listPageSize + 1, Math.min(all, listPageSize * 2), all)
      expect(await page.getByRole('status').filter({ hasText: secondPage }).count()).toBe(1)
      expect(await axeViolations(page)).toEqual([])

      await page.reload()
      await loaded(page)
      expect(await opening(page)).toEqual(secondPageOpening)
      expect(await pages(page).getByText(copy.pages.current(2, last)).count()).toBe(1)
      await page.setViewportSize({ width: 320, height: 800 })
      expect(await sidewaysOverflow(page)).toBeUndefined()

      expect(errors).toEqual([])

      // A page past the end shows the last one, and says so.
      await page.goto('/admin/blog?page=99')
      await loaded(page)
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: copy.pastTheEnd(99, last) })
          .count(),
      ).toBe(1)
      expect(await pages(page).getByText(copy.pages.current(last, last)).count()).toBe(1)

      // Another filter starts again at its first page.
      await pages(page).getByRole('link', { name: copy.pages.previous }).click()
      await expect.poll(() => new URL(page.url()).search).toBe(listFiltersSearch({ ...noListFilters, page: last - 1 }))
      await filterButton(page, copy.filters.draft).click()
      await expect.poll(() => new URL(page.url()).search).toBe('?status=draft')
      await expect.poll(() => titlesShown(page)).toEqual(newestFirst.slice(0, listPageSize))
      // The backend answers the read of a page past the end with 416, which the browser logs; nothing else.
      expect(errors.filter((error) => !error.includes('416'))).toEqual([])
    } finally {
      await page.context().close()
      await adminBackend()
        .from('blog_posts')
        .delete()
        .in(
          'slug',
          drafts.map((draft) => draft.slug),
        )
    }
  })

  it('deletes a post only once the confirmation is accepted, and says so', async () => {
    const draft = await createDraft('Doomed draft')
    const { page, errors } = await openAdmin(browser, '/admin/blog?status=draft', { as: 'staff' })
    try {
      await loaded(page)
      const remove = page.getByRole('button', { name: copy.actions.deleteLabel(draft.title) })
      const dialogs: string[] = []
      page.once('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      await remove.click()
      await expect.poll(() => dialogs).toEqual([copy.confirmDelete(draft.title)])
      expect(await card(page, draft.title).count()).toBe(1)
      expect((await adminBackend().from('blog_posts').select('id').eq('id', draft.id)).data).toHaveLength(1)

      page.once('dialog', (dialog) => void dialog.accept())
      await remove.click()
      await page.getByText(copy.toasts.deleted.description).waitFor()
      expect(await page.getByText(copy.toasts.deleted.title, { exact: true }).count()).toBe(1)
      await expect.poll(() => card(page, draft.title).count()).toBe(0)
      expect((await adminBackend().from('blog_posts').select('id').eq('id', draft.id)).data).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
      await draft.remove()
    }
  })

  it('says when the delete was refused, and keeps the post', async () => {
    const draft = await createDraft('Kept draft')
    const { page } = await openAdmin(browser, '/admin/blog?status=draft', { as: 'staff' })
    try {
      await loaded(page)
      // The backend answers as RLS does when it refuses: no error, no row deleted.
      await page.route(postsCall, (route) =>
        route.request().method() === 'DELETE' ? route.fulfill({ json: [] }) : route.fallback(),
      )
      page.once('dialog', (dialog) => void dialog.accept())
      await page.getByRole('button', { name: copy.actions.deleteLabel(draft.title) }).click()
      await page.getByText(copy.toasts.deleteFailed.description).waitFor()
      expect(await card(page, draft.title).count()).toBe(1)
      expect((await adminBackend().from('blog_posts').select('id').eq('id', draft.id)).data).toHaveLength(1)
    } finally {
      await page.context().close()
      await draft.remove()
    }
  })

  it('says when the posts cannot be loaded, and loads them on Try again', async () => {
    const { page } = await openAdmin(browser, '/admin/blog', { as: 'staff' })
    try {
      await loaded(page)
      await page.route(listCall, (route) => route.abort('internetdisconnected'))
      await page.reload()
      // The admin retries a load the backend did not answer three times (1 s, 2 s, 4 s) before giving up.
      await page.getByText(copy.toasts.loadFailed.description).waitFor({ timeout: 20_000 })
      expect(await page.getByText(copy.loadFailed).count()).toBe(1)
      expect(await page.getByRole('list', { name: copy.listLabel }).count()).toBe(0)
      expect(await axeViolations(page)).toEqual([])

      await page.unroute(listCall)
      await page.getByRole('button', { name: copy.retry }).click()
      await loaded(page)
      expect(await cards(page).count()).toBeGreaterThan(0)
    } finally {
      await page.context().close()
    }
  }, 60_000)

  it('offers to write the first post when there are none', async () => {
    const { page, errors } = await openAdmin(browser, '/admin/blog', { as: 'staff' })
    try {
      await loaded(page)
      await page.route(listCall, (route) => route.fulfill({ json: [] }))
      await page.reload()
      await page.getByText(copy.empty).waitFor()
      expect(await page.getByRole('link', { name: copy.createFirst }).getAttribute('href')).toBe('/admin/blog/new/')
      expect(await filterButton(page, copy.filters.allWithCount(0)).count()).toBe(1)
      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('shows "Loading posts..." as a status while the list loads', async () => {
    const { page } = await openAdmin(browser, '/admin/blog', { as: 'staff' })
    try {
      await loaded(page)
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(listCall, async (route) => {
        await held
        await route.fallback()
      })
      await filterButton(page, copy.filters.published).click()
      const loading = page.getByRole('status').filter({ hasText: copy.loading })
      await expect.poll(() => loading.count()).toBe(1)
      expect(await cards(page).count()).toBe(0)
      release()
      await loaded(page)
      expect(await loading.count()).toBe(0)
    } finally {
      await page.context().close()
    }
  })
})

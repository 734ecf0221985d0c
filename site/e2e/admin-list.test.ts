import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminListCopy as copy } from '../copy/admin-list.ts'
import { editPostPath } from '../lib/admin/index.ts'
import { adminBackend, giveFileAdminBackend, openAdmin } from './admin-browser.ts'
import { axeViolations, launchBrowser } from './browser.ts'

giveFileAdminBackend()

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const listCall = '**/rest/v1/blog_posts**'

/** A draft on the admin tests' backend, dated so it comes first, with `changes`; the caller deletes it. */
async function createDraft(label: string, changes: { status?: 'published'; published_at?: string } = {}) {
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

describe('the admin post list', () => {
  it('lists drafts and published posts with their details, and filters by status, kept in the address', async () => {
    const draft = await createDraft('Listed draft')
    const { page, errors } = await openAdmin(browser, '/admin/blog', { as: 'staff' })
    try {
      await loaded(page)
      const [all, published, drafts] = await Promise.all([countOf(), countOf('published'), countOf('draft')])
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog Posts')
      expect(await page.getByRole('link', { name: copy.newPost }).getAttribute('href')).toBe('/admin/blog/new')
      expect(await filterButton(page, copy.filters.allWithCount(all)).getAttribute('aria-pressed')).toBe('true')
      expect(await cards(page).count()).toBe(all)

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

      const view = page.getByRole('link', { name: copy.actions.viewLabel(draft.title) })
      expect(await view.getAttribute('href')).toBe(`/insights/${draft.slug}`)
      expect(await view.getAttribute('target')).toBe('_blank')
      expect(await view.getAttribute('rel')).toContain('noopener')
      expect(await page.getByRole('link', { name: copy.actions.editLabel(draft.title) }).getAttribute('href')).toBe(
        editPostPath(draft.id),
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
      await expect.poll(() => dialogs).toEqual([`Are you sure you want to delete "${draft.title}"?`])
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
      await page.route(listCall, (route) =>
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
      expect(await page.getByRole('link', { name: copy.createFirst }).getAttribute('href')).toBe('/admin/blog/new')
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

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { measurePage } from '../../scripts/bench/lib.ts'
import { assetReader } from '../../scripts/bench/site.ts'
import { localServiceRoleKey } from '../../supabase/local/index.ts'
import { adminCopy } from '../copy/admin.ts'
import { createServiceClient } from '../lib/supabase/service.ts'
import { axeViolations, baseUrl, launchBrowser, openPage, sitePath } from './browser.ts'
import { publicRoutes } from './routes.ts'

const staff = inject('staffAccount')
const reader = inject('readerAccount')
const postId = '3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel(adminCopy.signIn.email).fill(account.email)
  await page.getByLabel(adminCopy.signIn.password).fill(account.password)
  await page.getByRole('button', { name: adminCopy.signIn.submit }).click()
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

describe('signing in to the admin', () => {
  it('shows the sign-in form to a visitor who is not signed in, with no admin content', async () => {
    const { page, errors } = await openPage(browser, '/admin/blog')
    try {
      await expect.poll(() => heading(page).textContent()).toBe(adminCopy.signIn.heading)
      expect(await page.getByLabel(adminCopy.signIn.email).getAttribute('type')).toBe('email')
      expect(await page.getByLabel(adminCopy.signIn.password).getAttribute('type')).toBe('password')
      expect(await page.getByText('Blog Posts', { exact: true }).count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('keeps a staff member on the form with a clear error after a wrong password', async () => {
    const { page } = await openPage(browser, '/admin/blog')
    try {
      await signIn(page, { email: staff.email, password: 'not-the-password' })
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toMatch(/e-mail address or password is not correct/)
      expect(await heading(page).textContent()).toBe(adminCopy.signIn.heading)
      expect(await page.getByLabel(adminCopy.signIn.password).getAttribute('aria-invalid')).toBe('true')
      expect(sitePath(page.url())).toBe('/admin/blog')
    } finally {
      await page.context().close()
    }
  })

  it('says so when the sign-in service cannot be reached', async () => {
    const { page } = await openPage(browser, '/admin/blog')
    try {
      await page.route(`${inject('supabaseUrl')}/auth/v1/**`, (route) => route.abort('internetdisconnected'))
      await signIn(page, staff)
      await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/could not be reached/)
      expect(await heading(page).textContent()).toBe(adminCopy.signIn.heading)
    } finally {
      await page.context().close()
    }
  })

  it('shows a staff member the page they asked for, at the same address, and keeps them signed in on reload', async () => {
    const { page, errors } = await openPage(browser, '/admin/blog/new')
    try {
      await signIn(page, staff)
      await expect.poll(() => heading(page).textContent()).toBe('New Article')
      expect(sitePath(page.url())).toBe('/admin/blog/new')
      expect(await page.getByRole('banner').textContent()).toContain(staff.email)
      await page.reload()
      await expect.poll(() => heading(page).textContent()).toBe('New Article')
      await page.goto('/admin/blog')
      await expect.poll(() => heading(page).textContent()).toBe('Blog Posts')
      await page.getByRole('button', { name: adminCopy.bar.signOut }).click()
      await expect.poll(() => heading(page).textContent()).toBe(adminCopy.signIn.heading)
      await page.reload()
      await expect.poll(() => heading(page).textContent()).toBe(adminCopy.signIn.heading)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('refuses a signed-in user who is not staff, shows who they are, and lets them sign out', async () => {
    const { page } = await openPage(browser, '/admin/blog')
    try {
      await signIn(page, reader)
      await expect.poll(() => page.getByText(adminCopy.notAuthorised.message).isVisible()).toBe(true)
      expect(await page.locator('main').textContent()).toContain(reader.email)
      expect(await page.getByText('Blog Posts', { exact: true }).count()).toBe(0)
      await page.reload()
      await expect.poll(() => page.getByText(adminCopy.notAuthorised.message).isVisible()).toBe(true)
      await page.getByRole('button', { name: adminCopy.bar.signOut }).click()
      await expect.poll(() => heading(page).textContent()).toBe(adminCopy.signIn.heading)
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('auth-token')))).toEqual(
        [],
      )
    } finally {
      await page.context().close()
    }
  })

  it('opens a post’s editor at /admin/blog/edit/<id>, which a static host has no file for', async () => {
    const { page } = await openPage(browser, '/admin/blog')
    try {
      await signIn(page, staff)
      await expect.poll(() => heading(page).textContent()).toBe('Blog Posts')
      await page.goto(`/admin/blog/edit/${postId}`)
      await expect.poll(() => heading(page).textContent()).toBe('This post could not be opened')
      await page
        .getByRole('alert')
        .getByText(/no post with this address/)
        .waitFor()
      const { data: post } = await createServiceClient({ url: inject('supabaseUrl'), key: localServiceRoleKey })
        .from('blog_posts')
        .select('id, title')
        .limit(1)
        .single()
        .throwOnError()
      await page.goto(`/admin/blog/edit/${post.id}`)
      await expect.poll(() => heading(page).textContent()).toBe('Edit Article')
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/admin/blog/edit/${post.id}`)
      expect(await page.getByLabel(/^Title/).inputValue()).toBe(post.title)
      expect(await page.title()).toBe('Edit Article | Axon Intelligence')
    } finally {
      await page.context().close()
    }
  })

  it('leaves any other address under /admin/ to the site’s 404 page', async () => {
    const { page, errors } = await openPage(browser, '/admin/blog/edit/not%20a%20post')
    try {
      expect(await heading(page).textContent()).toBe('Oops! Page not found')
      expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).count()).toBe(1)
      await page.waitForLoadState('networkidle')
      expect(errors.filter((error) => !error.includes('404'))).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('has no WCAG 2.2 A or AA violations on the sign-in form', async () => {
    const { page } = await openPage(browser, '/admin/blog')
    try {
      await expect.poll(() => heading(page).textContent()).toBe(adminCopy.signIn.heading)
      expect(await axeViolations(page)).toEqual([])
      await signIn(page, { email: staff.email, password: 'not-the-password' })
      await page.getByRole('alert').waitFor()
      expect(await axeViolations(page)).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})

describe('admin pages as files', () => {
  const adminPaths = ['/admin/blog', '/admin/blog/new', '/admin/blog/edit']

  it.each(adminPaths)('%s is a prerendered empty shell that search engines are told not to index', async (path) => {
    const response = await fetch(new URL(path, baseUrl()))
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/)
    expect(html).toMatch(/<div id="root"><\/div>/)
  })

  it('are left out of the sitemap and disallowed in robots.txt', async () => {
    const sitemap = await (await fetch(new URL('/sitemap.xml', baseUrl()))).text()
    expect(sitemap).not.toContain('/admin')
    expect(await (await fetch(new URL('/robots.txt', baseUrl()))).text()).toContain('Disallow: /admin/')
  })

  const clientDir = inject('clientDir')
  const assets = readdirSync(join(clientDir, 'assets'), { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  )
  const adminCode = new Set(
    assets
      .filter((file) => {
        const source = readFileSync(join(clientDir, 'assets', file), 'utf8')
        return source.includes(adminCopy.checking) || source.includes(adminCopy.signIn.heading)
      })
      .map((file) => `/assets/${file}`),
  )

  it('never load on a public page', async () => {
    expect(adminCode.size).toBeGreaterThan(0)
    // Every script a public page runs as it starts, as the bench counts them: its own, what they import, and the page code the router loads.
    // One reader for every page: each file read once, and compressed once for its sizes.
    const readAsset = assetReader(clientDir)
    const htmlFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)
    const referenced = [...publicRoutes.map((route) => htmlFile(route.path)), '404.html'].flatMap((file) =>
      measurePage(readFileSync(join(clientDir, file), 'utf8'), readAsset)
        .assets.filter((asset) => adminCode.has(asset.path))
        .map((asset) => `${file} → ${asset.path}`),
    )
    expect(referenced).toEqual([])

    // And what a browser actually fetches on the public pages that run React.
    const loaded: string[] = []
    for (const path of ['/', '/insights', '/contact', '/presentations/unifysuite360', '/no/such-page']) {
      const context = await browser.newContext({ baseURL: baseUrl() })
      const page = await context.newPage()
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        if (adminCode.has(pathname)) loaded.push(`${path} → ${pathname}`)
      })
      await page.goto(path, { waitUntil: 'networkidle' })
      await context.close()
    }
    expect(loaded).toEqual([])
  })
})

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { adminCopy } from '../copy/admin.ts'
import { adminPaths, inboxPaths } from '../lib/admin/index.ts'
import { launchBrowser, openPage } from './browser.ts'

const copy = adminCopy.noScript
const adminPages = [...Object.values(adminPaths), ...Object.values(inboxPaths)]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

it.each(adminPages)('%s says, with JavaScript off, that the admin needs it and what to do', async (path) => {
  const { page } = await openPage(browser, path, { javaScriptEnabled: false })
  try {
    const heading = page.getByRole('heading', { level: 1, name: copy.heading })
    expect(await heading.isVisible()).toBe(true)
    const notice = page.getByRole('main')
    expect(await notice.innerText()).toContain(copy.fix)
    expect(await notice.innerText()).toContain(copy.command)
    expect(await page.getByRole('link', { name: copy.home }).getAttribute('href')).toBe('/')
    // Set as the admin's own headings are, not in the browser's default serif.
    const font = await heading.evaluate((element) => getComputedStyle(element).fontFamily)
    expect(font).not.toMatch(/^(serif|"?Times)/)
    expect(await heading.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('700')
  } finally {
    await page.context().close()
  }
})

it('shows nothing of it where JavaScript runs: the admin asks for a sign-in instead', async () => {
  const { page } = await openPage(browser, adminPaths.list)
  try {
    await page.getByRole('heading', { level: 1, name: adminCopy.signIn.heading }).waitFor()
    expect(await page.getByRole('heading', { name: copy.heading }).count()).toBe(0)
  } finally {
    await page.context().close()
  }
})

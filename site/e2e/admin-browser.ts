import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { adminCopy } from '../copy/admin.ts'
import { createServiceClient } from '../lib/supabase/service.ts'
import { localServiceRoleKey } from '../../supabase/local/index.ts'
import { baseUrl, type OpenedPage } from './browser.ts'

/** The built site's backend, as its pages call it. */
const builtBackend = () => inject('supabaseUrl')
/** Where the admin tests' pages are really answered: a backend of their own. */
export const adminBackendUrl = (): string => inject('adminSupabaseUrl')

/** A service-role client on the admin tests' backend, to arrange posts and to check what a save stored. */
export function adminBackend() {
  return createServiceClient({ url: adminBackendUrl(), key: localServiceRoleKey })
}

export type AdminAccount = 'staff' | 'reader'

const accounts = { staff: () => inject('staffAccount'), reader: () => inject('readerAccount') }

/**
 * Opens a page of the built site in a fresh context whose calls to the backend go to the admin tests'
 * backend instead, and, with `as`, signs in through the admin's own form first. Console errors and
 * uncaught exceptions are recorded, as openPage does.
 */
export async function openAdmin(browser: Browser, path: string, { as, ...options }: BrowserContextOptions & { as?: AdminAccount } = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL: baseUrl(), ...options })
  const from = builtBackend()
  const to = adminBackendUrl()
  await context.route(`${from}/**`, async (route) => {
    const response = await route.fetch({ url: to + route.request().url().slice(from.length) })
    await route.fulfill({ response })
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(path)
  if (as) await signInThroughForm(page, as)
  return { page, errors }
}

/** Signs in with the admin's form and waits until it has gone (the gate then shows the page asked for). */
export async function signInThroughForm(page: Page, account: AdminAccount): Promise<void> {
  const { email, password } = accounts[account]()
  await page.getByLabel(adminCopy.signIn.email).fill(email)
  await page.getByLabel(adminCopy.signIn.password).fill(password)
  await page.getByRole('button', { name: adminCopy.signIn.submit }).click()
  await expect.poll(() => page.getByRole('heading', { level: 1, name: adminCopy.signIn.heading }).count()).toBe(0)
}

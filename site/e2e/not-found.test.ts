import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { axeViolations, baseUrl, launchBrowser } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

it('answers an unknown path with the 404 page, which logs the path and leads home', async () => {
  const context = await browser.newContext({ baseURL: baseUrl() })
  const page = await context.newPage()
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  const response = await page.goto('/no/such-page')
  expect(response?.status()).toBe(404)
  expect(await page.locator('h1').textContent()).toBe('Oops! Page not found')
  await expect.poll(() => page.getByText('404', { exact: true }).isVisible()).toBe(true)
  expect(await page.title()).toBe('Page Not Found | Axon Intelligence')
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
  // The page logs the path once it has hydrated.
  await expect.poll(() => logged.some((line) => line.includes('/no/such-page'))).toBe(true)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await page.waitForURL(baseUrl() + '/')
  expect(await page.locator('h1').textContent()).toContain('Central Nervous System')
  await page.goto('/no/such-page')
  expect(await axeViolations(page)).toEqual([])
  await context.close()
})

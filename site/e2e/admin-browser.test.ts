import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { localAnonKey, localServiceRoleKey } from '../../supabase/local/index.ts'
import { createServiceClient } from '../lib/supabase/service.ts'
import { adminBackend, giveFileAdminBackend, openAdmin } from './admin-browser.ts'
import { launchBrowser } from './browser.ts'

giveFileAdminBackend()

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

it('answers the admin tests’ pages from their own backend: a draft made there is seen there only', async () => {
  const { data: source, error } = await adminBackend().from('blog_posts').select('*').limit(1).single()
  expect(error).toBeNull()
  const { id: _id, created_at: _created, ...fields } = source!
  const title = `Routed draft ${Date.now()}`
  const inserted = await adminBackend()
    .from('blog_posts')
    .insert({ ...fields, title, slug: `routed-draft-${Date.now()}`, status: 'draft', published_at: null })
    .select('id')
    .single()
  expect(inserted.error).toBeNull()
  const { page, errors } = await openAdmin(browser, '/admin/blog', { as: 'staff' })
  try {
    // The page asks the backend it was built against, as a signed-in staff member; the answer comes from the admin tests' one.
    const titles = await page.evaluate(
      async ({ url, anonKey, title }) => {
        const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'))!
        const { access_token: token } = JSON.parse(localStorage.getItem(key)!) as { access_token: string }
        const response = await fetch(`${url}/rest/v1/blog_posts?select=title&title=eq.${encodeURIComponent(title)}`, {
          headers: { apikey: anonKey, authorization: `Bearer ${token}` },
        })
        return ((await response.json()) as { title: string }[]).map((row) => row.title)
      },
      { url: inject('supabaseUrl'), anonKey: localAnonKey, title },
    )
    expect(titles).toEqual([title])
    const builtBackend = createServiceClient({ url: inject('supabaseUrl'), key: localServiceRoleKey })
    expect((await builtBackend.from('blog_posts').select('id').eq('title', title)).data).toEqual([])
    expect(errors).toEqual([])
  } finally {
    await page.context().close()
    await adminBackend().from('blog_posts').delete().eq('id', inserted.data!.id)
  }
})

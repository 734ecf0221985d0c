import { createClient } from '@supabase/supabase-js'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { seedPostsIfEmpty } from '../../scripts/build/seed-posts.ts'
import { startHost, type Host } from '../../supabase/functions/request-rebuild/__fixtures__/host.ts'
import {
  localPublishableKey,
  localServiceRoleKey,
  startLocalSupabase,
  type LocalSupabase,
} from '../../supabase/local/index.ts'
import { editorCopy } from '../copy/admin-editor.ts'
import { clientOptions } from '../lib/supabase/options.ts'
import { createServiceClient } from '../lib/supabase/service.ts'
import { baseUrl, recordErrors, type OpenedPage } from './browser.ts'

/** The built site's backend, as its pages call it. */
const builtBackend = () => inject('supabaseUrl')

let backend: LocalSupabase | undefined
let hook: Host | undefined

/**
 * Gives the calling test file a backend of its own (in memory, content/ published, the staff and
 * reader accounts), which its admin pages talk to instead of the built site's: posts one file makes
 * or deletes are then never seen by another file's tests running beside it. Its request-rebuild
 * function sends to a deploy hook of the file's own (deployHook()); `functionSecrets`, read when the
 * backend starts, gives its functions more. Call it at the top of the file.
 */
export function giveFileAdminBackend(functionSecrets: () => Record<string, string> = () => ({})): void {
  beforeAll(async () => {
    hook = await startHost()
    // Its request-rebuild function sends to the file's own hook, coalescing over a second.
    backend = await startLocalSupabase({
      port: 0,
      functionSecrets: {
        REBUILD_HOOK_URL: `${hook.url}/deploy-hook`,
        REBUILD_COALESCE_SECONDS: '1',
        ...functionSecrets(),
      },
    })
    await seedPostsIfEmpty(backend.url)
    await backend.createUser(inject('staffAccount'), { staffOf: 'axon' })
    await backend.createUser(inject('readerAccount'))
  }, 120_000)
  afterAll(async () => {
    await backend?.stop()
    await hook?.close()
  })
}

/** The deploy hook the admin tests' backend requests rebuilds from: what it received, and how it answers. */
export function deployHook(): Host {
  if (!hook) throw new Error('This test file has no admin backend: call giveFileAdminBackend() at its top.')
  return hook
}

/** Where the admin tests' pages are really answered. */
export function adminBackendUrl(): string {
  if (!backend) throw new Error('This test file has no admin backend: call giveFileAdminBackend() at its top.')
  return backend.url
}

/** A service-role client on the admin tests' backend, to arrange posts and to check what a save stored. */
export function adminBackend() {
  return createServiceClient({ url: adminBackendUrl(), key: localServiceRoleKey })
}

export type AdminAccount = 'staff' | 'reader'

const accounts = { staff: () => inject('staffAccount'), reader: () => inject('readerAccount') }

/**
 * Opens a page of the built site in a fresh context whose calls to the backend go to the test file's
 * own backend instead (or, with `backend: 'built'`, to the one the site was built from, to read only),
 * and, with `as`, as that account, signed in. Console errors and uncaught exceptions
 * are recorded, as openPage does.
 */
export async function openAdmin(
  browser: Browser,
  path: string,
  {
    as,
    backend: which = 'file',
    ...options
  }: BrowserContextOptions & { as?: AdminAccount; backend?: 'file' | 'built' } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL: baseUrl(), ...options })
  if (which === 'file') {
    const from = builtBackend()
    const to = adminBackendUrl()
    await context.route(`${from}/**`, async (route) => {
      try {
        const response = await route.fetch({ url: to + route.request().url().slice(from.length) })
        await route.fulfill({ response })
      } catch (error) {
        // A test closes its context once it has seen what it needs, maybe while a call is on its way:
        // that call then has no page to answer. Any other failure is the test's.
        if (!context.isClosed()) throw error
      }
    })
  }
  if (as) await placeSession(context, await signedInStorage(which === 'file' ? adminBackendUrl() : builtBackend(), as))
  const page = await context.newPage()
  const errors = await recordErrors(page)
  await page.goto(path)
  return { page, errors }
}

/**
 * What supabase-js keeps in a browser's storage once `account` has signed in on the backend at `url`:
 * a session of its own for each page opened, as a staff member who signed in has. (The sign-in form
 * itself is tested in admin-auth.test.ts; going through it for every page cost each a second render.)
 */
async function signedInStorage(url: string, account: AdminAccount): Promise<Record<string, string>> {
  const items: Record<string, string> = {}
  const options = clientOptions({ persistSession: true })
  const client = createClient(url, localPublishableKey, {
    ...options,
    auth: {
      ...options.auth,
      autoRefreshToken: false,
      storage: {
        getItem: (key) => items[key] ?? null,
        setItem: (key, value) => void (items[key] = value),
        removeItem: (key) => void delete items[key],
      },
    },
  })
  const { error } = await client.auth.signInWithPassword(accounts[account]())
  if (error) throw new Error(`Signing the ${account} account in failed: ${error.message}`)
  return items
}

/**
 * Puts a session into the context's storage before its first page loads, once: a page that signs
 * out stays signed out when reloaded. (Both backends are on 127.0.0.1, so the browser keeps the
 * session under the name supabase-js gave it here.)
 */
async function placeSession(context: BrowserContext, items: Record<string, string>): Promise<void> {
  await context.addInitScript((session) => {
    const placed = 'axon-tests:session-placed'
    if (localStorage.getItem(placed) !== null) return
    for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value)
    localStorage.setItem(placed, 'yes')
  }, items)
}

/** The editor's question before a publish: what goes live, where and when. */
export const publishDialog = (page: Page) => page.getByRole('dialog', { name: editorCopy.publishDialog.heading })

/** Publishes the post open in the editor as staff do: Publish, then yes in the dialog that asks first. */
export async function publishInEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: editorCopy.publish, exact: true }).click()
  await publishDialog(page)
    .getByRole('button', {
      name: new RegExp(`^(${editorCopy.publishDialog.confirm}|${editorCopy.publishDialog.confirmScheduled})$`),
    })
    .click()
}

import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { enquiryCopy, eraseCopy, inboxCopy } from '../copy/admin-enquiries.ts'
import { exportFileName } from '../lib/admin/enquiries/index.ts'
import { formatDateTime } from '../lib/admin/index.ts'
import type { Database } from '../lib/supabase/database.types.ts'
import { adminBackend, giveFileAdminBackend, openAdmin } from './admin-browser.ts'
import { axeViolations, launchBrowser } from './browser.ts'

giveFileAdminBackend()

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

type EnquiryInsert = Database['public']['Tables']['contact_enquiries']['Insert']

/** Enquiries as the contact form stores them, on this file's backend; returns their ids in order. */
async function seed(rows: Partial<EnquiryInsert>[]): Promise<string[]> {
  const { data, error } = await adminBackend()
    .from('contact_enquiries')
    .insert(
      rows.map((row) => ({
        name: 'Visitor',
        email: 'visitor@example.com',
        company: 'Example Ltd',
        message: 'Hello.',
        ...row,
      })),
      { defaultToNull: false },
    )
    .select('id')
  if (error) throw new Error(error.message)
  return data.map((row) => row.id)
}

async function stored(id: string) {
  const { data, error } = await adminBackend()
    .from('contact_enquiries')
    .select('status, notes, review, notification_due_at, notified_at')
    .eq('id', id)
    .maybeSingle()
  if (error) throw new Error(error.message)
  return data
}

// Each test starts from an empty inbox, so the counts it sees are its own.
beforeEach(async () => {
  const { error } = await adminBackend().from('contact_enquiries').delete().neq('name', '')
  if (error) throw new Error(error.message)
})

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const filterButton = (page: Page, name: string | RegExp) =>
  page.getByRole('group', { name: inboxCopy.filters.label }).getByRole('button', { name })
const rows = (page: Page) => page.getByRole('list', { name: inboxCopy.listLabel }).getByRole('listitem')
// Read in one step: the list may change between finding its rows and reading each (a filter just
// chosen), and a row read after it went would wait for it for ever.
const rowNames = (page: Page) => rows(page).getByRole('heading', { level: 2 }).getByRole('link').allInnerTexts()
const search = (page: Page) => page.getByRole('searchbox', { name: inboxCopy.search.label })
const newCountLink = (page: Page, n: number) => page.getByRole('link', { name: inboxCopy.nav.newCount(n), exact: true })

describe('the enquiry inbox', () => {
  it('shows the number of new enquiries in the header of every admin page, refreshed on focus', async () => {
    await seed([
      { name: 'Ana' },
      { name: 'Bo' },
      { name: 'Cy', status: 'in_progress' },
      { name: 'Di', flagged_reason: 'honeypot_filled' },
    ])
    const { page, errors } = await openAdmin(browser, '/admin/blog', { as: 'staff' })
    try {
      const nav = page.getByRole('navigation', { name: inboxCopy.nav.label })
      await expect.poll(() => newCountLink(page, 2).count()).toBe(1)
      expect(await newCountLink(page, 2).getAttribute('href')).toBe('/admin/enquiries/')
      expect(await nav.getByRole('link', { name: inboxCopy.nav.enquiries, exact: true }).getAttribute('href')).toBe(
        '/admin/enquiries/',
      )
      await seed([{ name: 'Ed' }])
      // Coming back to the tab counts again.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })))
      await expect.poll(() => newCountLink(page, 3).count()).toBe(1)

      await newCountLink(page, 3).click()
      await page.waitForURL('**/admin/enquiries/')
      await expect.poll(() => rows(page).count()).toBe(3)
      expect(await nav.getByRole('link', { name: inboxCopy.nav.posts }).getAttribute('href')).toBe('/admin/blog/')
      expect(
        await nav.getByRole('link', { name: inboxCopy.nav.enquiries, exact: true }).getAttribute('aria-current'),
      ).toBe('page')
      expect(await newCountLink(page, 3).count()).toBe(1)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('filters with counts and searches, kept in the address; every control labelled; no axe violation', async () => {
    const olaAt = minutesAgo(60)
    await seed([
      { name: 'Nia New', company: 'Acme, (UK) Ltd', created_at: minutesAgo(1) },
      { name: 'Ola Older', message: 'First line\nSecond line', created_at: olaAt },
      { name: 'Pia Working', status: 'in_progress', created_at: minutesAgo(2) },
      { name: 'Quin Closed', status: 'closed', created_at: minutesAgo(3) },
      { name: 'Rex Flagged', flagged_reason: 'filled_too_fast', created_at: minutesAgo(4) },
      { name: 'Sam Spam', flagged_reason: 'honeypot_filled', review: 'spam', created_at: minutesAgo(5) },
      {
        name: 'Tia Failed',
        notification_error: 'Resend answered 500',
        notification_attempts: 3,
        created_at: minutesAgo(6),
      },
    ])
    const { page, errors } = await openAdmin(browser, '/admin/enquiries', { as: 'staff', timezoneId: 'Asia/Tokyo' })
    try {
      await expect.poll(() => rowNames(page)).toEqual(['Nia New', 'Tia Failed', 'Ola Older'])
      const names = inboxCopy.filters.names
      for (const [filter, n] of [
        ['new', 3],
        ['in_progress', 1],
        ['closed', 1],
        ['flagged', 1],
        ['all', 6],
        ['spam', 1],
      ] as const)
        await expect.poll(() => filterButton(page, inboxCopy.filters.withCount(names[filter], n)).count()).toBe(1)
      expect(await filterButton(page, /^New/).getAttribute('aria-pressed')).toBe('true')

      const ola = rows(page).filter({ hasText: 'Ola Older' })
      expect(await ola.innerText()).toContain('First line')
      expect(await ola.innerText()).not.toContain('Second line')
      expect(await ola.innerText()).toContain('1 hour ago')
      // When, in the staff member's time zone.
      expect(await ola.innerText()).toContain(formatDateTime(olaAt, 'Asia/Tokyo'))
      expect(await rows(page).filter({ hasText: 'Tia Failed' }).innerText()).toContain(inboxCopy.notificationFailed)
      expect(await axeViolations(page)).toEqual([])

      await filterButton(page, /^Flagged/).click()
      await expect.poll(() => rowNames(page)).toEqual(['Rex Flagged'])
      expect(new URL(page.url()).search).toBe('?filter=flagged')
      expect(await rows(page).first().innerText()).toContain(inboxCopy.flagged)

      await filterButton(page, /^All/).click()
      await expect.poll(() => rows(page).count()).toBe(6)
      expect(await rowNames(page)).not.toContain('Sam Spam')
      await filterButton(page, /^Spam/).click()
      await expect.poll(() => rowNames(page)).toEqual(['Sam Spam'])

      // By keyboard: from the filters to the search, which takes commas and parentheses as typed.
      await filterButton(page, /^All/).focus()
      await page.keyboard.press('Enter')
      await search(page).focus()
      await page.keyboard.type('acme, (uk)')
      await expect.poll(() => rowNames(page)).toEqual(['Nia New'])
      expect(new URL(page.url()).search).toBe('?filter=all&q=acme%2C+%28uk%29')
      await page.reload()
      await expect.poll(() => rowNames(page)).toEqual(['Nia New'])
      expect(await search(page).inputValue()).toBe('acme, (uk)')

      await search(page).fill('no such words')
      await expect.poll(() => page.getByText(inboxCopy.noMatch).count()).toBe(1)
      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('opens an enquiry, moves it New → In progress → Closed with a note, and shows the history', async () => {
    const [id = ''] = await seed([
      {
        name: 'Uma Lead',
        company: 'Umbrella plc',
        role: 'CIO',
        email: 'uma@umbrella.example',
        phone: '+44 20 7946 0000',
        message: 'Line one\n    indented <b>not bold</b>\n\nLast line',
        page_path: '/contact',
        landing_path: '/insights/api-first-integration',
        referrer: 'https://www.google.com',
        utm_source: 'newsletter',
        utm_campaign: 'autumn',
        notified_at: minutesAgo(1),
      },
    ])
    const { page, errors } = await openAdmin(browser, '/admin/enquiries', { as: 'staff' })
    try {
      await page.getByRole('link', { name: inboxCopy.open('Uma Lead', 'Umbrella plc') }).click()
      await page.waitForURL((url) => url.pathname + url.search === `/admin/enquiries/enquiry/?id=${id}`)
      await page.getByRole('heading', { level: 1, name: /Uma Lead/ }).waitFor()

      const message = page.getByRole('region', { name: enquiryCopy.message })
      expect(await message.locator('p').textContent()).toBe('Line one\n    indented <b>not bold</b>\n\nLast line')
      expect(await message.locator('b').count()).toBe(0)
      expect(await page.getByRole('link', { name: 'uma@umbrella.example' }).getAttribute('href')).toBe(
        'mailto:uma@umbrella.example',
      )
      expect(await page.getByRole('link', { name: '+44 20 7946 0000' }).getAttribute('href')).toBe('tel:+442079460000')
      const origin = await page.getByRole('region', { name: enquiryCopy.origin.heading }).innerText()
      for (const part of [
        '/contact',
        '/insights/api-first-integration',
        'https://www.google.com',
        'newsletter',
        'autumn',
      ])
        expect(origin).toContain(part)
      expect(await page.getByRole('region', { name: enquiryCopy.delivery.heading }).innerText()).toContain(
        'Notification e-mail sent',
      )
      expect(await page.getByRole('button', { name: enquiryCopy.delivery.sendAgain }).count()).toBe(0)
      expect(await axeViolations(page)).toEqual([])

      const statuses = page.getByRole('group', { name: enquiryCopy.status.label })
      // By keyboard, then by pointer.
      await statuses.getByRole('button', { name: 'In progress' }).focus()
      await page.keyboard.press('Enter')
      await expect
        .poll(() => statuses.getByRole('button', { name: 'In progress' }).getAttribute('aria-pressed'))
        .toBe('true')
      await statuses.getByRole('button', { name: 'Closed' }).click()
      await expect.poll(async () => (await stored(id))?.status).toBe('closed')

      await page.getByRole('textbox', { name: enquiryCopy.notes.label }).fill('Called back; proposal sent.')
      await page.getByRole('button', { name: enquiryCopy.notes.save }).click()
      await expect.poll(async () => (await stored(id))?.notes).toBe('Called back; proposal sent.')

      const history = page.getByRole('region', { name: enquiryCopy.history.heading })
      await expect
        .poll(() => history.getByRole('listitem').allInnerTexts())
        .toEqual([
          expect.stringContaining('You moved it from New to In progress'),
          expect.stringContaining('You moved it from In progress to Closed'),
          expect.stringContaining('You changed the notes'),
        ])
      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('reports notes someone else saved meanwhile instead of writing over them', async () => {
    const [id = ''] = await seed([{ name: 'Vic Contested' }])
    const { page, errors } = await openAdmin(browser, `/admin/enquiries/enquiry?id=${id}`, { as: 'staff' })
    try {
      const notes = page.getByRole('textbox', { name: enquiryCopy.notes.label })
      await notes.fill('Mine')
      await adminBackend().from('contact_enquiries').update({ notes: 'Theirs' }).eq('id', id).throwOnError()
      await page.getByRole('button', { name: enquiryCopy.notes.save }).click()
      const alert = page.getByRole('alert').filter({ hasText: enquiryCopy.notes.conflict.heading })
      await alert.waitFor()
      expect(await alert.innerText()).toContain('Theirs')
      expect((await stored(id))?.notes).toBe('Theirs')
      await alert.getByRole('button', { name: enquiryCopy.notes.conflict.overwrite }).click()
      await expect.poll(async () => (await stored(id))?.notes).toBe('Mine')
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('exports the current filter, every page, as a spreadsheet-safe CSV', async () => {
    await seed([
      ...Array.from({ length: 30 }, (_, index) => ({ name: `Bulk ${index}`, created_at: minutesAgo(100 + index) })),
      {
        name: '=HYPERLINK("http://evil.example")',
        company: 'Quote "Co", Ltd',
        message: 'Two\nlines',
        created_at: minutesAgo(1),
      },
      { name: 'Closed One', status: 'closed' },
    ])
    const { page, errors } = await openAdmin(browser, '/admin/enquiries', { as: 'staff' })
    try {
      await expect.poll(() => rows(page).count()).toBe(25)
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: inboxCopy.export.button }).click(),
      ])
      expect(download.suggestedFilename()).toBe(exportFileName({ filter: 'new' }, new Date()))
      const text = readFileSync(await download.path(), 'utf8')
      expect(text.startsWith('\uFEFF')).toBe(true)
      const lines = text.slice(1).split('\r\n')
      expect(lines[0]).toBe(
        'Received (UTC),Status,Flag,Name,Company,Role,E-mail,Phone,Message,Sent from page,Landing page,Referring site,utm_source,utm_medium,utm_campaign,utm_term,utm_content,Notified',
      )
      // 31 New enquiries, not the closed one.
      expect(text).not.toContain('Closed One')
      expect(lines.filter((line) => line.includes(',Bulk '))).toHaveLength(30)
      expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"")","Quote ""Co"", Ltd",`)
      // A line break inside a message stays inside its quoted field; only CRLF ends a record.
      expect(lines[1]).toContain(',"Two\nlines",')
      expect(text.endsWith('\r\n')).toBe(true)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('marks a flagged enquiry genuine and asks for its notification at once; spam leaves every list but Spam', async () => {
    const [genuine = '', spam = ''] = await seed([
      { name: 'Wes Flagged', flagged_reason: 'challenge_missing' },
      { name: 'Xan Bot', flagged_reason: 'honeypot_filled' },
    ])
    const { page, errors } = await openAdmin(browser, `/admin/enquiries/enquiry?id=${genuine}`, { as: 'staff' })
    try {
      await page.getByRole('heading', { level: 2, name: enquiryCopy.review.heading }).waitFor()
      expect(await page.getByRole('region', { name: enquiryCopy.delivery.heading }).innerText()).toContain('held')
      const [request] = await Promise.all([
        page.waitForRequest(
          (sent) => sent.url().endsWith('/functions/v1/enquiry-delivery') && sent.method() === 'POST',
        ),
        page.getByRole('button', { name: enquiryCopy.review.genuine }).click(),
      ])
      expect(request.postDataJSON()).toEqual({ enquiry: genuine })
      expect(request.headers().authorization).toMatch(/^Bearer /)
      const after = await stored(genuine)
      expect(after).toMatchObject({ review: 'genuine', status: 'new' })
      // Due at once, or already sent by the function.
      expect(after?.notification_due_at ?? after?.notified_at).toEqual(expect.any(String))
      await page
        .getByRole('region', { name: /Notifications/ })
        .getByRole('listitem')
        .first()
        .waitFor()
      await expect.poll(() => page.getByRole('heading', { level: 2, name: enquiryCopy.review.heading }).count()).toBe(0)
      // The history is read again once the review is saved: wait for it, as a person would.
      await expect
        .poll(() => page.getByRole('region', { name: enquiryCopy.history.heading }).innerText())
        .toContain('You marked it as genuine')

      await page.goto(`/admin/enquiries/enquiry?id=${spam}`)
      await page.getByRole('button', { name: enquiryCopy.review.spam, exact: true }).click()
      await expect.poll(async () => (await stored(spam))?.review).toBe('spam')
      await page.goto('/admin/enquiries?filter=all')
      await expect.poll(() => rowNames(page)).toEqual(['Wes Flagged'])
      await filterButton(page, /^Spam/).click()
      await expect.poll(() => rowNames(page)).toEqual(['Xan Bot'])
      expect(errors.filter((error) => !error.includes('enquiry-delivery'))).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('erases every enquiry from an address after confirming how many', async () => {
    await seed([
      { name: 'Yan One', email: 'Pat@Example.com' },
      { name: 'Yan Two', email: 'pat@example.com', status: 'closed' },
      { name: 'Yan Three', email: 'PAT@EXAMPLE.COM', flagged_reason: 'honeypot_filled', review: 'spam' },
      { name: 'Zed Kept', email: 'pat@example.community' },
    ])
    const { page, errors } = await openAdmin(browser, '/admin/enquiries/erase', { as: 'staff' })
    try {
      await page.getByRole('textbox', { name: eraseCopy.label }).fill('pat@example.com')
      await page.keyboard.press('Enter')
      const question = page.getByRole('group', { name: eraseCopy.confirm(3, 'pat@example.com') })
      await question.waitFor()
      expect(await axeViolations(page)).toEqual([])
      // The confirmation takes the keyboard's focus.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(eraseCopy.erase(3))
      await page.keyboard.press('Enter')
      // What the page says, erased or not, so a refusal shows its reason.
      const outcome = page.getByRole('status').filter({ hasText: /Erased|Nothing was erased/ })
      await outcome.waitFor()
      expect(await outcome.innerText()).toBe(eraseCopy.erased(3, 'pat@example.com'))
      const { data } = await adminBackend().from('contact_enquiries').select('name')
      expect(data?.map((row) => row.name)).toEqual(['Zed Kept'])
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})

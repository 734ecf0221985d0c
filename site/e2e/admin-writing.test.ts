import type { Browser, Locator, Page, Request, Route } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editorCopy } from '../copy/admin-editor.ts'
import { adminImageCopy } from '../copy/admin-image.ts'
import { adminWritingCopy as copy } from '../copy/admin-writing.ts'
import { encodeCount } from '../lib/admin/upload.ts'
import { imagePolicy, variantFormats, variantWidths } from '../lib/images/index.ts'
import type { BlogPostRow } from '../lib/supabase/database.types.ts'
import { adminBackend, giveFileAdminBackend, openAdmin, publishInEditor } from './admin-browser.ts'
import { axeViolations, launchBrowser } from './browser.ts'

giveFileAdminBackend()

type Upload = { name: string; mimeType: string; buffer: Buffer }

let browser: Browser
let photo: Upload
let chart: Upload
// Never stored anywhere else: the test that cancels them looks for their files in the bucket.
let cancelledPhoto: Upload
let cancelledChart: Upload
let cover: Upload
beforeAll(async () => {
  browser = await launchBrowser()
  const picture = (width: number, height: number, g: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 30, g, b: 170 } } })
  photo = { name: 'workshop.jpg', mimeType: 'image/jpeg', buffer: await picture(1000, 600, 90).jpeg().toBuffer() }
  chart = { name: 'chart.png', mimeType: 'image/png', buffer: await picture(640, 400, 90).png().toBuffer() }
  cancelledPhoto = { ...photo, buffer: await picture(1000, 600, 20).jpeg().toBuffer() }
  cancelledChart = { ...chart, buffer: await picture(640, 400, 20).png().toBuffer() }
  cover = { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await picture(1000, 600, 50).jpeg().toBuffer() }
}, 60_000)
afterAll(() => browser?.close())

const made: string[] = []
afterAll(async () => {
  if (made.length > 0) await adminBackend().from('blog_posts').delete().in('slug', made)
})
const unique = (name: string) => {
  const slug = `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  made.push(slug)
  return slug
}

// Where the policy stores an image, as the text shows it: the built site's backend, the bucket, its name.
const storedUrl = new RegExp(
  `^https?://[^)\\s]+/storage/v1/object/public/blog-images/posts/[0-9a-f]{${imagePolicy.storage.hexLength}}\\.webp$`,
)
const storedPath = (url: string) => url.split('/object/public/blog-images/')[1]!

// The sizes made of a 1000 × 600 photo, and the files stored of it.
const photoSizes = encodeCount({ width: 1000, height: 600, hasAlpha: false })
const photoFiles = variantWidths(1000).length * variantFormats.length + 1

// A required field's label ends with an asterisk, hidden from screen readers.
const content = (page: Page) => page.getByLabel(new RegExp(`^${editorCopy.fields.content}( \\*)?$`))
const toolbar = (page: Page) => page.getByRole('toolbar', { name: copy.toolbar.label })
const altDialog = (page: Page) => page.getByRole('dialog', { name: copy.image.heading })
const linkDialog = (page: Page) => page.getByRole('dialog', { name: copy.link.heading })
const preview = (page: Page) => page.getByRole('region', { name: editorCopy.preview.heading })
const progressbar = (scope: Page | Locator) => scope.getByRole('progressbar')
const progressWords = (scope: Page | Locator) =>
  progressbar(scope).evaluate((bar) => document.getElementById(bar.getAttribute('aria-labelledby') ?? '')?.textContent)

async function openEditor(): Promise<{ page: Page; errors: string[]; storage: Request[] }> {
  // Wide enough (2xl) for the text and its preview side by side.
  const opened = await openAdmin(browser, '/admin/blog/new', { as: 'staff', viewport: { width: 1700, height: 1100 } })
  const storage: Request[] = []
  opened.page.on('request', (request) => {
    if (request.url().includes('/storage/v1/object/') && request.method() !== 'GET') storage.push(request)
  })
  await content(opened.page).waitFor()
  return { ...opened, storage }
}

/** Holds every upload at the door until released, then lets it through (or answers it with `answer`). */
async function holdUploads(
  page: Page,
  answer: (route: Route) => Promise<void> = (route) => route.fallback(),
): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/storage/v1/object/**', async (route: Route) => {
    await held
    // A request the page has aborted meanwhile, or whose page has closed, has no one to answer.
    await answer(route).catch(() => {})
  })
  return release
}

/** Writes the text, then puts the cursor at `cursor` (an offset) in it. */
async function write(page: Page, text: string, cursor = text.length) {
  await content(page).fill(text)
  await content(page).evaluate((area: HTMLTextAreaElement, at) => area.setSelectionRange(at, at), cursor)
}

const value = (page: Page) => content(page).inputValue()
const focusedIsText = (page: Page) => content(page).evaluate((area) => area === document.activeElement)

/** Pastes `file` into the text as the clipboard brings an image: a paste event holding it as a File. */
async function paste(page: Page, file: Upload) {
  await content(page).evaluate(
    (area, { base64, name, type }) => {
      const data = new DataTransfer()
      data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type }))
      area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    },
    { base64: file.buffer.toString('base64'), name: file.name, type: file.mimeType },
  )
}

/** Drags `file` over the text and drops it at the start of line `line` (0-based). */
async function drop(page: Page, file: Upload, line: number) {
  await content(page).evaluate(
    (area, { base64, name, type, line }) => {
      const data = new DataTransfer()
      data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type }))
      const style = getComputedStyle(area)
      const box = area.getBoundingClientRect()
      const lineHeight = parseFloat(style.lineHeight)
      const clientX = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft) + 1
      const clientY =
        box.top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop) + lineHeight * (line + 0.5)
      for (const kind of ['dragenter', 'dragover', 'drop'])
        area.dispatchEvent(
          new DragEvent(kind, { dataTransfer: data, clientX, clientY, bubbles: true, cancelable: true }),
        )
    },
    { base64: file.buffer.toString('base64'), name: file.name, type: file.mimeType, line },
  )
}

/** Keeps every wording the progress bars show, in order, as a screen reader would read their names. */
async function recordProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { progressSeen: seen })
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('progress')) {
        const words = document.getElementById(bar.getAttribute('aria-labelledby') ?? '')?.textContent
        if (words && seen.at(-1) !== words) seen.push(words)
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
  })
  return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)
}

/**
 * The progress said the photo was being checked, then counted its sizes as they were made, of the
 * right number. (The last may be drawn together with the upload's start, which follows at once.)
 */
function expectCheckedThenPrepared(seen: string[]) {
  expect(seen[0]).toBe(copy.progress.checking)
  const counts = seen
    .filter((words) => words.startsWith('Preparing'))
    .map((words) => /(\d+) of (\d+)$/.exec(words)!.slice(1).map(Number) as [number, number])
  expect(counts.length).toBeGreaterThan(photoSizes / 2)
  expect(counts.every(([done, total]) => total === photoSizes && done <= total)).toBe(true)
  expect(counts.every(([done], index) => index === 0 || done > counts[index - 1]![0])).toBe(true)
}

async function row(slug: string): Promise<BlogPostRow> {
  const { data, error } = await adminBackend().from('blog_posts').select('*').eq('slug', slug).single()
  if (error) throw error
  return data
}

const storedSets = async () =>
  (await adminBackend().from('blog_images').select('path', { count: 'exact', head: true })).count

/** The stored object at an image's URL, as the admin tests' backend serves it. */
const fetchStored = (path: string) =>
  fetch(adminBackend().storage.from('blog-images').getPublicUrl(path).data.publicUrl)

describe('images in the post’s text', () => {
  it('pastes an image: progress as it is made and stored, alt text asked for, in at the paste point, published', async () => {
    const { page, errors } = await openEditor()
    try {
      const slug = unique('pasted-image')
      await page.getByLabel(new RegExp(`^${editorCopy.fields.title}`)).fill('An article with a pasted chart')
      await page.getByLabel(new RegExp(`^${editorCopy.fields.slug}`)).fill(slug)
      await page
        .getByLabel(new RegExp(`^${editorCopy.fields.excerpt}`))
        .fill('How integration costs moved over four quarters, shown in one chart the writer pasted in.')
      await write(page, 'Intro paragraph.\n\nClosing paragraph.', 'Intro paragraph.'.length)
      const progress = await recordProgress(page)
      const release = await holdUploads(page)

      await paste(page, photo)
      await altDialog(page).waitFor()
      const altField = altDialog(page).getByLabel(copy.image.alt)
      expect(await altField.evaluate((input) => input === document.activeElement)).toBe(true)
      expect(await altDialog(page).getByText(copy.image.file(photo.name)).isVisible()).toBe(true)
      // Checked and prepared in the browser, every size counted, then held at the storage's door.
      await expect.poll(() => progressWords(altDialog(page))).toBe(copy.progress.uploading(0, photoFiles))
      expectCheckedThenPrepared(await progress())
      expect(await axeViolations(page)).toEqual([])

      // The description is required, by the featured image's rule.
      await altField.press('Enter')
      await altDialog(page).getByRole('alert').waitFor()
      expect(await altDialog(page).getByRole('alert').innerText()).toMatch(/^Describe the image: say what it shows/)
      const alt = 'Integration costs by quarter, falling from Q1 to Q4'
      await altField.fill(alt)
      await altField.press('Enter')
      await altDialog(page).waitFor({ state: 'hidden' })
      expect(await focusedIsText(page)).toBe(true)

      // Writing goes on while it uploads: before the image's place and after it.
      expect(await progressWords(page)).toBe(copy.progress.uploading(0, photoFiles))
      expect(await page.getByRole('button', { name: copy.progress.cancel }).isVisible()).toBe(true)
      // One image at a time: another pasted meanwhile is turned away, saying why.
      await paste(page, chart)
      await page.locator('[data-sonner-toast]', { hasText: copy.image.busy }).waitFor()
      expect(await altDialog(page).count()).toBe(0)
      await page.keyboard.press('Control+End')
      await page.keyboard.type(' Typed while it uploads.')
      await page.keyboard.press('Control+Home')
      await page.keyboard.type('Lead. ')
      expect(await value(page)).toBe('Lead. Intro paragraph.\n\nClosing paragraph. Typed while it uploads.')
      release()

      const shown = preview(page).getByRole('img', { name: alt })
      await shown.waitFor()
      const text = await value(page)
      const url = /!\[[^\]]*\]\(([^)]+)\)/.exec(text)?.[1] ?? ''
      expect(url).toMatch(storedUrl)
      expect(text).toBe(`Lead. Intro paragraph.\n\n![${alt}](${url})\n\nClosing paragraph. Typed while it uploads.`)
      expect(await progressbar(page).count()).toBe(0)
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1000)
      const stored = await fetchStored(storedPath(url))
      expect([stored.status, stored.headers.get('content-type')]).toEqual([200, 'image/webp'])
      const { data: set } = await adminBackend().from('blog_images').select('*').eq('path', storedPath(url)).single()
      expect(set).toMatchObject({ width: 1000, height: 600 })
      expect(await progress()).toContain(copy.progress.uploading(photoFiles, photoFiles))

      await publishInEditor(page)
      await expect.poll(async () => (await row(slug).catch(() => null))?.status).toBe('published')
      expect((await row(slug)).content).toEqual({
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Lead. Intro paragraph.' }] },
          { type: 'image', attrs: { src: url, alt } },
          { type: 'paragraph', content: [{ type: 'text', text: 'Closing paragraph. Typed while it uploads.' }] },
        ],
      })
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('cancelled while it uploads, from the dialog or once described, stops the requests and leaves the text as it was', async () => {
    const { page, errors, storage } = await openEditor()
    const aborted: string[] = []
    page.on('requestfailed', (request) => {
      if (request.url().includes('/storage/v1/object/')) aborted.push(request.failure()?.errorText ?? '')
    })
    // Never let through: what the page sends stays at the door until it aborts it.
    const release = await holdUploads(page)
    try {
      const before = await storedSets()
      await write(page, 'Some text that stays as it is.', 4)

      await paste(page, cancelledPhoto)
      await expect.poll(() => progressWords(altDialog(page))).toBe(copy.progress.uploading(0, photoFiles))
      // The page tells of the first upload as it sends it, a moment before the browser reports the
      // request; more sizes may leave while the dialog is cancelled.
      await expect.poll(() => storage.length).toBeGreaterThan(0)
      await altDialog(page).getByRole('button', { name: copy.image.cancel }).click()
      await altDialog(page).waitFor({ state: 'hidden' })
      expect(await value(page)).toBe('Some text that stays as it is.')
      expect(await focusedIsText(page)).toBe(true)
      // The cursor is back where it was, ready for typing.
      await page.keyboard.press('Shift+ArrowRight')
      expect(
        await content(page).evaluate((area: HTMLTextAreaElement) => [area.selectionStart, area.selectionEnd]),
      ).toEqual([4, 5])
      expect(await progressbar(page).count()).toBe(0)
      await page.locator('[data-sonner-toast]', { hasText: copy.progress.cancelled }).waitFor()
      // Every request on its way was aborted by the page, and none left after.
      await expect.poll(() => aborted.length).toBe(storage.length)
      expect(new Set(aborted)).toEqual(new Set(['net::ERR_ABORTED']))

      // Described first, then cancelled from the progress over the text.
      await paste(page, cancelledChart)
      await altDialog(page).getByLabel(copy.image.alt).fill('A chart that never goes in')
      await altDialog(page).getByLabel(copy.image.alt).press('Enter')
      await expect.poll(() => progressWords(page)).toMatch(/^Uploading the files: 0 of \d+$/)
      await page.getByRole('button', { name: copy.progress.cancel }).click()
      await expect.poll(() => progressbar(page).count()).toBe(0)
      expect(await focusedIsText(page)).toBe(true)
      await expect.poll(() => aborted.length).toBe(storage.length)

      // Only variants were on their way: the image itself, stored last, was never sent, and nothing is recorded.
      const names = storage.map((request) => decodeURIComponent(request.url().split('/object/blog-images/')[1]!))
      expect(names.every((name) => /-\d+w\.(avif|webp)$/.test(name))).toBe(true)
      for (const name of names) expect((await fetchStored(name)).status, name).not.toBe(200)
      expect(await storedSets()).toBe(before)
      expect(await value(page)).toBe('Some text that stays as it is.')
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
      release()
    }
  })

  it('drops an image where it lands, not where the cursor is; refuses a file that is no image, saying why', async () => {
    const { page, errors, storage } = await openEditor()
    try {
      const release = await holdUploads(page)
      await write(page, 'First paragraph.\n\nSecond paragraph.')
      await drop(page, chart, 2)
      const alt = 'A bar chart of the two quarters'
      await altDialog(page).getByLabel(copy.image.alt).fill(alt)
      await altDialog(page).getByRole('button', { name: copy.image.insert }).click()
      // The writer has moved on to another field when the image arrives: it goes in, and the focus stays.
      const title = page.getByLabel(new RegExp(`^${editorCopy.fields.title}`))
      await title.fill('Typed in the title meanwhile')
      release()
      await preview(page).getByRole('img', { name: alt }).waitFor()
      expect(await value(page)).toMatch(
        new RegExp(`^First paragraph\\.\\n\\n!\\[${alt}\\]\\(([^)]+)\\)\\n\\nSecond paragraph\\.$`),
      )
      expect(await title.evaluate((input) => input === document.activeElement)).toBe(true)
      expect(await title.inputValue()).toBe('Typed in the title meanwhile')

      const uploads = storage.length
      const notAnImage = { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('Not an image at all.') }
      const before = await value(page)
      await drop(page, notAnImage, 0)
      const alert = altDialog(page).getByRole('alert')
      await alert.waitFor()
      expect(await alert.innerText()).toContain(copy.image.failed)
      expect(await alert.getByRole('listitem').innerText()).toMatch(
        /^The file is not a JPEG, PNG, WebP, AVIF or GIF image/,
      )
      const close = altDialog(page).getByRole('button', { name: copy.image.close })
      expect(await close.evaluate((button) => button === document.activeElement)).toBe(true)
      await close.click()
      expect(await value(page)).toBe(before)
      expect(storage.length).toBe(uploads)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('says in plain words what to do when the connection drops, and adds nothing', async () => {
    const { page, errors } = await openEditor()
    try {
      const release = await holdUploads(page, (route) => route.abort('internetdisconnected'))
      await write(page, 'Text.')
      await paste(page, chart)
      await altDialog(page).getByLabel(copy.image.alt).fill('A chart')
      await altDialog(page).getByLabel(copy.image.alt).press('Enter')
      await altDialog(page).waitFor({ state: 'hidden' })
      release()
      const alert = page.getByRole('alert').filter({ hasText: copy.image.failed })
      await alert.waitFor()
      expect(await alert.innerText()).toContain(adminImageCopy.toasts.failure.connection)
      await page.getByRole('button', { name: copy.image.dismiss }).click()
      expect(await alert.count()).toBe(0)
      expect(await value(page)).toBe('Text.')
      expect(await focusedIsText(page)).toBe(true)
      expect(errors.filter((error) => !/net::ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})

describe('the formatting toolbar and shortcuts', () => {
  it('formats from the keyboard alone, Ctrl+B, I and K included, and Ctrl+Z undoes each', async () => {
    const { page, errors } = await openEditor()
    try {
      const select = (start: number, end: number) =>
        content(page).evaluate((area: HTMLTextAreaElement, [s, e]) => area.setSelectionRange(s!, e!), [start, end])
      await content(page).focus()
      await page.keyboard.type('Make this bold')
      await page.keyboard.press('Shift+Control+ArrowLeft')

      await page.keyboard.press('Control+b')
      expect(await value(page)).toBe('Make this **bold**')
      await page.keyboard.press('Control+b')
      expect(await value(page)).toBe('Make this bold')
      await page.keyboard.press('Control+b')
      await page.keyboard.press('Control+z')
      expect(await value(page)).toBe('Make this bold')
      await select(10, 14)
      await page.keyboard.press('Control+i')
      expect(await value(page)).toBe('Make this *bold*')
      await page.keyboard.press('Control+z')
      expect(await value(page)).toBe('Make this bold')

      // Ctrl+K asks for the address, refuses one that could run code, and links the selection.
      await select(10, 14)
      await page.keyboard.press('Control+k')
      const address = linkDialog(page).getByLabel(copy.link.address)
      expect(await address.evaluate((input) => input === document.activeElement)).toBe(true)
      await address.fill('javascript:alert(1)')
      await address.press('Enter')
      expect(await linkDialog(page).getByRole('alert').innerText()).toMatch(
        /^Links to javascript: addresses are not allowed/,
      )
      expect(await value(page)).toBe('Make this bold')
      await address.fill('https://example.com/guide')
      await address.press('Enter')
      await linkDialog(page).waitFor({ state: 'hidden' })
      expect(await value(page)).toBe('Make this [bold](https://example.com/guide)')
      expect(await focusedIsText(page)).toBe(true)
      // Pressed on the link, it comes off again; Ctrl+Z brings it back, and again takes it out.
      await page.keyboard.press('Control+k')
      expect(await value(page)).toBe('Make this bold')
      await page.keyboard.press('Control+z')
      expect(await value(page)).toBe('Make this [bold](https://example.com/guide)')
      await page.keyboard.press('Control+z')
      expect(await value(page)).toBe('Make this bold')

      // The toolbar is one stop before the text; arrows move along it, Enter presses.
      await page.keyboard.press('Shift+Tab')
      const first = toolbar(page).getByRole('button', { name: copy.toolbar.tools.heading2 })
      expect(await first.evaluate((button) => button === document.activeElement)).toBe(true)
      expect(await first.evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe('none')
      const bulleted = toolbar(page).getByRole('button', { name: copy.toolbar.tools.bulletList })
      while (!(await bulleted.evaluate((button) => button === document.activeElement)))
        await page.keyboard.press('ArrowRight')
      await page.keyboard.press('Enter')
      expect(await value(page)).toBe('- Make this bold')
      expect(await focusedIsText(page)).toBe(true)
      await page.keyboard.press('Control+z')
      expect(await value(page)).toBe('Make this bold')

      // Back on the toolbar, the last button pressed is its stop; End reaches the horizontal rule.
      await page.keyboard.press('Control+End')
      await page.keyboard.press('Shift+Tab')
      expect(await bulleted.evaluate((button) => button === document.activeElement)).toBe(true)
      await page.keyboard.press('End')
      await page.keyboard.press('Space')
      expect(await value(page)).toBe('Make this bold\n\n---\n')

      // Each button says what it does and its shortcut, and shows it on focus.
      const bold = toolbar(page).getByRole('button', { name: 'Bold (Ctrl+B)' })
      expect(await bold.getAttribute('aria-keyshortcuts')).toBe('Control+B')
      expect(await toolbar(page).getByRole('button', { name: 'Link (Ctrl+K)' }).count()).toBe(1)
      expect(await toolbar(page).getByRole('button').count()).toBe(12)
      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('the Image button chooses a file, and Escape in its dialog cancels it, the text unchanged', async () => {
    const { page, errors } = await openEditor()
    const release = await holdUploads(page)
    try {
      const before = await storedSets()
      await write(page, 'Text.')
      // Begun before the press: a busy machine could otherwise open the chooser unseen (see admin-image.test.ts).
      const chooser = page.waitForEvent('filechooser')
      chooser.catch(() => {})
      await toolbar(page).getByRole('button', { name: copy.toolbar.tools.image }).click()
      await (await chooser).setFiles(chart)
      await altDialog(page).waitFor()
      await page.keyboard.press('Escape')
      await altDialog(page).waitFor({ state: 'hidden' })
      expect(await value(page)).toBe('Text.')
      expect(await focusedIsText(page)).toBe(true)
      expect(await progressbar(page).count()).toBe(0)
      expect(await storedSets()).toBe(before)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
      release()
    }
  })
})

describe('the featured image’s upload', () => {
  it('shows how far it has got, and Cancel stops it and stores nothing; chosen again, it goes through', async () => {
    const { page, errors, storage } = await openEditor()
    const aborted: string[] = []
    page.on('requestfailed', (request) => {
      if (request.url().includes('/storage/v1/object/')) aborted.push(request.url())
    })
    const featured = page.getByRole('group', { name: adminImageCopy.legend })
    try {
      const before = await storedSets()
      const progress = await recordProgress(page)
      const release = await holdUploads(page)
      await page.getByLabel(adminImageCopy.choose).setInputFiles(cover)
      await expect.poll(() => progressWords(featured)).toBe(copy.progress.uploading(0, photoFiles))
      expectCheckedThenPrepared(await progress())
      await expect.poll(() => storage.length).toBeGreaterThan(0)

      await featured.getByRole('button', { name: copy.progress.cancel }).click()
      await expect.poll(() => progressbar(featured).count()).toBe(0)
      await expect.poll(() => aborted.length).toBe(storage.length)
      const chooser = page.getByLabel(adminImageCopy.choose)
      expect(await chooser.evaluate((input) => input === document.activeElement)).toBe(true)
      expect(await featured.getByText(adminImageCopy.none).isVisible()).toBe(true)
      expect(await storedSets()).toBe(before)

      release()
      await chooser.setInputFiles(cover)
      await page.locator('[data-sonner-toast]', { hasText: adminImageCopy.toasts.success.description }).waitFor()
      expect(await featured.getByRole('figure').locator('img').getAttribute('src')).toMatch(storedUrl)
      expect(await progress()).toContain(copy.progress.uploading(photoFiles, photoFiles))
      expect(await storedSets()).toBe((before ?? 0) + 1)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})

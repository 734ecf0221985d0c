import { createHash } from 'node:crypto'
import type { Browser, Page, Route } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminImageCopy as copy } from '../copy/admin-image.ts'
import { imagePolicy, variantFormats, variantPath, variantWidths } from '../lib/images/index.ts'
import { adminBackend, giveFileAdminBackend, openAdmin } from './admin-browser.ts'
import { axeViolations, launchBrowser } from './browser.ts'

giveFileAdminBackend()

type Upload = { name: string; mimeType: string; buffer: Buffer }

// Where the policy stores an image: its prefix, its number of hex digits, WebP.
const storedPath = new RegExp(
  `/storage/v1/object/public/blog-images/posts/[0-9a-f]{${imagePolicy.storage.hexLength}}\\.webp$`,
)

let browser: Browser
const files = {} as Record<
  'photo' | 'wide' | 'tooManyPixels' | 'textAsPng' | 'svg' | 'tooBig' | 'brokenPng' | 'pixelBomb',
  Upload
>

beforeAll(async () => {
  browser = await launchBrowser()
  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 20, g: 80, b: 160 } } })
  files.photo = {
    name: 'team.jpg',
    mimeType: 'image/jpeg',
    buffer: await solid(800, 600)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .toBuffer(),
  }
  files.wide = {
    name: 'skyline.png',
    mimeType: 'image/png',
    buffer: await solid(imagePolicy.output.maxWidth * 2, imagePolicy.output.maxWidth)
      .png()
      .toBuffer(),
  }
  files.tooManyPixels = { name: 'poster.png', mimeType: 'image/png', buffer: await solid(7000, 6000).png().toBuffer() }
  files.textAsPng = {
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Not an image at all, whatever the name says.'),
  }
  files.svg = {
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  }
  const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  files.tooBig = {
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([
      Buffer.from(pngSignature),
      createHash('sha512').update('x').digest(),
      Buffer.alloc(10.5 * 1024 * 1024, 7),
    ]),
  }
  // A few hundred bytes whose header claims 50,000 × 50,000 pixels: refused from the header, never decoded.
  const bomb = Buffer.from(await solid(8, 8).png().toBuffer())
  bomb.writeUInt32BE(50_000, 16)
  bomb.writeUInt32BE(50_000, 20)
  files.pixelBomb = { name: 'small.png', mimeType: 'image/png', buffer: bomb }
  files.brokenPng = {
    name: 'broken.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from(pngSignature), Buffer.from('truncated in transit')]),
  }
}, 60_000)
afterAll(() => browser?.close())

async function openEditor() {
  const opened = await openAdmin(browser, '/admin/blog/new', { as: 'staff' })
  const storageRequests: string[] = []
  opened.page.on('request', (request) => {
    if (request.url().includes('/storage/v1/object/') && request.method() !== 'GET') storageRequests.push(request.url())
  })
  await opened.page.getByRole('group', { name: copy.legend }).waitFor()
  return { ...opened, storageRequests }
}

const field = (page: Page) => page.getByRole('group', { name: copy.legend })
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text })
/** The preview, whatever its alt text: with none yet it is not an image to assistive technology. */
const preview = (page: Page) => field(page).getByRole('figure', { name: copy.previewLabel }).locator('img')
const previewUrl = (page: Page) => preview(page).getAttribute('src')

const storedObjectPath = (url: string) => decodeURIComponent(url.split('/object/public/blog-images/')[1]!)

/** The stored object behind a public URL, fetched from the admin tests' backend. */
async function storedObject(url: string) {
  const path = storedObjectPath(url)
  const response = await fetch(adminBackend().storage.from('blog-images').getPublicUrl(path).data.publicUrl)
  expect(response.status).toBe(200)
  return {
    path,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    bytes: Buffer.from(await response.arrayBuffer()),
  }
}

/** The FourCCs of a WebP file's chunks (VP8, VP8L, VP8X, ICCP, EXIF, XMP...). */
function webpChunks(bytes: Buffer): string[] {
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF')
  expect(bytes.toString('latin1', 8, 12)).toBe('WEBP')
  const chunks: string[] = []
  for (let at = 12; at + 8 <= bytes.length; at += 8 + bytes.readUInt32LE(at + 4) + (bytes.readUInt32LE(at + 4) % 2))
    chunks.push(bytes.toString('latin1', at, at + 4))
  return chunks
}

describe('the editor’s Featured Image field', () => {
  it('uploads a photo re-encoded as WebP without its metadata, shows it, and removes it', async () => {
    expect(files.photo.buffer.includes('secret')).toBe(true)
    const { page, errors, storageRequests } = await openEditor()
    try {
      expect(await field(page).getByText(copy.none).isVisible()).toBe(true)
      // Held at the door, so the field can be seen uploading.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/storage/v1/object/**', async (route) => {
        await held
        await route.fallback()
      })
      await page.getByLabel(copy.choose).setInputFiles(files.photo)
      await expect.poll(() => page.getByLabel(copy.uploading).isDisabled()).toBe(true)
      release()

      await toast(page, copy.toasts.success.description).waitFor()
      expect(await toast(page, copy.toasts.success.description).innerText()).toMatch(
        new RegExp(`^${copy.toasts.success.title}\\s+${copy.toasts.success.description}`),
      )
      const url = (await previewUrl(page))!
      expect(url).toMatch(storedPath)
      expect(await page.getByLabel(copy.replace).isEnabled()).toBe(true)
      await expect
        .poll(() => preview(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(800)

      const stored = await storedObject(url)
      expect([stored.type, stored.cacheControl]).toEqual([
        imagePolicy.output.mimeType,
        `max-age=${imagePolicy.storage.cacheControl}`,
      ])
      // Pixels and the canvas's own sRGB colour profile (ICCP), written by the browser; no EXIF, no XMP.
      expect(
        webpChunks(stored.bytes).filter((chunk) => !['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ICCP'].includes(chunk)),
      ).toEqual([])
      expect(stored.bytes.includes('secret')).toBe(false)
      expect(stored.path).toBe(
        `posts/${createHash('sha256').update(stored.bytes).digest('hex').slice(0, imagePolicy.storage.hexLength)}.webp`,
      )
      const metadata = await sharp(stored.bytes).metadata()
      expect(metadata).toMatchObject({ format: 'webp', width: 800, height: 600 })
      expect(metadata.exif).toBeUndefined()
      // Its variants, made in the browser as the CLI makes them with sharp: AVIF and WebP at each width
      // the 800 px photo is wide enough for, stored before the image itself, and the set recorded.
      const widths = variantWidths(800)
      const variants = widths.flatMap((width) => variantFormats.map((format) => variantPath(url, format, width)))
      const names = storageRequests.map((request) => request.split('/object/blog-images/')[1])
      expect(names.at(-1)).toBe(stored.path)
      expect(names.slice(0, -1).sort()).toEqual(variants.map((variant) => storedObjectPath(variant)).sort())
      for (const variant of variants) {
        const file = await storedObject(variant)
        const { format, width } = await sharp(file.bytes).metadata()
        const expected = variant.endsWith('.avif') ? ['image/avif', 'heif'] : ['image/webp', 'webp']
        expect([file.type, format, width], variant).toEqual([...expected, Number(/-(\d+)w\./.exec(variant)![1])])
      }
      const { data: set } = await adminBackend().from('blog_images').select('*').eq('path', stored.path).single()
      expect(set).toMatchObject({ width: 800, height: 600, widths })
      expect(set?.placeholder).toMatch(/^data:image\/webp;base64,/)

      await page.getByLabel(copy.alt).fill('The team at a whiteboard')
      expect(await field(page).getByRole('img', { name: 'The team at a whiteboard' }).count()).toBe(1)
      expect(await axeViolations(page)).toEqual([])

      await field(page).getByRole('button', { name: copy.remove }).click()
      expect(await preview(page).count()).toBe(0)
      expect(await page.getByLabel(copy.alt).inputValue()).toBe('')
      expect(await field(page).getByText(copy.none).isVisible()).toBe(true)
      // The keyboard stays in the field, on the control that chooses the next image.
      expect(await page.getByLabel(copy.choose).evaluate((input) => input === document.activeElement)).toBe(true)

      // The same file again: the same bytes, the same name, the same URL.
      await page.getByLabel(copy.choose).setInputFiles(files.photo)
      await expect.poll(() => previewUrl(page).catch(() => null)).toBe(url)
      expect(storageRequests).toHaveLength(2 * (variants.length + 1))
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('is chosen from the keyboard, and stores a wide image at most the policy’s width', async () => {
    const { page, errors } = await openEditor()
    try {
      // Waiting for a file chooser turns on Chromium's interception of it, which Playwright does not
      // await: begun together with the key press, a busy machine can let the chooser open first,
      // unseen, and the wait then times out. Begun here, it is on long before the key is pressed.
      const chooser = page.waitForEvent('filechooser')
      chooser.catch(() => {})
      // Back from the alt text with the keyboard: the file control is the stop before it, and shows it.
      await page.getByLabel(copy.alt).focus()
      await page.keyboard.press('Shift+Tab')
      expect(await page.getByLabel(copy.choose).evaluate((input) => input === document.activeElement)).toBe(true)
      const ring = await field(page)
        .getByText(copy.choose, { exact: true })
        .evaluate((label) => getComputedStyle(label).outlineStyle)
      expect(ring).not.toBe('none')
      await page.keyboard.press('Space')
      await (await chooser).setFiles(files.wide)
      await toast(page, copy.toasts.success.description).waitFor()
      const stored = await storedObject((await previewUrl(page))!)
      const { maxWidth } = imagePolicy.output
      expect(await sharp(stored.bytes).metadata()).toMatchObject({
        format: 'webp',
        width: maxWidth,
        height: maxWidth / 2,
      })
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  const refusals: [string, keyof typeof files, RegExp][] = [
    [
      'text named photo.png',
      'textAsPng',
      /^The file is not a JPEG, PNG, WebP, AVIF or GIF image, whatever its name says/,
    ],
    ['an SVG', 'svg', /^SVG images are refused because they can carry scripts/],
    ['a file over 10 MB', 'tooBig', /^The image is 10\.\d MB; images may be at most 10 MB/],
    [
      'an image of more than 40 megapixels',
      'tooManyPixels',
      /^The image is 7000 × 6000 pixels, more than 40 megapixels/,
    ],
    [
      'a small file whose header claims 2.5 gigapixels',
      'pixelBomb',
      /^The image is 50000 × 50000 pixels, more than 40 megapixels/,
    ],
    ['a PNG that cannot be decoded', 'brokenPng', /^The file could not be read as an image/],
  ]
  it.each(refusals)(
    'refuses %s, says why beside the field and in a toast, and uploads nothing',
    async (_, file, problem) => {
      const { page, errors, storageRequests } = await openEditor()
      try {
        await page.getByLabel(copy.choose).setInputFiles(files[file])
        const alert = field(page).getByRole('alert')
        await alert.waitFor()
        expect(await alert.getByRole('listitem').allInnerTexts()).toEqual([expect.stringMatching(problem)])
        const refused = toast(page, copy.toasts.failure.title)
        await refused.waitFor()
        expect(await refused.innerText()).toMatch(new RegExp(problem.source.replace('^', '')))
        expect(await page.getByLabel(copy.choose).getAttribute('aria-describedby')).toContain(
          await alert.getAttribute('id'),
        )
        expect(await preview(page).count()).toBe(0)
        expect(await page.getByLabel(copy.choose).isEnabled()).toBe(true)
        expect(storageRequests).toEqual([])
        if (file === 'svg') expect(await axeViolations(page)).toEqual([])
        expect(errors).toEqual([])
      } finally {
        await page.context().close()
      }
    },
  )

  // A failure says what happened and what to do; the storage's own words go to the console, for whoever runs the site.
  const failures: [string, string, (route: Route) => Promise<void>, RegExp][] = [
    [
      'the connection drops',
      copy.toasts.failure.connection,
      (route) => route.abort('internetdisconnected'),
      /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
    ],
    [
      'the storage refuses the image',
      copy.toasts.failure.refused,
      (route) =>
        route.fulfill({
          status: 403,
          json: { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' },
        }),
      /status of 403/,
    ],
  ]
  it.each(failures)(
    'says in plain words what to do when %s, and keeps the details for the console',
    async (_, words, answer, caused) => {
      const { page, errors } = await openEditor()
      const warnings: string[] = []
      page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())))
      try {
        await page.route('**/storage/v1/object/**', answer)
        await page.getByLabel(copy.choose).setInputFiles(files.photo)
        const failed = toast(page, copy.toasts.failure.title)
        await failed.waitFor()
        expect((await failed.innerText()).replace(/\s+/g, ' ')).toContain(`${copy.toasts.failure.title} ${words}`)
        expect(await field(page).getByRole('alert').innerText()).toBe(words)
        expect(await page.getByText(/bucket|row-level security|StorageUnknownError|Failed to fetch/i).count()).toBe(0)
        expect(warnings).toContainEqual(expect.stringMatching(/^The featured image was not stored: \S/))
        expect(await preview(page).count()).toBe(0)
        expect(await page.getByLabel(copy.choose).isEnabled()).toBe(true)
        expect(await axeViolations(page)).toEqual([])
        // The failed request is the only error, and it is the one this test caused.
        expect(errors.filter((error) => !caused.test(error))).toEqual([])
      } finally {
        await page.context().close()
      }
    },
  )
})

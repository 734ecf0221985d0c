import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { categoryLabel, shareImageSize } from '../../../site/lib/blog/index.ts'
import { categories } from '../../../site/lib/post/taxonomy.ts'
import { coverTitleArea, margin, titleLineHeight, titleLines, titleSize } from './design.tsx'
import { drawableText } from './fonts.ts'
import { coverGroundSvg, coverTitle, photoOverlaySvg, renderShareImage, type NodeListener } from './render.ts'
import { drawTitle } from './title-ink.ts'

const { width, height } = shareImageSize

interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/** The text boxes satori laid out, with their text. */
const textBoxes = () => {
  const boxes: (Box & { text: string })[] = []
  const listen: NodeListener = (node) => {
    if (node.textContent)
      boxes.push({
        text: node.textContent,
        left: node.left,
        top: node.top,
        right: node.left + node.width,
        bottom: node.top + node.height,
      })
  }
  return { boxes, listen }
}

/** The box every letter drawn in an SVG lies in: satori draws text as paths, and a path lies within its points. */
function inkExtent(svg: string): Box {
  const points = [...svg.matchAll(/<path[^>]* d="([^"]*)"/g)].flatMap(([, d]) =>
    [...d!.matchAll(/-?\d*\.?\d+/g)].map(([number]) => Number(number)),
  )
  const xs = points.filter((_, index) => index % 2 === 0)
  const ys = points.filter((_, index) => index % 2 === 1)
  expect(xs.length).toBeGreaterThan(0)
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) }
}

/** Asserts that a box lies inside the image, within its margins. */
const expectInsideMargins = (box: Box, what: string) => {
  expect(box.left, what).toBeGreaterThanOrEqual(margin.x)
  expect(box.right, what).toBeLessThanOrEqual(width - margin.x)
  expect(box.top, what).toBeGreaterThanOrEqual(margin.y - 8)
  expect(box.bottom, what).toBeLessThanOrEqual(height - margin.y + 8)
}

const titles = {
  short: 'Tally integration',
  usual: 'The Hidden Cost of Legacy ERP Systems',
  long: 'API-First Integration: How to Connect Finance, Operations and Every Warehouse System Without Building a Brittle Web of Point-to-Point Links That Nobody Can Maintain Five Years From Now',
  'one-word': `Integration${'platform'.repeat(12)}`,
}

/** How many lines a title box of this height holds at the title's size. */
const linesOf = (box: Box, title: string, photo: boolean) =>
  Math.round((box.bottom - box.top) / (titleSize(drawableText(title), photo) * titleLineHeight))

/** The box of every pixel where `image` differs from `ground` (RGB, the cover's size). */
function changedExtent(image: Buffer, ground: Buffer): Box {
  const box: Box = { left: width, top: height, right: 0, bottom: 0 }
  for (let pixel = 0; pixel < width * height; pixel++) {
    const at = pixel * 3
    if (image[at] === ground[at] && image[at + 1] === ground[at + 1] && image[at + 2] === ground[at + 2]) continue
    const x = pixel % width
    const y = Math.floor(pixel / width)
    box.left = Math.min(box.left, x)
    box.right = Math.max(box.right, x + 1)
    box.top = Math.min(box.top, y)
    box.bottom = Math.max(box.bottom, y + 1)
  }
  expect(box.right).toBeGreaterThan(box.left)
  return box
}

/** Lays a cover out: its ground's text, and its title's box and the pixels its letters changed. */
async function coverLayout(title: string, category = 'erp-modernization') {
  const ground = textBoxes()
  const groundSvg = await coverGroundSvg(category, ground.listen)
  const { layout, top } = coverTitle(title)
  const groundPixels = await sharp(Buffer.from(groundSvg)).removeAlpha().raw().toBuffer()
  const image = Buffer.from(groundPixels)
  await drawTitle(image, width, layout, { left: coverTitleArea.left, top })
  return {
    ground: ground.boxes,
    groundInk: inkExtent(groundSvg),
    layout,
    title: {
      left: coverTitleArea.left,
      top,
      right: coverTitleArea.left + Math.max(...layout.lines.map((line) => line.width)),
      bottom: top + layout.height,
    },
    titleInk: changedExtent(image, groundPixels),
  }
}

describe('the generated cover', () => {
  it.each(categories.map((category) => category.slug))(
    'shows the %s category and the brand inside the margins',
    async (category) => {
      const { ground, groundInk } = await coverLayout(titles.usual, category)
      expect(ground.map((box) => box.text)).toEqual([categoryLabel(category), 'Axon Intelligence'])
      for (const box of ground) expectInsideMargins(box, box.text)
      expectInsideMargins(groundInk, `${category} ground`)
    },
  )

  it('gives each category its own ground', async () => {
    const corner = async (category: string) =>
      (
        await sharp(await renderShareImage({ title: 'x', category }))
          .extract({ left: 4, top: 4, width: 1, height: 1 })
          .raw()
          .toBuffer()
      ).join()
    const colours = await Promise.all(categories.map((category) => corner(category.slug)))
    expect(new Set(colours).size).toBe(categories.length)
  })

  it('wraps a title over as many lines as it needs, up to four, and clamps a longer one', async () => {
    const lines = async (title: string) => {
      const { layout, title: box } = await coverLayout(title)
      expect(linesOf(box, title, false)).toBe(layout.lines.length)
      return layout.lines.map((line) => line.text)
    }
    expect(await lines(titles.short)).toEqual(['Tally integration'])
    expect(await lines(titles.usual)).toEqual(['The Hidden Cost of', 'Legacy ERP Systems'])
    const long = await lines(titles.long)
    expect(long).toHaveLength(titleLines.cover)
    expect(long.at(-1)).toMatch(/…$/)
    expect(await lines(`${titles.long} ${titles.long}`)).toEqual(long)
  })

  it.each(Object.entries(titles))(
    'keeps a %s title inside its area, clear of the category and the brand',
    async (_kind, title) => {
      const { ground, title: box, titleInk } = await coverLayout(title)
      const [category, brand] = ground
      for (const drawn of [box, titleInk]) {
        expectInsideMargins(drawn, title)
        expect(drawn.right).toBeLessThanOrEqual(coverTitleArea.left + coverTitleArea.width)
        expect(drawn.top).toBeGreaterThan(category!.bottom)
        expect(drawn.bottom).toBeLessThan(brand!.top)
      }
    },
  )

  it('leaves out what the typeface cannot draw, and keeps what it can', () => {
    expect(drawableText('What changes in 2026 🚀 for 中文 readers')).toBe('What changes in 2026 for readers')
    expect(drawableText('Ōtautahi’s “Māori-owned” café')).toBe('Ōtautahi’s “Māori-owned” café')
  })
})

describe('a featured image with the caption over it', () => {
  const white = () =>
    sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()

  it.each(Object.entries(titles))(
    'keeps the category, a %s title and the brand inside the margins',
    async (_kind, title) => {
      const { boxes, listen } = textBoxes()
      const svg = await photoOverlaySvg({ title, category: 'data-integration' }, listen)
      expect(boxes.map((box) => box.text)).toEqual(['DATA INTEGRATION', drawableText(title), 'Axon Intelligence'])
      for (const box of boxes) expectInsideMargins(box, box.text)
      expectInsideMargins(inkExtent(svg), title)
      expect(linesOf(boxes[1]!, title, true)).toBeLessThanOrEqual(titleLines.photo)
    },
  )

  it('keeps the text readable over the brightest photo', async () => {
    const { boxes, listen } = textBoxes()
    await photoOverlaySvg({ title: titles.long, category: 'technical' }, listen)
    const image = sharp(await renderShareImage({ title: titles.long, category: 'technical', photo: await white() }))
    // The scrim behind the text, sampled in the margin beside it, from the category's top to the brand's foot.
    const top = Math.floor(boxes[0]!.top)
    const strip = await image
      .extract({ left: margin.x / 2, top, width: 1, height: Math.ceil(boxes[2]!.bottom) - top })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const luminance = (channel: number) => {
      const value = channel / 255
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
    }
    for (let offset = 0; offset < strip.data.length; offset += strip.info.channels) {
      const [r, g, b] = [0, 1, 2].map((channel) => luminance(strip.data[offset + channel]!))
      const contrastWithWhite = 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05)
      expect(contrastWithWhite).toBeGreaterThanOrEqual(7)
    }
  })

  it('crops any shape of photo to 1200×630', async () => {
    const portrait = await sharp({ create: { width: 600, height: 1400, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer()
    const image = await renderShareImage({ title: titles.usual, category: 'technical', photo: portrait })
    expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width, height })
    // The photo shows above the caption.
    const [r, g, b] = await sharp(image).extract({ left: 600, top: 20, width: 1, height: 1 }).raw().toBuffer()
    expect(r).toBeGreaterThan(150)
    expect(g! + b!).toBeLessThan(150)
  })
})

it('renders the cover as a 1200×630 JPEG', async () => {
  const image = await renderShareImage({ title: titles.usual, category: 'erp-modernization' })
  expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width, height })
})

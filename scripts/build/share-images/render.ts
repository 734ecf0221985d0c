// Draws a share image: satori lays the design out and turns its text into paths, from the font files
// the project ships, so no system font is ever asked for; sharp (libvips, already the project's image
// library) rasterises that SVG and encodes the JPEG.
import { createElement, type FunctionComponent } from 'react'
import satori, { type SatoriNode } from 'satori'
import sharp from 'sharp'
import { shareImageSize } from '../../../site/lib/blog/index.ts'
import { imagePolicy } from '../../../site/lib/images/index.ts'
import { CoverGround, CoverTitle, coverTitleArea, PhotoOverlay } from './design.tsx'
import { shareImageFonts } from './fonts.ts'

/** What one share image shows: the category, the title and, when the post has one, its featured image's bytes. */
export interface ShareImageContent {
  title: string
  category: string
  photo?: Uint8Array
}

/**
 * JPEG, which every link preview reads; at this quality a cover weighs about 50 KB. Huffman tables
 * are not optimised: that saves a fifth of the encoding time for a few per cent more bytes.
 */
const jpeg = { quality: 82, optimiseCoding: false } as const

/** Told where each box of a layer landed, text boxes with their text (the layout tests listen). */
export type NodeListener = (node: SatoriNode) => void

/** A design laid out as SVG, at the given width and, unless omitted, height (else as tall as it grows). */
function layOut<P extends object>(
  design: FunctionComponent<P>,
  props: P,
  size: { width: number; height?: number },
  onNode?: NodeListener,
): Promise<string> {
  return satori(createElement(design, props), { ...size, fonts: shareImageFonts(), onNodeDetected: onNode })
}

/** The cover's ground for a category as SVG: everything but the title. */
export const coverGroundSvg = (category: string, onNode?: NodeListener) =>
  layOut(CoverGround, { category }, shareImageSize, onNode)

/** The cover's title as SVG, its height, and where it goes on the ground: centred in coverTitleArea. */
export async function coverTitleSvg(
  title: string,
  onNode?: NodeListener,
): Promise<{ svg: string; height: number; top: number }> {
  const svg = await layOut(CoverTitle, { title }, { width: coverTitleArea.width }, onNode)
  const height = Number(/^<svg[^>]* height="([\d.]+)"/.exec(svg)?.[1])
  return {
    svg,
    height,
    top: Math.round(coverTitleArea.top + (coverTitleArea.bottom - coverTitleArea.top - height) / 2),
  }
}

/** The layer drawn over a featured image, as SVG. */
export const photoOverlaySvg = (content: { title: string; category: string }, onNode?: NodeListener) =>
  layOut(PhotoOverlay, content, shareImageSize, onNode)

/** A category's ground, rasterised: with its alpha channel to lay a title over, and without it to encode. */
interface Ground {
  rgba: Buffer
  rgb: Buffer
}

// A category's ground is the same for each of its posts: rasterised once, each title is laid over it.
const grounds = new Map<string, Promise<Ground>>()
const groundOf = (category: string) => {
  let ground = grounds.get(category)
  if (!ground) {
    ground = coverGroundSvg(category).then(async (svg) => {
      const rgba = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer()
      const rgb = await sharp(rgba, { raw: { ...shareImageSize, channels: 4 } })
        .removeAlpha()
        .raw()
        .toBuffer()
      return { rgba, rgb }
    })
    grounds.set(category, ground)
  }
  return ground
}

/** Renders a share image as a 1200×630 JPEG: the featured image cropped to size under the caption, or the generated cover. */
export async function renderShareImage({ title, category, photo }: ShareImageContent): Promise<Buffer> {
  if (photo) {
    const overlay = Buffer.from(await photoOverlaySvg({ title, category }))
    return (
      sharp(photo, { limitInputPixels: imagePolicy.input.maxPixels })
        // Upright as the camera held it, then cut to size around what draws the eye rather than the middle.
        .rotate()
        .resize({ ...shareImageSize, fit: 'cover', position: sharp.strategy.attention })
        .composite([{ input: overlay }])
        .flatten({ background: '#071024' })
        .jpeg(jpeg)
        .toBuffer()
    )
  }
  const [ground, heading] = await Promise.all([groundOf(category), coverTitleSvg(title)])
  return coverJpeg(ground, heading)
}

const { width, height } = shareImageSize

/**
 * The cover: the title laid over the band of the ground it covers, that band put back into the
 * opaque ground, and the whole encoded. The same pixels, and so the same JPEG, as laying the title
 * over the whole ground, for about two thirds of the work: blending the whole image, then encoding
 * it with its alpha channel, cost more than drawing and encoding the picture itself.
 */
async function coverJpeg(ground: Ground, heading: { svg: string; height: number; top: number }): Promise<Buffer> {
  const { left, width: bandWidth } = coverTitleArea
  const { top } = heading
  const rows = Math.ceil(heading.height)
  if (top < 0 || top + rows > height) throw new Error(`A cover title ${rows} px high does not fit at ${top} px.`)
  // Byte offsets of the band's rows, in the band and in the whole image, for pixels of `channels` bytes.
  const rowsOf = (channels: number) =>
    Array.from({ length: rows }, (_, y) => ({
      band: y * bandWidth * channels,
      image: ((top + y) * width + left) * channels,
      length: bandWidth * channels,
    }))
  const under = Buffer.allocUnsafe(bandWidth * rows * 4)
  for (const row of rowsOf(4)) ground.rgba.copy(under, row.band, row.image, row.image + row.length)
  const band = await sharp(under, { raw: { width: bandWidth, height: rows, channels: 4 } })
    .composite([{ input: Buffer.from(heading.svg), left: 0, top: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer()
  const image = Buffer.from(ground.rgb)
  for (const row of rowsOf(3)) band.copy(image, row.image, row.band, row.band + row.length)
  return sharp(image, { raw: { width, height, channels: 3 } })
    .jpeg(jpeg)
    .toBuffer()
}

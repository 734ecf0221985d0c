// Draws a share image: satori lays the design out and turns its text into paths, from the font files
// the project ships, so no system font is ever asked for; sharp (libvips, already the project's image
// library) rasterises that SVG and encodes the JPEG.
import { createElement, type FunctionComponent } from 'react'
import satori, { type SatoriNode } from 'satori'
import sharp, { type OutputInfo } from 'sharp'
import { shareImageSize } from '../../site/lib/blog/index.ts'
import { imagePolicy } from '../../site/lib/images/index.ts'
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

/** The cover's title as SVG, and where it goes on the ground: centred in coverTitleArea. */
export async function coverTitleSvg(title: string, onNode?: NodeListener): Promise<{ svg: string; top: number }> {
  const svg = await layOut(CoverTitle, { title }, { width: coverTitleArea.width }, onNode)
  const height = Number(/^<svg[^>]* height="([\d.]+)"/.exec(svg)?.[1])
  return { svg, top: Math.round(coverTitleArea.top + (coverTitleArea.bottom - coverTitleArea.top - height) / 2) }
}

/** The layer drawn over a featured image, as SVG. */
export const photoOverlaySvg = (content: { title: string; category: string }, onNode?: NodeListener) =>
  layOut(PhotoOverlay, content, shareImageSize, onNode)

// A category's ground is the same for each of its posts: rasterised once, each title is laid over it.
const grounds = new Map<string, Promise<{ data: Buffer; info: OutputInfo }>>()
const groundOf = (category: string) => {
  let ground = grounds.get(category)
  if (!ground) {
    ground = coverGroundSvg(category).then((svg) => sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true }))
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
  return sharp(ground.data, { raw: ground.info })
    .composite([{ input: Buffer.from(heading.svg), left: coverTitleArea.left, top: heading.top }])
    .jpeg(jpeg)
    .toBuffer()
}

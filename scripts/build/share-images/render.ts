// Draws a share image: satori lays the design out and turns its text into paths, from the font files
// the project ships, so no system font is ever asked for; sharp (libvips, already the project's image
// library) rasterises that SVG and encodes the JPEG. A cover's title, the one part that differs from
// post to post, is set by title-type.ts straight into the pixels of its category's ground.
import { createElement, type FunctionComponent } from 'react'
import satori, { type SatoriNode } from 'satori'
import sharp from 'sharp'
import { shareImageSize } from '../../../site/lib/blog/index.ts'
import { imagePolicy } from '../../../site/lib/images/index.ts'
import { CoverGround, coverTitleArea, PhotoOverlay, titleLineHeight, titleLines, titleSize } from './design.tsx'
import { drawableText, shareImageFonts } from './fonts.ts'
import { drawTitle } from './title-ink.ts'
import { layOutTitle, type TitleLayout } from './title-type.ts'

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

/** The cover's title laid out, and how far down the image its block starts: centred in coverTitleArea. */
export function coverTitle(title: string): { layout: TitleLayout; top: number } {
  const text = drawableText(title)
  const layout = layOutTitle(text, {
    size: titleSize(text, false),
    width: coverTitleArea.width,
    lineHeight: titleLineHeight,
    maxLines: titleLines.cover,
  })
  return {
    layout,
    top: Math.round(coverTitleArea.top + (coverTitleArea.bottom - coverTitleArea.top - layout.height) / 2),
  }
}

/** The layer drawn over a featured image, as SVG. */
export const photoOverlaySvg = (content: { title: string; category: string }, onNode?: NodeListener) =>
  layOut(PhotoOverlay, content, shareImageSize, onNode)

// A category's ground is the same for each of its posts: rasterised once, each title is set into a copy.
const grounds = new Map<string, Promise<Buffer>>()
const groundOf = (category: string) => {
  let ground = grounds.get(category)
  if (!ground) {
    ground = coverGroundSvg(category).then((svg) => sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer())
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
  const image = Buffer.from(await groundOf(category))
  const { layout, top } = coverTitle(title)
  await drawTitle(image, shareImageSize.width, layout, { left: coverTitleArea.left, top })
  return sharp(image, { raw: { ...shareImageSize, channels: 3 } })
    .jpeg(jpeg)
    .toBuffer()
}

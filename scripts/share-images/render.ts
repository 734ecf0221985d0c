// Draws a share image: satori lays the design out and turns its text into paths, from the font files
// the project ships, so no system font is ever asked for; sharp (libvips, already the project's image
// library) rasterises that SVG and encodes the JPEG.
import { createElement } from 'react'
import satori, { type SatoriNode } from 'satori'
import sharp from 'sharp'
import { shareImageSize } from '../../site/lib/blog/index.ts'
import { imagePolicy } from '../../site/lib/images/index.ts'
import { CoverImage, PhotoOverlay } from './design.tsx'
import { shareImageFonts } from './fonts.ts'

/** What one share image shows: the category, the title and, when the post has one, its featured image's bytes. */
export interface ShareImageContent {
  title: string
  category: string
  photo?: Uint8Array
}

/** JPEG, which every link preview reads; at this quality a cover weighs about 70 KB. */
const jpeg = { quality: 82 } as const

/**
 * The drawn layer of a share image as SVG: the whole cover, or the caption over a photo. `onNode`
 * is told where each box landed, text boxes with their text.
 */
export function shareImageSvg(
  { title, category, photo }: Omit<ShareImageContent, 'photo'> & { photo: boolean },
  onNode?: (node: SatoriNode) => void,
): Promise<string> {
  const design = photo ? PhotoOverlay : CoverImage
  return satori(createElement(design, { title, category }), {
    ...shareImageSize,
    fonts: shareImageFonts(),
    onNodeDetected: onNode,
  })
}

/** Renders a share image as a 1200×630 JPEG: the featured image cropped to size under the caption, or the generated cover. */
export async function renderShareImage(content: ShareImageContent): Promise<Buffer> {
  const svg = Buffer.from(await shareImageSvg({ ...content, photo: content.photo !== undefined }))
  if (!content.photo) return sharp(svg).jpeg(jpeg).toBuffer()
  return (
    sharp(content.photo, { limitInputPixels: imagePolicy.input.maxPixels })
      // Upright as the camera held it, then cut to size around what draws the eye rather than the middle.
      .rotate()
      .resize({ ...shareImageSize, fit: 'cover', position: sharp.strategy.attention })
      .composite([{ input: svg }])
      .flatten({ background: '#071024' })
      .jpeg(jpeg)
      .toBuffer()
  )
}

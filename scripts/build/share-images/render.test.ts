import sharp from 'sharp'
import { expect, it } from 'vitest'
import { shareImageSize } from '../../../site/lib/blog/index.ts'
import { categories } from '../../../site/lib/post/taxonomy.ts'
import { coverTitleArea } from './design.tsx'
import { coverGroundSvg, coverTitleSvg, renderShareImage } from './render.ts'

/** The cover as it was first drawn: the title laid over the whole ground, then encoded. */
async function wholeCanvasCover(title: string, category: string): Promise<Buffer> {
  const ground = await sharp(Buffer.from(await coverGroundSvg(category)))
    .raw()
    .toBuffer({ resolveWithObject: true })
  const heading = await coverTitleSvg(title)
  return sharp(ground.data, { raw: ground.info })
    .composite([{ input: Buffer.from(heading.svg), left: coverTitleArea.left, top: heading.top }])
    .jpeg({ quality: 82, optimiseCoding: false })
    .toBuffer()
}

// One line, two, and four (clamped), with letters the typeface draws and one it does not.
const titles = [
  'Tally integration',
  'Ça coûte: ERP-Migration über drei Länder, ohne Stillstand 🚀',
  'API-First Integration: How to Connect Finance, Operations and Every Warehouse System Without Building a Brittle Web of Point-to-Point Links That Nobody Can Maintain Five Years From Now',
]

it.each(categories.map((category) => category.slug))(
  'draws the %s cover byte for byte as laying the title over the whole ground does',
  async (category) => {
    for (const title of titles) {
      const cover = await renderShareImage({ title, category })
      expect(cover.equals(await wholeCanvasCover(title, category)), title).toBe(true)
      expect(await sharp(cover).metadata()).toMatchObject({ format: 'jpeg', ...shareImageSize })
    }
  },
)

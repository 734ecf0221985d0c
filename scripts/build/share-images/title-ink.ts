// Draws a laid-out title (title-type.ts) into a picture: each letter from a mask rasterised once per
// face, size and eighth of a pixel (librsvg, through sharp), blended in white over what is there.
import sharp from 'sharp'
import { loadFaces, type Glyph, type Placed, type TitleLayout } from './title-type.ts'

/** A letter's coverage, one byte a pixel, and where its top left corner sits from the pen's pixel. */
interface Mask {
  alpha: Buffer
  width: number
  height: number
  left: number
  top: number
}

// Masks by face, letter, size and offset in eighths of a pixel: a build draws each a handful of times, not
// once for each place a title uses it.
const masks = new Map<string, Promise<Mask | null>>()
const steps = 8

function maskOf(letter: Placed, size: number, dx: number, dy: number): Promise<Mask | null> {
  const key = `${letter.face}:${letter.glyph.index}:${size}:${dx}:${dy}`
  let mask = masks.get(key)
  if (!mask) {
    mask = rasterise(letter.glyph, size, loadFaces()[letter.face]!.unitsPerEm, dx / steps, dy / steps)
    masks.set(key, mask)
  }
  return mask
}

/** Rasterises a letter at `size` around a pen at (dx, dy) within its pixel. */
async function rasterise(glyph: Glyph, size: number, unitsPerEm: number, dx: number, dy: number): Promise<Mask | null> {
  const box = glyph.getMetrics()
  const s = size / unitsPerEm
  // The letter's ink in pixels, with a pixel to spare on each side.
  if (!(box.xMax > box.xMin && box.yMax > box.yMin)) return null
  const left = Math.floor(dx + box.xMin * s) - 1
  const right = Math.ceil(dx + box.xMax * s) + 1
  const top = Math.floor(dy - box.yMax * s) - 1
  const bottom = Math.ceil(dy - box.yMin * s) + 1
  const width = right - left
  const height = bottom - top
  const d = glyph.getPath(dx - left, dy - top, size).toPathData(3)
  if (!d) return null
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="${d}" fill="#fff"/></svg>`
  const alpha = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer()
  return { alpha, width, height, left, top }
}

/**
 * Draws `layout` in white into `image` (RGB, `imageWidth` pixels a row), its block's top left corner
 * at (`left`, `top`).
 */
export async function drawTitle(
  image: Buffer,
  imageWidth: number,
  layout: TitleLayout,
  { left, top }: { left: number; top: number },
): Promise<void> {
  const imageHeight = image.length / 3 / imageWidth
  for (const line of layout.lines) {
    const y = top + line.baseline
    const penY = Math.floor(y)
    const dy = Math.round((y - penY) * steps)
    for (const letter of line.letters) {
      const x = left + letter.x
      const penX = Math.floor(x)
      const dx = Math.round((x - penX) * steps)
      const mask = await maskOf(letter, layout.size, dx, dy)
      if (!mask) continue
      for (let row = 0; row < mask.height; row++) {
        const iy = penY + mask.top + row
        if (iy < 0 || iy >= imageHeight) continue
        const from = row * mask.width
        for (let column = 0; column < mask.width; column++) {
          const a = mask.alpha[from + column]!
          const ix = penX + mask.left + column
          if (a === 0 || ix < 0 || ix >= imageWidth) continue
          // White over what is there, rounded as Math.round rounds: (v + 127) / 255, floored, is v / 255 rounded.
          for (let at = (iy * imageWidth + ix) * 3, end = at + 3; at < end; at++)
            image[at] = image[at]! + ((((255 - image[at]!) * a + 127) / 255) | 0)
        }
      }
    }
  }
}

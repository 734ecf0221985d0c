// The admin's image encoder: what sharp is to the CLI, in the browser, where sharp cannot run (nor in a
// Supabase edge function, which refuses native modules). A canvas scales and makes WebP, as every
// browser the admin supports can; libavif, compiled to WebAssembly, makes AVIF, which no browser's
// canvas does. It is fetched only when an image is chosen, so the admin's pages load none of it.
import { imagePolicy, scaledHeight, storedSize, type ImageEncoder } from '../images/index.ts'

type Canvas = OffscreenCanvas | HTMLCanvasElement

/** The browser cannot make WebP (Safari): the image cannot be cleaned and stored as the policy says. */
export class NoWebpError extends Error {}

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  return canvas
}

function contextOf(canvas: Canvas): OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D {
  const context = canvas.getContext('2d', { willReadFrequently: true }) as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null
  if (!context) throw new Error('The browser gave no canvas to draw the image on.')
  context.imageSmoothingQuality = 'high'
  return context
}

function drawn(source: CanvasImageSource, width: number, height: number): Canvas {
  const canvas = canvasOf(width, height)
  contextOf(canvas).drawImage(source, 0, 0, width, height)
  return canvas
}

async function webp(canvas: Canvas, quality: number): Promise<Uint8Array> {
  const type = imagePolicy.variants.formats.webp.mimeType
  const blob =
    'convertToBlob' in canvas
      ? await canvas.convertToBlob({ type, quality: quality / 100 })
      : await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality / 100))
  // A browser that cannot make WebP hands back PNG instead.
  if (!blob || blob.type !== type) throw new NoWebpError()
  return new Uint8Array(await blob.arrayBuffer())
}

async function avif(canvas: Canvas, quality: number): Promise<Uint8Array> {
  const { default: encode } = await import('@jsquash/avif/encode.js')
  const pixels = contextOf(canvas).getImageData(0, 0, canvas.width, canvas.height)
  // 4:2:0 chroma, as the CLI's sharp encoder is told to make it.
  return new Uint8Array(await encode(pixels, { quality, subsample: 1 }))
}

/**
 * An encoder over a decoded image: drawn once, upright, at most the policy's width (the widest file
 * made of it), and every file scaled from that, as the CLI's sharp encoder does.
 */
export function browserEncoder(bitmap: ImageBitmap): ImageEncoder {
  const { width, height } = storedSize(bitmap.width, bitmap.height)
  const source = drawn(bitmap, width, height)
  const alpha = contextOf(source).getImageData(0, 0, width, height).data
  let hasAlpha = false
  for (let i = 3; i < alpha.length && !hasAlpha; i += 4) hasAlpha = alpha[i] !== 255
  return {
    width,
    height,
    hasAlpha,
    encode(format, to, quality) {
      const canvas = to === width ? source : drawn(source, to, scaledHeight(width, height, to))
      return format === 'avif' ? avif(canvas, quality) : webp(canvas, quality)
    },
  }
}

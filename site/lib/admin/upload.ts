// A featured image chosen in the browser, made safe to publish before it leaves the machine: the
// bytes must be an image, within the limits, and are redrawn on a canvas, which keeps the pixels
// and nothing else (EXIF, GPS, comments, scripts in odd chunks). The storage service checks again.
import type { PublicClient } from '../supabase/index.ts'
import { contentHashName, headerDimensions, imageProblems } from './editor/index.ts'

/** The bucket the site's images live in. */
export const imageBucket = 'blog-images'
/** Wider than any column the site shows an image in, at twice the density. */
export const maxImageWidth = 2400
const webpQuality = 0.85
// Stored names come from the bytes, so one name always means the same image: cache it for a year.
const cacheSeconds = '31536000'

export type PreparedImage = { ok: true; blob: Blob; width: number; height: number; name: string }
export type PrepareResult = PreparedImage | { ok: false; problems: string[] }
export type UploadResult = { ok: true; url: string } | { ok: false; message: string }

const unreadable = 'The file could not be read as an image; it may be damaged or incomplete. Open it in an image editor and export it again as PNG, JPEG or WebP.'
const noWebp = 'This browser cannot save images as WebP, so the image cannot be cleaned before upload. Use a current Chrome, Edge or Firefox, or upload it with the axon-blog CLI.'

/** The size an image is stored at: its own, or scaled down to the maximum width, keeping its shape. */
export function storedSize(width: number, height: number, maxWidth = maxImageWidth): { width: number; height: number } {
  if (width <= maxWidth) return { width, height }
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) }
}

/** Checks a chosen file and re-encodes it as metadata-free WebP, named by its bytes; or every reason it cannot be. */
export async function prepareImage(file: File): Promise<PrepareResult> {
  // Enough of the file for any header's size marker (a JPEG's can follow its embedded thumbnail).
  const head = new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer())
  const candidate = { bytes: head, type: file.type, size: file.size }
  const early = imageProblems({ ...candidate, ...headerDimensions(head) })
  if (early.length > 0) return { ok: false, problems: early }

  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return { ok: false, problems: [unreadable] }
  }
  try {
    const pixels = imageProblems({ ...candidate, width: bitmap.width, height: bitmap.height })
    if (pixels.length > 0) return { ok: false, problems: pixels }
    const size = storedSize(bitmap.width, bitmap.height)
    const blob = await encodeWebp(bitmap, size).catch(() => undefined)
    if (!blob) return { ok: false, problems: [unreadable] }
    if (blob.type !== 'image/webp') return { ok: false, problems: [noWebp] }
    const name = await contentHashName(new Uint8Array(await blob.arrayBuffer()))
    return { ok: true, blob, ...size, name }
  } finally {
    bitmap.close()
  }
}

async function encodeWebp(bitmap: ImageBitmap, { width, height }: { width: number; height: number }): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    draw(canvas.getContext('2d'), bitmap, width, height)
    return canvas.convertToBlob({ type: 'image/webp', quality: webpQuality })
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  draw(canvas.getContext('2d'), bitmap, width, height)
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(unreadable))), 'image/webp', webpQuality))
}

function draw(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null, bitmap: ImageBitmap, width: number, height: number) {
  if (!context) throw new Error('The browser gave no canvas to draw the image on.')
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, width, height)
}

/** Stores a prepared image in blog-images (the same bytes land on the same name) and returns its public URL. */
export async function uploadFeaturedImage(client: PublicClient, prepared: PreparedImage): Promise<UploadResult> {
  const storage = client.storage.from(imageBucket)
  try {
    const { error } = await storage.upload(prepared.name, prepared.blob, { contentType: 'image/webp', cacheControl: cacheSeconds, upsert: true })
    if (error) return { ok: false, message: error.message }
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  return { ok: true, url: storage.getPublicUrl(prepared.name).data.publicUrl }
}

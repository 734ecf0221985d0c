import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { ServiceClient } from '../site/lib/supabase/service.ts'
import { bucket } from './context.ts'
import { CliError, noAnswer } from './errors.ts'

export const maxImageBytes = 10 * 1024 * 1024
const maxPixels = 40_000_000
const maxWidth = 1600

export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif'

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte)
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** The image type the bytes really are, whatever the file is called; undefined for anything else (SVG included). */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif'
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif'
  return undefined
}

/**
 * Re-encodes an image for the web: upright (EXIF orientation applied), no metadata (EXIF, GPS,
 * ICC comments), at most 1600 px wide, as WebP. Refuses non-images and oversize images.
 */
export async function prepareImage(bytes: Uint8Array, name: string): Promise<{ bytes: Buffer; width: number; height: number }> {
  if (bytes.byteLength > maxImageBytes) throw new CliError(`${name} is ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB; images may be at most 10 MB.`, 'Export it smaller (1600 px wide is plenty) and try again.')
  const type = sniffImageType(bytes)
  if (!type) throw new CliError(`${name} is not a JPEG, PNG, WebP, AVIF or GIF image.`, 'SVG and other formats are refused because they can carry scripts; export the image as PNG, JPEG or WebP.')
  try {
    const image = sharp(bytes, { limitInputPixels: maxPixels, animated: type === 'gif' || type === 'webp' })
    // sharp keeps no metadata unless asked, so EXIF (GPS included) and comments are dropped here.
    const { data, info } = await image.rotate().resize({ width: maxWidth, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer({ resolveWithObject: true })
    return { bytes: data, width: info.width, height: info.height }
  } catch (error) {
    if (error instanceof CliError) throw error
    const message = (error as Error).message
    if (/pixel limit/i.test(message)) throw new CliError(`${name} has more than 40 megapixels.`, 'Resize it before uploading.')
    throw new CliError(`${name} could not be read as a ${type.toUpperCase()} image: ${message}`, 'The file may be damaged; export it again.')
  }
}

const hashName = (bytes: Uint8Array) => `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`

/**
 * Uploads an image to blog-images under a name derived from its content, so an unchanged image
 * is never uploaded twice. Bytes that are already one of our stored images are reused as they are.
 * When the backend does not answer, the error is thrown as it is, for the caller to name its step.
 */
export async function uploadImage(client: ServiceClient, fetchFn: typeof fetch, bytes: Uint8Array, name: string): Promise<{ url: string; uploaded: boolean }> {
  const storage = client.storage.from(bucket)
  const exists = async (path: string) => (await fetchFn(storage.getPublicUrl(path).data.publicUrl, { method: 'HEAD' })).ok
  const asStored = `posts/${hashName(bytes)}`
  if (sniffImageType(bytes) === 'webp' && (await exists(asStored))) return { url: storage.getPublicUrl(asStored).data.publicUrl, uploaded: false }
  const prepared = await prepareImage(bytes, name)
  const path = `posts/${hashName(prepared.bytes)}`
  if (await exists(path)) return { url: storage.getPublicUrl(path).data.publicUrl, uploaded: false }
  const { error } = await storage.upload(path, prepared.bytes, { contentType: 'image/webp', cacheControl: '31536000', upsert: false })
  if (error && noAnswer(error)) throw error
  if (error && !/already exists/i.test(error.message)) throw new CliError(`Uploading ${name} failed: ${error.message}`, 'Check that the blog-images bucket exists (the migrations create it) and that the service-role key is right.')
  return { url: storage.getPublicUrl(path).data.publicUrl, uploaded: !error }
}

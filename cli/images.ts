import sharp from 'sharp'
import { imageLimitWords, imagePolicy, sniffImage, storedImagePath } from '../site/lib/images/index.ts'
import { imageUrl, StoreError, storeImage, type StoreClient } from '../site/lib/post-store/index.ts'
import { CliError, noAnswer } from './errors.ts'

const limits = imageLimitWords

/**
 * Re-encodes an image as the site's image policy says (site/lib/images): upright (EXIF orientation
 * applied), no metadata (EXIF, GPS, ICC comments), at most the policy's width, as WebP. Refuses
 * non-images and oversize images.
 */
export async function prepareImage(
  bytes: Uint8Array,
  name: string,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  if (bytes.byteLength > imagePolicy.input.maxBytes)
    throw new CliError(
      `${name} is ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB; images may be at most ${limits.bytes}.`,
      `Export it smaller (${limits.width} wide is plenty) and try again.`,
    )
  const format = sniffImage(bytes)
  if (!format)
    throw new CliError(
      `${name} is not a ${limits.formats} image.`,
      'SVG and other formats are refused because they can carry scripts; export the image as PNG, JPEG or WebP.',
    )
  try {
    const image = sharp(bytes, {
      limitInputPixels: imagePolicy.input.maxPixels,
      animated: format === 'gif' || format === 'webp',
    })
    // sharp keeps no metadata unless asked, so EXIF (GPS included) and comments are dropped here.
    const resized = image.rotate().resize({ width: imagePolicy.output.maxWidth, withoutEnlargement: true })
    const { data, info } = await resized
      .webp({ quality: imagePolicy.output.quality })
      .toBuffer({ resolveWithObject: true })
    return { bytes: data, width: info.width, height: info.height }
  } catch (error) {
    const message = (error as Error).message
    if (/pixel limit/i.test(message))
      throw new CliError(`${name} has more than ${limits.pixels}.`, 'Resize it before uploading.')
    throw new CliError(
      `${name} could not be read as a ${format.toUpperCase()} image: ${message}`,
      'The file may be damaged; export it again.',
    )
  }
}

/**
 * Uploads an image to the site's bucket under a name derived from its content, so an unchanged
 * image is never uploaded twice. Bytes that are already one of our stored images are reused as
 * they are. When the backend does not answer, the error is thrown as it is, for the caller to name its step.
 */
export async function uploadImage(
  client: StoreClient,
  fetchFn: typeof fetch,
  bytes: Uint8Array,
  name: string,
): Promise<{ url: string; uploaded: boolean }> {
  const exists = async (path: string) => (await fetchFn(imageUrl(client, path), { method: 'HEAD' })).ok
  const asStored = await storedImagePath(bytes)
  if (sniffImage(bytes) === 'webp' && (await exists(asStored)))
    return { url: imageUrl(client, asStored), uploaded: false }
  const prepared = await prepareImage(bytes, name)
  const path = await storedImagePath(prepared.bytes)
  if (await exists(path)) return { url: imageUrl(client, path), uploaded: false }
  try {
    return { url: await storeImage(client, path, prepared.bytes), uploaded: true }
  } catch (error) {
    if (!(error instanceof StoreError) || noAnswer(error)) throw error
    throw new CliError(
      `Uploading ${name} failed: ${error.message}`,
      `Check that the ${imagePolicy.storage.bucket} bucket exists (the migrations create it) and that the service-role key is right.`,
    )
  }
}

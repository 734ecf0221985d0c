import sharp from 'sharp'
import {
  encodeImage,
  imageLimitWords,
  imagePolicy,
  prepareImageSet,
  sniffImage,
  storedImagePath,
  type ImageEncoder,
} from '../site/lib/images/index.ts'
import { hasImageSet, imageUrl, StoreError, storeImageSet, type StoreClient } from '../site/lib/post-store/index.ts'
import { CliError, noAnswer } from './errors.ts'

const limits = imageLimitWords

/**
 * Checks an image and decodes it with sharp as the site's image policy says (site/lib/images): upright
 * (EXIF orientation applied), no metadata (EXIF, GPS, ICC comments), the first frame of an animation (as
 * the admin's canvas takes it), at most the policy's width. Refuses non-images and oversize images.
 * Returns the encoder that prepareImageSet makes the image and its variants with.
 */
export async function decodeImage(bytes: Uint8Array, name: string): Promise<ImageEncoder> {
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
    // Decoded once into raw pixels no wider than anything stored, which every file is resized from.
    // sharp keeps no metadata unless asked, so EXIF (GPS included) and comments go here.
    const { data, info } = await sharp(bytes, { limitInputPixels: imagePolicy.input.maxPixels })
      .rotate()
      .resize({ width: imagePolicy.output.maxWidth, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
    const { isOpaque } = await sharp(data, raw).stats()
    return {
      width: info.width,
      height: info.height,
      hasAlpha: !isOpaque,
      async encode(format, width, quality) {
        const resized = width === info.width ? sharp(data, raw) : sharp(data, raw).resize({ width })
        // AVIF with 4:2:0 chroma, as photographs are stored everywhere (and as the admin's libavif makes it).
        // Effort 2 of 9: a tenth larger than sharp's default of 4, and about five times quicker to make, so
        // a publish with a new image takes a second or two, not ten.
        const encoded =
          format === 'avif'
            ? resized.avif({ quality, chromaSubsampling: '4:2:0', effort: 2 })
            : resized.webp({ quality })
        return new Uint8Array(await encoded.toBuffer())
      },
    }
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
 * Uploads an image to the site's bucket with its variants, under names derived from its content, so an
 * unchanged image is never uploaded twice: the image itself is encoded first, and when its set is
 * recorded already nothing more is made. Bytes that are already one of our stored images are reused as
 * they are. When the backend does not answer, the error is thrown as it is, for the caller to name its step.
 */
export async function uploadImage(
  client: StoreClient,
  bytes: Uint8Array,
  name: string,
): Promise<{ url: string; uploaded: boolean }> {
  try {
    const asStored = await storedImagePath(bytes)
    if (sniffImage(bytes) === 'webp' && (await hasImageSet(client, asStored)))
      return { url: imageUrl(client, asStored), uploaded: false }
    const encoder = await decodeImage(bytes, name)
    const image = await encodeImage(encoder)
    if (await hasImageSet(client, image.path)) return { url: imageUrl(client, image.path), uploaded: false }
    return { url: await storeImageSet(client, await prepareImageSet(encoder, image)), uploaded: true }
  } catch (error) {
    if (!(error instanceof StoreError) || noAnswer(error)) throw error
    throw new CliError(
      `Uploading ${name} failed: ${error.message}`,
      `Check that the ${imagePolicy.storage.bucket} bucket and the blog_images table exist (the migrations create both) and that the service-role key is right.`,
    )
  }
}

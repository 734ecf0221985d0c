// What an upload becomes, the same from either channel: the image as the policy stores it, its
// variants at the widths its slots need in AVIF and WebP, and a tiny placeholder. The channel brings
// the encoder (sharp in the CLI, a canvas and libavif in the admin's browser); the plan, the names and
// the checks on what the encoder made are here, so both channels store the same set.
import { imagePolicy, storedImagePath, storedSize, type VariantFormat } from './policy.ts'
import { headerDimensions, sniffImage } from './sniff.ts'
import { variantFormats, variantPath, variantWidths, type ImageSet } from './variants.ts'

/** Turns an upload's decoded, upright pixels into encoded files. */
export interface ImageEncoder {
  /** The upload's upright size in pixels. */
  width: number
  height: number
  /** Whether some pixels are see-through. */
  hasAlpha: boolean
  /** The image scaled to `width` pixels wide, keeping its shape (scaledHeight), as `format` at `quality` (0 to 100). */
  encode(format: VariantFormat, width: number, quality: number): Promise<Uint8Array>
}

/** A file to store in the bucket. */
export interface ImageFile {
  path: string
  bytes: Uint8Array
  mimeType: string
}

/** An upload, ready to store: the image's own name, every file to store under it, and its facts for blog_images. */
export interface PreparedImageSet {
  /** The image's own name, `posts/<hex>.webp`, which a post's featured_image_url points to. */
  path: string
  /** The variants, then the image itself: stored in this order, so the image's name never points to a partial set. */
  files: ImageFile[]
  set: ImageSet
}

/** The height of an image `width` × `height` scaled to `to` pixels wide, as sharp and the browser encoder both round it. */
export const scaledHeight = (width: number, height: number, to: number): number =>
  Math.max(1, Math.round((height * to) / width))

/** An encoder made something other than what was asked: a bug or a broken encoder, never the upload's fault. */
export class EncoderError extends Error {}

function checked(bytes: Uint8Array, format: VariantFormat, width: number): Uint8Array {
  if (sniffImage(bytes) !== format)
    throw new EncoderError(`The encoder made ${sniffImage(bytes) ?? 'unknown bytes'}, not ${format}.`)
  // A WebP header states its width; an AVIF's needs a box parser, and the encoders size both alike.
  const size = format === 'webp' ? headerDimensions(bytes) : null
  if (size && size.width !== width) throw new EncoderError(`The encoder made a ${size.width} px WebP, not ${width} px.`)
  return bytes
}

function dataUri(bytes: Uint8Array, mimeType: string): string {
  return `data:${mimeType};base64,${btoa(String.fromCharCode(...bytes))}`
}

/** The image itself as the policy stores it: WebP, at most the policy's width, named by its bytes. */
export interface StoredImage {
  /** `posts/<hex>.webp`: the name a post's featured_image_url points to. */
  path: string
  bytes: Uint8Array
  width: number
  height: number
}

/** Encodes the image itself, which names the whole set: enough to learn whether the set is stored already. */
export async function encodeImage(encoder: ImageEncoder): Promise<StoredImage> {
  const size = storedSize(encoder.width, encoder.height)
  const { quality } = imagePolicy.variants.formats.webp
  const bytes = checked(await encoder.encode('webp', size.width, quality), 'webp', size.width)
  return { path: await storedImagePath(bytes), bytes, ...size }
}

/** Encodes an upload's whole set: the image (encodeImage's, if given), its variants and its placeholder. */
export async function prepareImageSet(encoder: ImageEncoder, image?: StoredImage): Promise<PreparedImageSet> {
  const { formats, placeholder } = imagePolicy.variants
  const { path, bytes: imageBytes, width, height } = image ?? (await encodeImage(encoder))
  const widths = variantWidths(width)
  const files: ImageFile[] = []
  for (const to of widths) {
    for (const format of variantFormats) {
      const { mimeType, quality } = formats[format]
      // The image itself is the WebP at its own width: encoded once.
      const bytes =
        format === 'webp' && to === width ? imageBytes : checked(await encoder.encode(format, to, quality), format, to)
      files.push({ path: variantPath(path, format, to), bytes, mimeType })
    }
  }
  files.push({ path, bytes: imageBytes, mimeType: imagePolicy.output.mimeType })
  let preview: string | null = null
  if (!encoder.hasAlpha) {
    const to = Math.min(placeholder.width, width)
    const bytes = checked(await encoder.encode('webp', to, placeholder.quality), 'webp', to)
    if (bytes.byteLength > placeholder.maxBytes)
      throw new EncoderError(`The placeholder is ${bytes.byteLength} bytes, more than ${placeholder.maxBytes}.`)
    preview = dataUri(bytes, formats.webp.mimeType)
  }
  return { path, files, set: { width, height, widths, placeholder: preview } }
}

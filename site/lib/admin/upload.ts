// A featured image chosen in the browser, made safe to publish before it leaves the machine: the
// bytes must be an image within the site's image policy, and are redrawn on a canvas, which keeps
// the pixels and nothing else (EXIF, GPS, comments, scripts in odd chunks). From them the browser
// encoder makes the same set as the CLI's: the image, its AVIF and WebP variants and a placeholder,
// all stored by the post store's storeImageSet. The bucket and blog_images check again. The featured
// image and the images in a post's text go the same way, each step reported as it is done, and the
// whole of it can be stopped.
import {
  EncoderError,
  headerDimensions,
  prepareImageSet,
  storedSize,
  variantFormats,
  variantWidths,
  type ImageEncoder,
  type PreparedImageSet,
} from '../images/index.ts'
import { StoreError, storeImageSet, type StoreClient } from '../post-store/index.ts'
import { imageProblems } from './editor/index.ts'
import { browserEncoder, NoWebpError } from './image-encoder.ts'

export type PreparedImage = { ok: true } & PreparedImageSet
export type PrepareResult = PreparedImage | { ok: false; problems: string[] }

/** Where an image's preparation and upload stand: its check, its sizes made, its files stored. */
export type ImageProgress =
  | { stage: 'checking' }
  | { stage: 'preparing'; done: number; total: number }
  | { stage: 'uploading'; done: number; total: number }

/** What stops the work (it then rejects with the signal's reason) and what hears how far it has got. */
export interface ImageWorkOptions {
  signal?: AbortSignal
  onProgress?: (progress: ImageProgress) => void
}
/**
 * A stored image's URL, or why it was not stored: the storage gave no answer (the connection dropped,
 * or it was briefly unavailable: trying again may work) or it refused the image; `detail` is the
 * storage's own words, for the console rather than the person.
 */
export type UploadResult = { ok: true; url: string } | { ok: false; reason: 'connection' | 'refused'; detail: string }

const unreadable =
  'The file could not be read as an image; it may be damaged or incomplete. Open it in an image editor and export it again as PNG, JPEG or WebP.'
const noWebp =
  'This browser cannot save images as WebP, so the image cannot be cleaned before upload. Use a current Chrome, Edge or Firefox, or upload it with the axon-blog CLI.'

/**
 * How many files prepareImageSet asks the encoder for: the image itself, each variant (the WebP at
 * the image's own width is the image, made once) and, for an image without transparency, its placeholder.
 */
export function encodeCount({ width, height, hasAlpha }: Pick<ImageEncoder, 'width' | 'height' | 'hasAlpha'>): number {
  const stored = storedSize(width, height).width
  const widths = variantWidths(stored)
  return 1 + widths.length * variantFormats.length - (widths.includes(stored) ? 1 : 0) + (hasAlpha ? 0 : 1)
}

// Encoding runs on the page's own thread: between files, the page draws the progress and hears Cancel.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** The encoder, reporting each file it makes and stopping before the next once `signal` is aborted. */
export function reportingEncoder(encoder: ImageEncoder, { signal, onProgress }: ImageWorkOptions): ImageEncoder {
  const total = encodeCount(encoder)
  let done = 0
  onProgress?.({ stage: 'preparing', done, total })
  return {
    ...encoder,
    async encode(format, width, quality) {
      await nextTask()
      signal?.throwIfAborted()
      const bytes = await encoder.encode(format, width, quality)
      onProgress?.({ stage: 'preparing', done: ++done, total })
      return bytes
    },
  }
}

/**
 * Checks a chosen file and encodes it as the policy stores images, with its variants, named by its
 * bytes; or every reason it cannot be. Aborted, it rejects with the signal's reason.
 */
export async function prepareImage(file: File, options: ImageWorkOptions = {}): Promise<PrepareResult> {
  const { signal, onProgress } = options
  onProgress?.({ stage: 'checking' })
  // Enough of the file for any header's size marker (a JPEG's can follow its embedded thumbnail).
  const head = new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer())
  const candidate = { bytes: head, type: file.type, size: file.size }
  const early = imageProblems({ ...candidate, ...headerDimensions(head) })
  if (early.length > 0) return { ok: false, problems: early }
  signal?.throwIfAborted()

  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return { ok: false, problems: [unreadable] }
  }
  try {
    signal?.throwIfAborted()
    const pixels = imageProblems({ ...candidate, width: bitmap.width, height: bitmap.height })
    if (pixels.length > 0) return { ok: false, problems: pixels }
    return { ok: true, ...(await prepareImageSet(reportingEncoder(browserEncoder(bitmap), options))) }
  } catch (error) {
    signal?.throwIfAborted()
    if (error instanceof NoWebpError) return { ok: false, problems: [noWebp] }
    // A canvas that failed to draw or encode; the encoder's own slips are bugs, and say so.
    if (error instanceof EncoderError) throw error
    console.warn('The image could not be encoded:', error)
    return { ok: false, problems: [unreadable] }
  } finally {
    bitmap.close()
  }
}

// How a fetch that got no answer fails, in Chrome, Firefox, Safari and Node. supabase-js's storage
// client gives such a failure no HTTP status, which the store's error does not mark transient.
const noAnswer = /^(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed|fetch failed)$/

/** Whether a failed upload never reached the storage or got no answer from it, so trying again may work. */
function gotNoAnswer(error: StoreError): boolean {
  return error.transient || noAnswer.test(error.message)
}

/**
 * Stores a prepared image and its variants in the site's bucket (the same bytes land on the same
 * names) and returns its public URL. Aborted, it rejects with the signal's reason.
 */
export async function uploadFeaturedImage(
  client: StoreClient,
  prepared: PreparedImage,
  { signal, onProgress }: ImageWorkOptions = {},
): Promise<UploadResult> {
  try {
    const onStored = (done: number, total: number) => onProgress?.({ stage: 'uploading', done, total })
    return { ok: true, url: await storeImageSet(client, prepared, { signal, onStored }) }
  } catch (error) {
    if (!(error instanceof StoreError)) throw error
    return { ok: false, reason: gotNoAnswer(error) ? 'connection' : 'refused', detail: error.message }
  }
}

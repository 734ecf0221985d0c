// Why an image chosen in the browser cannot be uploaded, in the editor's words, by the site's
// image policy (site/lib/images). The bytes decide what it is, never its name or the browser's guess.
import { imageLimitWords, imagePolicy, sniffImage } from '../../images/index.ts'

// The local stand-in's upload checks (supabase/local/upload.ts) read these through the editor's index.
export { headerDimensions, sniffImage } from '../../images/index.ts'
/** The policy's input limits. */
export const imageLimits = { bytes: imagePolicy.input.maxBytes, pixels: imagePolicy.input.maxPixels } as const

export interface ImageCandidate {
  /** The file's bytes; the first dozen are enough to tell its format. */
  bytes: Uint8Array
  /** The MIME type the browser reports (from the file name), used only to explain a refusal. */
  type: string
  /** The file's size in bytes. */
  size: number
  /** Pixel dimensions, once the image has been decoded. */
  width?: number
  height?: number
}

/** Why an image cannot be uploaded, every reason at once; empty when it can. */
export function imageProblems({ bytes, type, size, width, height }: ImageCandidate): string[] {
  const problems: string[] = []
  const limits = imageLimitWords
  if (size > imagePolicy.input.maxBytes)
    problems.push(
      `The image is ${(size / 1024 / 1024).toFixed(1)} MB; images may be at most ${limits.bytes}. Export it smaller (${limits.width} wide is plenty).`,
    )
  if (!sniffImage(bytes)) {
    problems.push(
      type === 'image/svg+xml'
        ? 'SVG images are refused because they can carry scripts; export it as PNG, JPEG or WebP.'
        : `The file is not a ${limits.formats} image, whatever its name says; export it as one of those.`,
    )
  }
  if (width !== undefined && height !== undefined && width * height > imagePolicy.input.maxPixels) {
    problems.push(`The image is ${width} × ${height} pixels, more than ${limits.pixels}; resize it before uploading.`)
  }
  return problems
}

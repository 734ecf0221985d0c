// How the site takes in an image and stores it: the one rule that both upload paths follow, the
// CLI's (sharp, in Node) and the admin's (a canvas and libavif, in the browser). The blog-images bucket
// refuses what breaks its part of the rule itself (supabase/migrations/*_restrict_blog_images_uploads.sql
// and *_create_blog_images.sql).

/** An image format the site takes in, as the bytes say (sniffImage), never the file name. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif'

/** A format the site stores an image's variants in. */
export type VariantFormat = 'avif' | 'webp'

const MiB = 1024 * 1024
/** WebP quality from 0 to 100 (a canvas takes it from 0 to 1). */
const webpQuality = 82

export const imagePolicy = {
  /** What may be uploaded. Not SVG: it can carry scripts. */
  input: {
    formats: ['jpeg', 'png', 'webp', 'avif', 'gif'] satisfies ImageFormat[],
    maxBytes: 10 * MiB,
    maxPixels: 40_000_000,
  },
  /** What is stored: upright pixels without metadata (EXIF, GPS, comments), re-encoded. */
  output: {
    // The widest place an image is shown is the article column, at most 720 CSS px (a 3xl
    // container less its padding), and a card on a phone is narrower: 1600 px covers both at 2x.
    maxWidth: 1600,
    quality: webpQuality,
    mimeType: 'image/webp',
    extension: 'webp',
  },
  /**
   * What else is stored of each upload, so a page can let the browser choose: the image at the widths
   * its slots need (slots.ts), in each format below, best first, and a tiny placeholder inlined in the
   * page while the image loads.
   */
  variants: {
    formats: {
      // AVIF at 50 looks about as sharp as WebP at 82, in fewer bytes; browsers without AVIF take the WebP.
      avif: { mimeType: 'image/avif', quality: 50 },
      webp: { mimeType: 'image/webp', quality: webpQuality },
    },
    // 16 px wide: about a hundred bytes of WebP, a few hundred characters of the page once in base64.
    placeholder: { width: 16, quality: 40, maxBytes: 600 },
  },
  storage: {
    bucket: 'blog-images',
    prefix: 'posts/',
    /** Stored names are this many hex digits of the SHA-256 of the stored bytes, so a name always means the same image. */
    hexLength: 32,
    /** Seconds a browser or CDN may keep an image: a year, since a name never changes what it shows. */
    cacheControl: '31536000',
    /** The bucket's file_size_limit; it refuses larger files. */
    maxBytes: 5 * MiB,
  },
} as const

const formatNames: Record<ImageFormat, { name: string; mimeType: string }> = {
  jpeg: { name: 'JPEG', mimeType: 'image/jpeg' },
  png: { name: 'PNG', mimeType: 'image/png' },
  webp: { name: 'WebP', mimeType: 'image/webp' },
  avif: { name: 'AVIF', mimeType: 'image/avif' },
  gif: { name: 'GIF', mimeType: 'image/gif' },
}

const names = imagePolicy.input.formats.map((format) => formatNames[format].name)

/** The policy's limits as people read them, for messages and hints. */
export const imageLimitWords = {
  /** "JPEG, PNG, WebP, AVIF or GIF" */
  formats: `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`,
  bytes: `${imagePolicy.input.maxBytes / MiB} MB`,
  pixels: `${imagePolicy.input.maxPixels / 1_000_000} megapixels`,
  width: `${imagePolicy.output.maxWidth} px`,
} as const

/** The file input's accept list: the accepted formats' MIME types. */
export const imageAccept = imagePolicy.input.formats.map((format) => formatNames[format].mimeType).join(',')

/** The size an image is stored at: its own, or scaled down to the policy's width, keeping its shape. */
export function storedSize(width: number, height: number): { width: number; height: number } {
  const { maxWidth } = imagePolicy.output
  if (width <= maxWidth) return { width, height }
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) }
}

/** Where stored bytes live in the bucket: named by their SHA-256, so an unchanged image keeps its URL. */
export async function storedImagePath(bytes: Uint8Array): Promise<string> {
  // Copied into a plain ArrayBuffer: digest refuses views over shared memory.
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes))
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
  const { prefix, hexLength } = imagePolicy.storage
  return `${prefix}${hex.slice(0, hexLength)}.${imagePolicy.output.extension}`
}

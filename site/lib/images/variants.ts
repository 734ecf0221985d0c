// An uploaded image's variants: the widths it is stored at, their names beside the image's own, and
// the srcset a page gives the browser to choose from. Which widths follows from where the image is shown
// (slots.ts); the facts of each stored image are kept in the blog_images table (its migration says why).
import { imagePolicy, type VariantFormat } from './policy.ts'
import { storedWidths } from './slots.ts'

/** What a page needs to know of a stored image to offer its variants: a row of blog_images. */
export interface ImageSet {
  /** The stored image's own size, which its variants keep the shape of. */
  width: number
  height: number
  /** The widths it is also stored at, narrowest first, each as AVIF and as WebP. */
  widths: number[]
  /** A tiny WebP as a data: URI, shown blurred while the image loads; null for an image with transparency. */
  placeholder: string | null
}

/** The variant formats, best first: the order a <picture> offers them in. */
export const variantFormats = Object.keys(imagePolicy.variants.formats) as VariantFormat[]

/**
 * The widths an image `width` px wide is stored at: the slots' widths narrower than it, then its own
 * width or the widest slot's, whichever is narrower. Never wider than the image, never wider than a slot.
 */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, storedWidths.at(-1) ?? width)
  return [...storedWidths.filter((candidate) => candidate < top), top]
}

const { prefix } = imagePolicy.storage
const hexName = `${prefix}[0-9a-f]{16,64}`
// A stored image's name, alone or at the end of its URL.
const storedName = new RegExp(`^(.*/)?(${hexName})\\.${imagePolicy.output.extension}$`)
const exactName = new RegExp(`^${hexName}\\.${imagePolicy.output.extension}$`)

/** Where an image's variant lives: `posts/<hex>.webp` gives `posts/<hex>-<width>w.<format>`, path or URL alike. */
export function variantPath(path: string, format: VariantFormat, width: number): string {
  const match = storedName.exec(path)
  if (!match) throw new Error(`${path} is not a stored image's name, so it has no variants.`)
  return `${match[1] ?? ''}${match[2]}-${width}w.${format}`
}

const bucketPath = `/storage/v1/object/public/${imagePolicy.storage.bucket}/`

/** The stored name (`posts/<hex>.webp`) an image URL points to in the site's bucket; null for any other URL. */
export function storedPathOf(url: string): string | null {
  const at = url.lastIndexOf(bucketPath)
  if (at < 0) return null
  const path = url.slice(at + bucketPath.length)
  return exactName.test(path) ? path : null
}

/** The srcset of one format's variants, for the image at `url`. */
export function variantSrcset(url: string, set: ImageSet, format: VariantFormat): string {
  return set.widths.map((width) => `${variantPath(url, format, width)} ${width}w`).join(', ')
}

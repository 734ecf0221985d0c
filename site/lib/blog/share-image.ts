// Every article's own link-preview image, /og/<slug>.jpg, drawn at build time by scripts/share-images
// from what this module says it shows. Browser-safe: no Node modules, so pages and the build agree.
import { site } from '../../site.config.ts'
import type { PostSummary } from '../post-store/visible.ts'
import { categoryName } from './present.ts'

/**
 * Bump when scripts/share-images changes what an image looks like: every article's image address
 * changes with it, so link previews that cached the old picture fetch the new one.
 */
export const shareImageDesign = 1

/** The size Open Graph and X (Twitter) large previews ask for. */
export const shareImageSize = { width: 1200, height: 630 } as const

/** What a post's share image is drawn from. */
export type SharedPost = Pick<PostSummary, 'slug' | 'title' | 'category' | 'featured_image_url' | 'featured_image_alt'>

/** The folder of the built site that holds the share images. */
export const shareImageFolder = 'og'

/** Where a post's share image lives in the built site, relative to its root. */
export const shareImageFile = (slug: string): string => `${shareImageFolder}/${slug}.jpg`

// The backend's public storage path, which the CLI and the admin name by the SHA-256 of the
// stored bytes (site/lib/images): past it, the address says which image it is on any backend.
const storagePath = '/storage/v1/object/public/'

/** What names a featured image: its storage name when the backend stores it, else its whole address. */
function photoIdentity(url: string): string {
  try {
    const { pathname } = new URL(url)
    const at = pathname.indexOf(storagePath)
    return at < 0 ? url : pathname.slice(at + storagePath.length)
  } catch {
    return url
  }
}

/**
 * Everything that changes a post's share image, as one string: equal strings draw equal images,
 * so the build keys its cache on it (with the renderer's own version).
 */
export function shareImageInputs(post: SharedPost): string {
  return JSON.stringify({
    design: shareImageDesign,
    title: post.title,
    category: post.category,
    photo: post.featured_image_url ? photoIdentity(post.featured_image_url) : null,
  })
}

/**
 * What a post's share image shows, in words, for people who cannot see it: the featured image's
 * own description with the title over it, or the generated cover's category, title and brand.
 */
export function shareImageAlt(post: SharedPost, { photo = Boolean(post.featured_image_url) } = {}): string {
  const caption = `“${post.title}”, ${categoryName(post.category)}, ${site.name}`
  return photo && post.featured_image_alt ? `${post.featured_image_alt}, under the title ${caption}` : caption
}

/** A post's share image as its page names it: site-relative address, description and size. */
export function shareImage(post: SharedPost): { path: string; alt: string; size: typeof shareImageSize } {
  // The query changes whenever the picture does, so a preview cached under the old address is not reused.
  return {
    path: `/${shareImageFile(post.slug)}?v=${shortHash(shareImageInputs(post))}`,
    alt: shareImageAlt(post),
    size: shareImageSize,
  }
}

/** A short, stable fingerprint of a string (53-bit, two multiplicative hashes as in cyrb53), in base 36. */
function shortHash(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

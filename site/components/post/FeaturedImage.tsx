import { slotSizes, variantSrcset, type ImageSet, type ImageSlot } from '../../lib/images/index.ts'
import { cn } from '../../lib/ui/cn.ts'

// The width and height an image without variants has always been given: its slot's shape, since its own size is unknown.
const slotShapes: Record<ImageSlot, { width: number; height: number }> = {
  hero: { width: 1600, height: 900 },
  card: { width: 1600, height: 900 },
  featuredCard: { width: 1600, height: 900 },
  thumbnail: { width: 96, height: 64 },
}

export interface FeaturedImageProps {
  url: string
  alt: string
  /** The image's stored variants; without them it is shown from its one URL, as every image once was. */
  set?: ImageSet | null
  /** Where it is shown, which says how wide it is there. */
  slot: ImageSlot
  /** The page's largest image (an article's hero): fetched at once and first, not when scrolled near. */
  priority?: boolean
  /** The box the image fills (size, shape, margins, corners); the image covers it. */
  className?: string
}

/**
 * A post's featured image. With variants it is a <picture> offering AVIF and WebP at each stored
 * width, with `sizes` for its slot so the browser fetches the smallest file that fills it sharply,
 * over a tiny blurred placeholder that fills the same box until the image arrives.
 */
export function FeaturedImage({ url, alt, set, slot, priority = false, className }: FeaturedImageProps) {
  const loading = priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const }
  if (!set)
    return (
      <img
        src={url}
        alt={alt}
        {...slotShapes[slot]}
        decoding="async"
        {...loading}
        className={cn(className, 'object-cover')}
      />
    )
  const sizes = slotSizes[slot]
  return (
    <div className={cn('relative overflow-hidden', className)}>
      {set.placeholder && (
        // Inlined, so it shows with the page; blurred and scaled a little past the box, so its edges stay sharp.
        <img
          src={set.placeholder}
          alt=""
          aria-hidden="true"
          className="absolute inset-0 h-full w-full scale-110 object-cover blur-lg"
        />
      )}
      <picture>
        <source type="image/avif" srcSet={variantSrcset(url, set, 'avif')} sizes={sizes} />
        <img
          src={url}
          srcSet={variantSrcset(url, set, 'webp')}
          sizes={sizes}
          alt={alt}
          width={set.width}
          height={set.height}
          decoding="async"
          {...loading}
          className="relative h-full w-full object-cover"
        />
      </picture>
    </div>
  )
}

/**
 * The <head> link that has the browser fetch a page's largest image (an article's hero) with the HTML
 * rather than after its CSS: the same AVIF candidates and sizes as its <picture>, so the browser reuses
 * what it fetched. Browsers without AVIF skip it (the type says so) and fetch the WebP as usual.
 */
export function FeaturedImagePreload({ url, set, slot }: { url: string; set: ImageSet; slot: ImageSlot }) {
  return (
    <link
      rel="preload"
      as="image"
      type="image/avif"
      imageSrcSet={variantSrcset(url, set, 'avif')}
      imageSizes={slotSizes[slot]}
      fetchPriority="high"
    />
  )
}

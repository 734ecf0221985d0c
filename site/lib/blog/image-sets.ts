import { storedPathOf, type ImageSet } from '../images/index.ts'
import type { PublicClient } from '../supabase/index.ts'

/** Something that shows a featured image: a post, a summary, an admin list row. */
type ShowsImage = { featured_image_url: string | null }

// Past this many, the facts of every image the reader may see are read in one go rather than named in
// the URL: for visitors that is exactly the images of the published posts, which the list needs anyway.
const namedAtMost = 40

/**
 * Each item with its featured image's stored variants (`featured_image_set`), read from blog_images in
 * one query; null for an image that has none (stored before variants were made, or from elsewhere).
 */
export async function withImageSets<T extends ShowsImage>(
  client: PublicClient,
  items: T[],
): Promise<(T & { featured_image_set: ImageSet | null })[]> {
  const paths = [...new Set(items.flatMap((item) => storedPathOf(item.featured_image_url ?? '') ?? []))]
  const sets = new Map<string, ImageSet>()
  if (paths.length > 0) {
    const query = client.from('blog_images').select('path, width, height, widths, placeholder')
    const { data, error } = await (paths.length <= namedAtMost ? query.in('path', paths) : query)
    if (error) throw new Error(`Could not load the featured images' sizes: ${error.message}`)
    for (const { path, ...set } of data) sets.set(path, set)
  }
  return items.map((item) => ({
    ...item,
    featured_image_set: sets.get(storedPathOf(item.featured_image_url ?? '') ?? '') ?? null,
  }))
}

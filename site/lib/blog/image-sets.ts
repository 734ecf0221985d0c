import type { ImageSet } from '../images/index.ts'
import { storedPathOf } from '../images/variants.ts'
import type { PublicClient } from '../supabase/index.ts'
import { readEveryRow } from '../supabase/paged.ts'

/** Something that shows a featured image: a post, a summary, an admin list row. */
type ShowsImage = { featured_image_url: string | null }

/** A row of blog_images: one stored image's variants. */
export type ImageSetRow = ImageSet & { path: string }

/** The blog_images columns a page reads. */
export const imageSetColumns = 'path, width, height, widths, placeholder'

/**
 * Reads the variants of the stored images at `paths`, or of every image the reader may see when
 * `paths` is 'all'.
 */
export type ReadImageSets = (paths: string[] | 'all') => Promise<ImageSetRow[]>

// Past this many, the facts of every image the reader may see are read in one go rather than named in
// the URL: for visitors that is exactly the images of the published posts, which the list needs anyway.
const namedAtMost = 40

/**
 * Each item with its featured image's stored variants (`featured_image_set`), read in one query; null
 * for an image that has none (stored before variants were made, or from elsewhere).
 */
export async function attachImageSets<T extends ShowsImage>(
  items: T[],
  read: ReadImageSets,
): Promise<(T & { featured_image_set: ImageSet | null })[]> {
  const paths = [...new Set(items.flatMap((item) => storedPathOf(item.featured_image_url ?? '') ?? []))]
  const sets = new Map<string, ImageSet>()
  if (paths.length > 0)
    for (const { path, ...set } of await read(paths.length <= namedAtMost ? paths : 'all')) sets.set(path, set)
  return items.map((item) => ({
    ...item,
    featured_image_set: sets.get(storedPathOf(item.featured_image_url ?? '') ?? '') ?? null,
  }))
}

/** attachImageSets through supabase-js (the build, the admin). */
export function withImageSets<T extends ShowsImage>(client: PublicClient, items: T[]) {
  return attachImageSets(items, async (paths) => {
    const query = () => client.from('blog_images').select(imageSetColumns, { count: 'exact' })
    const { data, error } = await (paths === 'all'
      ? readEveryRow((from, to) => query().order('path').range(from, to))
      : query().in('path', paths))
    if (error) throw new Error(`Could not load the featured images' sizes: ${error.message}`)
    return data
  })
}

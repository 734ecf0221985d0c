// Makes each post's share image, or finds it in the cache: from its featured image when it has one
// that can be fetched, else the generated cover, saying so.
import { availableParallelism } from 'node:os'
import { shareImageInputs, type SharedPost } from '../../../site/lib/blog/index.ts'
import { cached } from './cache.ts'
import { fetchPhoto, PhotoUnavailable } from './photo.ts'
import type { ShareImageContent } from './render.ts'

// The renderer (satori, sharp, the design) loads when an image must be drawn, not before: a build
// whose images are all in the cache never spends the half second loading it takes.
// Imported once: each import() of a module, even one loaded already, is a round trip through the loader.
let renderer: Promise<typeof import('./render.ts')> | undefined
const renderShareImage = async (content: ShareImageContent) =>
  (await (renderer ??= import('./render.ts'))).renderShareImage(content)

/** A post's share image, ready to copy: its cache file, whether it was drawn now, and whether it is the cover drawn in place of a featured image. */
export interface MadeImage {
  file: string
  drawn: boolean
  fellBack: boolean
}

export interface MakeOptions {
  cacheDir: string
  /** The backend the site is built against: its storage may be fetched over plain http. */
  backendUrl: string
  log: (message: string) => void
  fetchFn?: typeof fetch
}

/** Makes one post's share image, drawing it only when the cache has none for what it shows. */
export async function makeShareImage(post: SharedPost, options: MakeOptions): Promise<MadeImage> {
  const { cacheDir, backendUrl, fetchFn } = options
  const url = post.featured_image_url
  const content = { title: post.title, category: post.category }
  if (url) {
    try {
      const image = await cached(cacheDir, shareImageInputs(post), async () =>
        renderShareImage({ ...content, photo: await fetchPhoto(url, backendUrl, fetchFn) }),
      )
      return { ...image, fellBack: false }
    } catch (error) {
      // PhotoUnavailable says what was wrong with the address or the answer; anything else is sharp
      // failing to decode the bytes. Either way the post still gets an image.
      const reason = error instanceof PhotoUnavailable ? error.message : `it could not be read (${String(error)})`
      options.log(
        `The share image of /insights/${post.slug} shows the generated cover: its featured image ${url} could not be used, as ${reason}. It is tried again next time.`,
      )
    }
  }
  const image = await cached(cacheDir, shareImageInputs({ ...post, featured_image_url: null }), () =>
    renderShareImage(content),
  )
  return { ...image, fellBack: Boolean(url) }
}

/**
 * Makes the share images of many posts, a few at a time: sharp rasterises and encodes on its own
 * threads while the next image is laid out, and the build's other work keeps a core.
 */
export async function makeShareImages(
  posts: readonly SharedPost[],
  options: MakeOptions,
  concurrency = Math.min(4, availableParallelism()),
): Promise<Map<string, MadeImage>> {
  const made = new Map<string, MadeImage>()
  const queue = [...posts]
  const worker = async () => {
    for (let post = queue.shift(); post; post = queue.shift()) made.set(post.slug, await makeShareImage(post, options))
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return made
}

// Every article's own link-preview image (its og:image and twitter:image, 1200×630 JPEG at
// /og/<slug>.jpg), made at build time and kept current by the local site's refresher.
import type { SharedPost } from '../../../site/lib/blog/index.ts'
import { publicConnection } from '../../../site/lib/supabase/index.ts'
import { defaultCacheDir } from './cache.ts'
import { makeShareImages, type MadeImage, type MakeOptions } from './make.ts'
import { pagesNamingShareImages, placeShareImages, removeOtherShareImages, type PageImage } from './site.ts'

export interface ShareImageOptions {
  /** Where SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY are read, as the build reads them. */
  env: NodeJS.ProcessEnv
  /** Where drawn images are kept between builds. */
  cacheDir?: string
  log?: (message: string) => void
  /** Told of a featured image that could not be used, and of a page left without its image. */
  warn?: (message: string) => void
}

const bySlug = (posts: readonly SharedPost[]) => new Map(posts.map((post) => [post.slug, post]))

const makeOptions = ({ env, cacheDir = defaultCacheDir, warn = console.warn }: ShareImageOptions): MakeOptions => ({
  cacheDir,
  backendUrl: publicConnection(env).url,
  log: warn,
})

/**
 * Starts making the share images of `posts`, the published posts as the build read them, to run
 * beside the page build (which takes a core of its own); `writeTo` then puts each into the built
 * site where its article page (among `pages`, rendered from the same posts) names it.
 */
export function startShareImages(
  posts: readonly SharedPost[],
  options: ShareImageOptions,
): { writeTo(clientDir: string, pages: readonly PageImage[]): Promise<void> } {
  const { log = console.log, warn = console.warn } = options
  const started = performance.now()
  const made = makeShareImages(posts, makeOptions(options)).then((images) => ({
    images,
    ms: performance.now() - started,
  }))
  // Reported by writeTo, after the pages are built.
  made.catch(() => {})
  return {
    async writeTo(clientDir, pages) {
      const { images, ms } = await made
      for (const page of placeShareImages(clientDir, pages, bySlug(posts), images))
        warn(`${page.file} names the share image ${page.url}, of no post the build read: it is left out.`)
      log(describe(images, ms))
    },
  }
}

/**
 * Brings the share images of the pages at `paths` up to date with `posts`, the content they were
 * rendered from, and removes those of posts no longer published (the local site's refresher).
 */
export async function refreshShareImages(
  clientDir: string,
  posts: readonly SharedPost[],
  paths: readonly string[],
  options: ShareImageOptions,
): Promise<void> {
  const published = bySlug(posts)
  const pages = pagesNamingShareImages(clientDir, paths)
  const wanted = [...new Set(pages.map((page) => page.slug))].flatMap((slug) => published.get(slug) ?? [])
  const missing = placeShareImages(clientDir, pages, published, await makeShareImages(wanted, makeOptions(options)))
  for (const page of missing) (options.warn ?? console.warn)(`${page.file} names a share image of no published post.`)
  removeOtherShareImages(clientDir, new Set(published.keys()))
}

const describe = (made: ReadonlyMap<string, MadeImage>, ms: number) => {
  const drawn = [...made.values()].filter((image) => image.drawn).length
  return `Share images: ${made.size} articles, ${drawn} drawn and ${made.size - drawn} from the cache, ready ${Math.round(ms)} ms into the page build.`
}

// Every article's own link-preview image (its og:image and twitter:image, 1200×630 JPEG at
// /og/<slug>.jpg), made at build time and kept current by the local site's refresher.
import { loadForBuild } from '../../site/lib/blog/build-source.server.ts'
import { listPublished, type SharedPost } from '../../site/lib/blog/index.ts'
import { publicConnection } from '../../site/lib/supabase/index.ts'
import { defaultCacheDir } from './cache.ts'
import { makeShareImages, type MadeImage, type MakeOptions } from './make.ts'
import { pagesNamingShareImages, placeShareImages, removeOtherShareImages } from './site.ts'

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
 * Starts making every published post's share image, to run beside the page build (which takes a
 * core of its own); `writeTo` then puts each into the built site as its article page names it.
 */
export function startShareImages(options: ShareImageOptions): { writeTo(clientDir: string): Promise<void> } {
  const { env, log = console.log, warn = console.warn } = options
  const started = performance.now()
  const make = makeOptions(options)
  const read = async () => bySlug(await loadForBuild((client) => listPublished(client), env))
  const early = read().then(async (posts) => {
    const made = await makeShareImages([...posts.values()], make)
    return { posts, made, ms: performance.now() - started }
  })
  // Reported by writeTo; a backend that cannot be read fails the page build first, in its own words.
  early.catch(() => {})
  return {
    async writeTo(clientDir) {
      const { posts, made, ms } = await early
      const unserved = placeShareImages(clientDir, pagesNamingShareImages(clientDir), posts, made)
      let missing = unserved
      if (unserved.length > 0) {
        // A post changed between this reading and the pages' own: make its image from the content as it is now.
        const now = await read()
        const slugs = new Set(unserved.map((page) => page.slug))
        const remade = await makeShareImages(
          [...now.values()].filter((post) => slugs.has(post.slug)),
          make,
        )
        for (const [slug, image] of remade) made.set(slug, image)
        missing = placeShareImages(clientDir, unserved, now, remade)
      }
      for (const page of missing)
        warn(
          `${page.file} names the share image ${page.url}, of a post that changed again while the site was built: it is missing until the next build.`,
        )
      log(describe(made, ms))
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

// Puts the share images into a built site where its article pages ask for them: the page's head,
// rendered from the same post, names the file and the version (scripts/share-images draws them).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import {
  shareImage,
  shareImageAlt,
  shareImageFile,
  shareImageFolder,
  type SharedPost,
} from '../../site/lib/blog/index.ts'
import { absoluteUrl } from '../../site/lib/seo/index.ts'
import type { MadeImage } from './make.ts'

/** An article page and the share image its head names. */
export interface PageImage {
  /** The page's HTML file. */
  file: string
  /** The post whose image it names. */
  slug: string
  /** The image's address as the page names it, version and all. */
  url: string
}

const ogImage = /<meta property="og:image" content="([^"]*)"/
const imageAlts = /(<meta (?:property="og:image:alt"|name="twitter:image:alt") content=")[^"]*"/g
const shareImagePath = new RegExp(`^/${shareImageFolder}/([^/]+)\\.jpg$`)

/** The article pages, all or those at `paths`, whose heads name a share image of this site. */
export function pagesNamingShareImages(clientDir: string, paths?: readonly string[]): PageImage[] {
  const folder = join(clientDir, 'insights')
  const files = paths
    ? paths.map((path) => join(clientDir, ...path.split('/').filter(Boolean), 'index.html'))
    : existsSync(folder)
      ? readdirSync(folder).map((slug) => join(folder, slug, 'index.html'))
      : []
  const origin = absoluteUrl('/')
  return files.flatMap((file) => {
    const url = existsSync(file) ? ogImage.exec(readFileSync(file, 'utf8'))?.[1] : undefined
    const slug = url?.startsWith(origin) ? shareImagePath.exec(new URL(url).pathname)?.[1] : undefined
    return url && slug ? [{ file, slug, url }] : []
  })
}

/**
 * Copies each page's share image into the site from what was made of `posts`, and returns the pages
 * it could not serve: their post is not among `posts`, or it changed since their head was rendered.
 * A page whose featured image could not be used gets the description of the cover it now shows.
 */
export function placeShareImages(
  clientDir: string,
  pages: readonly PageImage[],
  posts: ReadonlyMap<string, SharedPost>,
  made: ReadonlyMap<string, MadeImage>,
): PageImage[] {
  const unserved: PageImage[] = []
  const copied = new Set<string>()
  for (const page of pages) {
    const post = posts.get(page.slug)
    const image = made.get(page.slug)
    if (!post || !image || absoluteUrl(shareImage(post).path) !== page.url) {
      unserved.push(page)
      continue
    }
    if (!copied.has(page.slug)) replaceFile(join(clientDir, shareImageFile(page.slug)), image.file)
    copied.add(page.slug)
    if (image.fellBack) describeCover(page.file, post)
  }
  return unserved
}

/** Removes the share images of posts no longer published. */
export function removeOtherShareImages(clientDir: string, slugs: ReadonlySet<string>): void {
  const folder = join(clientDir, shareImageFolder)
  if (!existsSync(folder)) return
  for (const name of readdirSync(folder))
    if (!slugs.has(name.replace(/\.jpg$/, ''))) rmSync(join(folder, name), { force: true })
}

/** Rewrites a page's image description for the generated cover, its featured image having failed. */
function describeCover(file: string, post: SharedPost): void {
  const html = readFileSync(file, 'utf8')
  const alt = escapeAttribute(shareImageAlt(post, { photo: false }))
  const described = html.replace(imageAlts, (_tag, start: string) => `${start}${alt}"`)
  if (described === html) return
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, described)
  renameSync(temporary, file)
}

/** Copies a file into place in one step, so a visitor never reads half of it. */
function replaceFile(target: string, source: string): void {
  mkdirSync(dirname(target), { recursive: true })
  const temporary = `${target}.${process.pid}.tmp`
  copyFileSync(source, temporary)
  renameSync(temporary, target)
}

// As React escapes attribute values, so the description reads the same as one it rendered.
const escapeAttribute = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[character]};`,
  )

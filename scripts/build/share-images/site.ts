// Puts the share images into a built site where its article pages ask for them: the page's head,
// rendered from the same post, names the file and the version (scripts/share-images draws them).
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import {
  shareImage,
  shareImageAlt,
  shareImageFile,
  shareImageFolder,
  type SharedPost,
} from '../../../site/lib/blog/index.ts'
import { absoluteUrl } from '../../../site/lib/seo/index.ts'
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

/** The share image an article page's head names, if it is one of this site's; `file` is the page's HTML file. */
export function pageNamingShareImage(file: string, html: string): PageImage | undefined {
  const url = ogImage.exec(html)?.[1]
  const slug = url?.startsWith(absoluteUrl('/')) ? shareImagePath.exec(new URL(url).pathname)?.[1] : undefined
  return url && slug ? { file, slug, url } : undefined
}

/** The article pages at `paths` whose heads name a share image of this site. */
export function pagesNamingShareImages(clientDir: string, paths: readonly string[]): PageImage[] {
  return paths.flatMap((path) => {
    const file = join(clientDir, ...path.split('/').filter(Boolean), 'index.html')
    return (existsSync(file) && pageNamingShareImage(file, readFileSync(file, 'utf8'))) || []
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

/**
 * Puts a drawn image into place in one step, so a visitor never reads half of it: as a second name
 * of its file in the cache where both are on one file system (no copy, and no new file for the
 * system to make, which costs a build of thousands of articles more than drawing some of them), else
 * as a copy.
 */
function replaceFile(target: string, source: string): void {
  mkdirSync(dirname(target), { recursive: true })
  const [before, cached] = [statSync(target, { throwIfNoEntry: false }), statSync(source)]
  // Already that very file: renaming a second name over it would leave the temporary name behind.
  if (before?.ino === cached.ino && before.dev === cached.dev) return
  const temporary = `${target}.${process.pid}.tmp`
  try {
    linkSync(source, temporary)
  } catch {
    copyFileSync(source, temporary)
  }
  renameSync(temporary, target)
}

// As React escapes attribute values, so the description reads the same as one it rendered.
const escapeAttribute = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[character]};`,
  )

// Share images kept between builds, named by what they are drawn from: an unchanged post costs a file
// copy, not a render. Under node_modules/.cache, where tools keep what can be thrown away.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import sharp from 'sharp'
import { site } from '../../site/site.config.ts'
import { shareImageFonts } from './fonts.ts'

export const defaultCacheDir = join('node_modules', '.cache', 'axon-share-images')

const { version: satoriVersion } = createRequire(import.meta.url)('satori/package.json') as { version: string }

// What draws the images besides the post: the design's own files, the brand's mark and name, the
// fonts, and the versions of satori, sharp and the libraries sharp draws and encodes with. A change to
// any of them draws every image afresh, even where shareImageDesign was not bumped.
const renderer = createHash('sha256')
  .update(
    ['./design.tsx', './render.ts', './fonts.ts', '../../site/components/ui/logo.tsx']
      .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
      .join('\0'),
  )
  .update(JSON.stringify({ satori: satoriVersion, sharp: sharp.versions, brand: site.name }))
  .update(Buffer.concat(shareImageFonts().map((font) => Buffer.from(font.data as ArrayBuffer))))
  .digest('hex')

/** The cache file of an image drawn from `inputs` (shareImageInputs), whether or not it exists yet. */
export function cachedFile(cacheDir: string, inputs: string): string {
  const key = createHash('sha256').update(renderer).update(inputs).digest('hex').slice(0, 32)
  return join(cacheDir, `${key}.jpg`)
}

/** The cache file of an image drawn from `inputs`, drawing and keeping it first if it is not there. */
export async function cached(
  cacheDir: string,
  inputs: string,
  draw: () => Promise<Buffer>,
): Promise<{ file: string; drawn: boolean }> {
  const file = cachedFile(cacheDir, inputs)
  if (existsSync(file)) return { file, drawn: false }
  const bytes = await draw()
  mkdirSync(cacheDir, { recursive: true })
  // Written aside and renamed, so a build running beside this one never reads half an image.
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  writeFileSync(temporary, bytes)
  renameSync(temporary, file)
  return { file, drawn: true }
}

// Share images kept between builds, named by what they are drawn from: an unchanged post costs a file
// copy, not a render. Under node_modules/.cache, where tools keep what can be thrown away.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { site } from '../../../site/site.config.ts'
import { shareImageFonts } from './fonts.ts'

export const defaultCacheDir = join('node_modules', '.cache', 'axon-share-images')

// Read from their package.json files rather than by loading them: a build with nothing to draw never loads them.
const require = createRequire(import.meta.url)
const versionIn = (packageJson: string) =>
  (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version
const versions = {
  satori: versionIn(require.resolve('satori/package.json')),
  // sharp's version fixes the libvips it draws and encodes with.
  sharp: versionIn(join(dirname(require.resolve('sharp')), '..', 'package.json')),
}

// What draws the images besides the post: the design's own files, the brand's mark and name, the
// fonts, and the versions of satori and sharp. A change to any of them draws every image afresh,
// even where shareImageDesign was not bumped.
const renderer = createHash('sha256')
  .update(
    [
      './design.tsx',
      './render.ts',
      './title-type.ts',
      './title-ink.ts',
      './fonts.ts',
      '../../../site/components/ui/logo.tsx',
    ]
      .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
      .join('\0'),
  )
  .update(JSON.stringify({ ...versions, brand: site.name }))
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

// Sizes of a file as stored and as a server sends it: gzip level 9 and brotli quality 11, the
// settings of the Astro harness's measure.mjs and serve.mjs.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** A file's size as stored, and as sent with gzip (level 9) and brotli (quality 11). */
export interface Sizes {
  raw: number
  gzip: number
  brotli: number
}

export const zeroSizes = (): Sizes => ({ raw: 0, gzip: 0, brotli: 0 })

/** The sum of sizes, field by field. */
export const addSizes = (...all: Sizes[]): Sizes =>
  all.reduce(
    (sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }),
    zeroSizes(),
  )

/** Gzipped size in bytes (level 9) of a string or buffer. */
export function gzipSize(data: string | Buffer): number {
  return gzipSync(data, { level: 9 }).length
}

/** Brotli size in bytes (quality 11, text mode), as measure.mjs and its server compress. */
export function brotliSize(data: string | Buffer): number {
  const buffer = typeof data === 'string' ? Buffer.from(data) : data
  return brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  }).length
}

// Brotli at quality 11 is slow, and every page loads the same few files: a reader that returns the
// same Buffer for the same file gets each one compressed once.
const compressed = new WeakMap<Buffer, Sizes>()

/** Raw, gzip and brotli sizes of a string or buffer. */
export function sizesOf(data: string | Buffer): Sizes {
  const cached = typeof data === 'string' ? undefined : compressed.get(data)
  if (cached) return cached
  const sizes = { raw: Buffer.byteLength(data), gzip: gzipSize(data), brotli: brotliSize(data) }
  if (typeof data !== 'string') compressed.set(data, sizes)
  return sizes
}

// What the bytes of a file say about it, read before anything decodes it: its format, and the pixel
// size its header claims. The bytes decide, never the file name or the type a browser guessed from it.
import type { ImageFormat } from './policy.ts'

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte)
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** The format the bytes are, from their magic numbers; null for anything else, SVG included (it can carry scripts). */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif'
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif'
  return null
}

/**
 * An image's pixel size as its header states it, read before anything decodes the pixels, so a small
 * file that claims an enormous picture is refused without spending the memory; null when the header
 * does not say (AVIF, or a JPEG whose size marker lies beyond the bytes given).
 */
export function headerDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const has = (length: number) => bytes.length >= length
  switch (sniffImage(bytes)) {
    case 'png':
      // The first chunk must be the header; anything else is not a PNG to trust, and decoding will say so.
      return has(24) && ascii(bytes, 12, 16) === 'IHDR'
        ? { width: view.getUint32(16), height: view.getUint32(20) }
        : null
    case 'gif':
      return has(10) ? { width: view.getUint16(6, true), height: view.getUint16(8, true) } : null
    case 'webp':
      return webpDimensions(bytes, view)
    case 'jpeg':
      return jpegDimensions(bytes, view)
    default:
      return null
  }
}

function webpDimensions(bytes: Uint8Array, view: DataView): { width: number; height: number } | null {
  const chunk = ascii(bytes, 12, 16)
  const uint24 = (offset: number) =>
    view.getUint8(offset) | (view.getUint8(offset + 1) << 8) | (view.getUint8(offset + 2) << 16)
  if (chunk === 'VP8X' && bytes.length >= 30) return { width: uint24(24) + 1, height: uint24(27) + 1 }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = view.getUint32(21, true)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8 ' && bytes.length >= 30)
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
  return null
}

function jpegDimensions(bytes: Uint8Array, view: DataView): { width: number; height: number } | null {
  let offset = 2
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1] ?? 0
    // Start-of-frame markers (not DHT, JPG or DAC) carry the height and width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) }
    }
    offset += 2 + view.getUint16(offset + 2)
  }
  return null
}

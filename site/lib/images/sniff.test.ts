import { describe, expect, it } from 'vitest'
import { sniffImage } from './sniff.ts'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)),
  )

const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR')
const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')

describe('sniffImage', () => {
  it('tells the five accepted formats from their first bytes', () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(sniffImage(png)).toBe('png')
    expect(sniffImage(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp')
    expect(sniffImage(bytes('GIF89a'))).toBe('gif')
    expect(sniffImage(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('avif')
  })

  it('refuses SVG, text named .png, and too few bytes', () => {
    expect(sniffImage(svg)).toBeNull()
    expect(sniffImage(bytes('hello, I am definitely a PNG'))).toBeNull()
    expect(sniffImage(new Uint8Array())).toBeNull()
  })
})

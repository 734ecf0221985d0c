import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentHashName, imageProblems, sniffImage } from './image.ts'

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)))

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

describe('imageProblems', () => {
  it('has nothing to say about a small real image', () => {
    expect(imageProblems({ bytes: png, type: 'image/png', size: 2048, width: 1600, height: 900 })).toEqual([])
  })

  it('refuses an SVG, saying why', () => {
    expect(imageProblems({ bytes: svg, type: 'image/svg+xml', size: svg.length })).toEqual(['SVG images are refused because they can carry scripts; export it as PNG, JPEG or WebP.'])
  })

  it('refuses text named .png whatever the browser says it is', () => {
    expect(imageProblems({ bytes: bytes('just text'), type: 'image/png', size: 9 })).toEqual(['The file is not a JPEG, PNG, WebP, AVIF or GIF image, whatever its name says; export it as one of those.'])
  })

  it('reports size and pixel limits together', () => {
    expect(imageProblems({ bytes: png, type: 'image/png', size: 12 * 1024 * 1024, width: 8000, height: 6000 })).toEqual([
      'The image is 12.0 MB; images may be at most 10 MB. Export it smaller (1600 px wide is plenty).',
      'The image is 8000 × 6000 pixels, more than 40 megapixels; resize it before uploading.',
    ])
  })
})

it('names an image by the SHA-256 of its bytes', async () => {
  const hex = createHash('sha256').update(png).digest('hex')
  expect(await contentHashName(png)).toBe(`posts/${hex.slice(0, 16)}.webp`)
  expect(await contentHashName(png.subarray(0, 8))).not.toBe(await contentHashName(png))
})

import { describe, expect, it } from 'vitest'
import { imageLimitWords } from '../../images/index.ts'
import { imageProblems } from './image.ts'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)),
  )

const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR')
const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')

describe('imageProblems', () => {
  it('has nothing to say about a small real image', () => {
    expect(imageProblems({ bytes: png, type: 'image/png', size: 2048, width: 1600, height: 900 })).toEqual([])
  })

  it('refuses an SVG, saying why', () => {
    expect(imageProblems({ bytes: svg, type: 'image/svg+xml', size: svg.length })).toEqual([
      'SVG images are refused because they can carry scripts; export it as PNG, JPEG or WebP.',
    ])
  })

  it('refuses text named .png whatever the browser says it is', () => {
    expect(imageProblems({ bytes: bytes('just text'), type: 'image/png', size: 9 })).toEqual([
      'The file is not a JPEG, PNG, WebP, AVIF or GIF image, whatever its name says; export it as one of those.',
    ])
  })

  it('reports size and pixel limits together', () => {
    expect(imageProblems({ bytes: png, type: 'image/png', size: 12 * 1024 * 1024, width: 8000, height: 6000 })).toEqual(
      [
        `The image is 12.0 MB; images may be at most 10 MB. Export it smaller (${imageLimitWords.width} wide is plenty).`,
        'The image is 8000 × 6000 pixels, more than 40 megapixels; resize it before uploading.',
      ],
    )
  })
})

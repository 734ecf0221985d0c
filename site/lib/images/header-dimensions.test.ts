import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { headerDimensions } from './sniff.ts'

const picture = () => sharp({ create: { width: 123, height: 45, channels: 3, background: '#1d4ed8' } })

describe('headerDimensions', () => {
  it.each([
    ['PNG', () => picture().png()],
    ['GIF', () => picture().gif()],
    ['JPEG', () => picture().jpeg()],
    [
      'JPEG with EXIF before its frame',
      () =>
        picture()
          .jpeg()
          .withMetadata({ exif: { IFD0: { Copyright: 'Axon' } } }),
    ],
    ['lossy WebP', () => picture().webp()],
    ['lossless WebP', () => picture().webp({ lossless: true })],
    [
      'WebP with an alpha channel',
      () =>
        sharp({ create: { width: 123, height: 45, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).webp(),
    ],
  ])('reads a %s header without decoding the pixels', async (_format, make) => {
    expect(headerDimensions(new Uint8Array(await make().toBuffer()))).toEqual({ width: 123, height: 45 })
  })

  it('reads the size a PNG claims, however small the file that claims it', () => {
    const claim = new Uint8Array(24)
    claim.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    new DataView(claim.buffer).setUint32(16, 50_000)
    new DataView(claim.buffer).setUint32(20, 50_000)
    expect(headerDimensions(claim)).toEqual({ width: 50_000, height: 50_000 })
  })

  it('says nothing when the header does not tell, or is cut short', async () => {
    expect(headerDimensions(new Uint8Array(await picture().png().toBuffer()).subarray(0, 20))).toBeNull()
    expect(headerDimensions(new TextEncoder().encode('<svg/>'))).toBeNull()
    expect(headerDimensions(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4]))).toBeNull()
  })
})

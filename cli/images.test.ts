import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { imagePolicy, prepareImageSet, sniffImage, storedWidths } from '../site/lib/images/index.ts'
import { decodeImage } from './images.ts'

// A picture with some detail, soft enough for AVIF to encode it as quickly as a photo.
const photo = async (width: number, height: number, channels: 3 | 4 = 3) => {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .blur(4)
    .png()
    .toBuffer()
  const image = sharp(noise)
  return (channels === 4 ? image.ensureAlpha(0.5) : image).png().toBuffer()
}

const prepare = async (bytes: Buffer) => prepareImageSet(await decodeImage(new Uint8Array(bytes), 'photo.png'))

describe('an upload’s set, made with sharp', () => {
  it('stores a wide image at every slot width, in AVIF and WebP, and itself at the policy’s width', async () => {
    const { path, files, set } = await prepare(await photo(2400, 1200))
    expect(set).toMatchObject({ width: imagePolicy.output.maxWidth, height: 800, widths: [...storedWidths] })
    expect(files.map((file) => file.path)).toEqual([
      ...storedWidths.flatMap((width) =>
        ['avif', 'webp'].map((format) => path.replace('.webp', `-${width}w.${format}`)),
      ),
      path,
    ])
    for (const file of files) {
      const format = file.path.endsWith('.avif') ? 'avif' : 'webp'
      expect(sniffImage(file.bytes), file.path).toBe(format)
      expect(file.mimeType).toBe(`image/${format}`)
      const { width, height } = await sharp(file.bytes).metadata()
      const expected = Number(/-(\d+)w\./.exec(file.path)?.[1] ?? set.width)
      expect([width, height], file.path).toEqual([expected, Math.round((expected * 800) / 1600)])
    }
  })

  it('never stores a variant wider than the upload', async () => {
    const { files, set } = await prepare(await photo(900, 600))
    expect(set.widths).toEqual([400, 720, 900])
    for (const file of files) expect((await sharp(file.bytes).metadata()).width).toBeLessThanOrEqual(900)
  })

  it('makes a placeholder of a few hundred bytes, a WebP data URI, and none for an image one can see through', async () => {
    const { set } = await prepare(await photo(480, 270))
    expect(set.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/)
    const bytes = Buffer.from(set.placeholder!.split(',')[1]!, 'base64')
    expect(sniffImage(bytes)).toBe('webp')
    expect(bytes.byteLength).toBeLessThanOrEqual(imagePolicy.variants.placeholder.maxBytes)
    expect((await sharp(bytes).metadata()).width).toBe(imagePolicy.variants.placeholder.width)
    expect((await prepare(await photo(480, 270, 4))).set.placeholder).toBeNull()
  })

  it('stores the upright image, as its EXIF orientation says', async () => {
    const sideways = await sharp(await photo(800, 400))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const { set } = await prepare(sideways)
    expect([set.width, set.height]).toEqual([400, 800])
  })

  it('names the set by the bytes of the image itself, the same each time', async () => {
    const bytes = await photo(640, 360)
    expect((await prepare(bytes)).path).toBe((await prepare(bytes)).path)
  })
})

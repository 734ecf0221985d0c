import { describe, expect, it } from 'vitest'
import { storedWidths } from './slots.ts'
import { storedPathOf, variantPath, variantSrcset, variantWidths } from './variants.ts'

const widest = storedWidths.at(-1)!
const name = `posts/${'0123456789abcdef'.repeat(2)}.webp`
const url = `http://127.0.0.1:54321/storage/v1/object/public/blog-images/${name}`

describe('variantWidths', () => {
  it('gives a large image every slot width, the widest last', () => {
    expect(variantWidths(1600)).toEqual([...storedWidths])
    expect(variantWidths(widest)).toEqual([...storedWidths])
  })

  it('never goes wider than the image, ending at its own width', () => {
    expect(variantWidths(1000)).toEqual([400, 720, 1000])
    expect(variantWidths(720)).toEqual([400, 720])
    expect(variantWidths(300)).toEqual([300])
    for (const width of [1, 399, 401, 1439, 5000])
      expect(Math.max(...variantWidths(width))).toBe(Math.min(width, widest))
  })
})

describe('variant names', () => {
  it('derive from the image’s own name, in a path or a URL', () => {
    expect(variantPath(name, 'avif', 400)).toBe(`posts/${'0123456789abcdef'.repeat(2)}-400w.avif`)
    expect(variantPath(url, 'webp', 720)).toBe(url.replace(/\.webp$/, '-720w.webp'))
  })

  it('exist only for stored images', () => {
    expect(() => variantPath('https://example.com/cover.webp', 'avif', 400)).toThrow(/not a stored image/)
  })

  it('make a srcset of every width', () => {
    const set = { width: 1000, height: 500, widths: [400, 1000], placeholder: null }
    expect(variantSrcset(url, set, 'avif')).toBe(
      `${url.replace(/\.webp$/, '-400w.avif')} 400w, ${url.replace(/\.webp$/, '-1000w.avif')} 1000w`,
    )
  })
})

describe('storedPathOf', () => {
  it('finds the stored name in the bucket’s public URL, on any host', () => {
    expect(storedPathOf(url)).toBe(name)
    expect(storedPathOf(`https://abc.supabase.co/storage/v1/object/public/blog-images/${name}`)).toBe(name)
  })

  it('is null for images from elsewhere, other buckets, variants and other names', () => {
    expect(storedPathOf('https://example.com/images/cover.webp')).toBeNull()
    expect(storedPathOf(url.replace('blog-images', 'other'))).toBeNull()
    expect(storedPathOf(variantPath(url, 'webp', 400))).toBeNull()
    expect(storedPathOf(url.replace('posts/', 'posts/x/'))).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { shareImage, shareImageAlt, type SharedPost } from './share-image.ts'

const post = (overrides: Partial<SharedPost> = {}): SharedPost => ({
  slug: 'hidden-cost-legacy-erp',
  title: 'The Hidden Cost of Legacy ERP Systems',
  category: 'erp-modernization',
  featured_image_url: null,
  featured_image_alt: null,
  ...overrides,
})

const stored = (origin: string) => `${origin}/storage/v1/object/public/blog-images/posts/0123456789abcdef.webp`

describe('an article’s share image', () => {
  it('lives at /og/<slug>.jpg, at 1200×630', () => {
    const image = shareImage(post())
    expect(image.path).toMatch(/^\/og\/hidden-cost-legacy-erp\.jpg\?v=[0-9a-z]+$/)
    expect(image.size).toEqual({ width: 1200, height: 630 })
  })

  it('changes its address whenever its picture changes, and only then', () => {
    const address = (changes: Partial<SharedPost>) => shareImage(post(changes)).path
    const original = address({})
    for (const changes of [
      { title: 'The Hidden Cost of Legacy ERP Systems, revised' },
      { category: 'technical' as const },
      { featured_image_url: stored('https://project.supabase.co'), featured_image_alt: 'A server room' },
    ])
      expect(address(changes), JSON.stringify(changes)).not.toBe(original)
    // The description is not drawn, and a stored image is the same picture on whichever backend serves it.
    expect(address({ featured_image_alt: 'Something else' })).toBe(original)
    expect(address({ featured_image_url: stored('http://127.0.0.1:54321') })).toBe(
      address({ featured_image_url: stored('https://project.supabase.co') }),
    )
  })

  it('is described as the category, title and brand, with the featured image’s own description when it has one', () => {
    expect(shareImageAlt(post())).toBe('“The Hidden Cost of Legacy ERP Systems”, ERP Modernization, Axon Intelligence')
    const photo = post({
      featured_image_url: stored('https://project.supabase.co'),
      featured_image_alt: 'A server room',
    })
    expect(shareImageAlt(photo)).toBe(
      'A server room, under the title “The Hidden Cost of Legacy ERP Systems”, ERP Modernization, Axon Intelligence',
    )
    expect(shareImageAlt(photo, { photo: false })).toBe(shareImageAlt(post()))
  })
})

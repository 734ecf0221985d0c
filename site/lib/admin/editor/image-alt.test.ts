import { expect, it } from 'vitest'
import { postFrontMatterSchema } from '../../post/index.ts'
import { imageAltProblem } from './image-alt.ts'

it('accepts a description a featured image may have', () => {
  expect(imageAltProblem('Quarterly integration costs, before and after')).toBeUndefined()
})

it.each([
  ['', /^Describe the image: say what it shows/],
  ['   ', /^Describe the image/],
  ['A chart\nof costs', /^The description contains a line break: keep it on one line$/],
  ['A chart \u202e', /^The description contains an invisible text-direction control \(U\+202E\): remove it/],
  ['x'.repeat(301), /^The description is longer than 300 characters: describe the image briefly$/],
])('refuses %j as the featured image’s description is refused', (alt, message) => {
  expect(imageAltProblem(alt)).toMatch(message)
  const featured = postFrontMatterSchema.safeParse({
    title: 'T',
    slug: 't',
    excerpt: 'E',
    featured_image: 'images/a.png',
    featured_image_alt: alt,
  })
  expect(featured.success).toBe(false)
})

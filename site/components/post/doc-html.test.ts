import { expect, it } from 'vitest'
import { docToFeedHtml, docToHtml } from './doc-html.ts'

const doc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Book a call', marks: [{ type: 'link', attrs: { href: '/contact' } }] },
        { type: 'text', text: ' or read ' },
        { type: 'text', text: 'the spec', marks: [{ type: 'link', attrs: { href: 'https://example.com/spec' } }] },
        { type: 'text', text: ' and ' },
        { type: 'text', text: 'a section', marks: [{ type: 'link', attrs: { href: '#later' } }] },
        { type: 'text', text: '.' },
      ],
    },
    { type: 'image', attrs: { src: '/images/hub.png', alt: 'The hub' } },
  ],
}

it('makes a feed item’s site-relative links and images absolute, and leaves every other address as written', () => {
  const html = docToFeedHtml(doc, 'https://www.axon.example')
  expect(html).toContain('href="https://www.axon.example/contact/"')
  expect(html).toContain('src="https://www.axon.example/images/hub.png"')
  expect(html).toContain('href="https://example.com/spec"')
  expect(html).toContain('href="#later"')
  // The article page itself keeps its links relative.
  expect(docToHtml(doc)).toContain('href="/contact/"')
})

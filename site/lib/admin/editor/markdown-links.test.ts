import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeHref, markdownToDoc } from '../../post/index.ts'
import { addLink, linkAddressProblem, linkAt, removeLink } from './markdown-links.ts'

const state = (text: string, start: number, end = start) => ({ text, start, end })

describe('addLink', () => {
  it('links the selection, without the spaces at its ends, and selects its text', () => {
    expect(addLink(state('Read the guide now', 8, 15), 'https://example.com/guide')).toEqual({
      text: 'Read the [guide](https://example.com/guide) now',
      start: 10,
      end: 15,
    })
  })

  it('with nothing selected, shows the address as the link’s text, selected to be typed over', () => {
    expect(addLink(state('See ', 4), '/contact')).toEqual({ text: 'See [/contact](/contact)', start: 5, end: 13 })
  })

  it('escapes parentheses, so the site reads the address back whole', () => {
    const linked = addLink(state('Wiki', 0, 4), 'https://en.wikipedia.org/wiki/ERP_(software)')
    expect(markdownToDoc(linked.text).content[0]).toMatchObject({
      content: [
        { text: 'Wiki', marks: [{ type: 'link', attrs: { href: 'https://en.wikipedia.org/wiki/ERP_(software)' } }] },
      ],
    })
  })
})

describe('linkAt and removeLink', () => {
  const text = 'See [the guide](https://example.com/a) and ![a chart](https://example.com/c.png).'
  it('finds the link the selection or cursor is in, never an image', () => {
    expect(linkAt(state(text, 8))).toMatchObject({ from: 4, to: 38, href: 'https://example.com/a' })
    expect(linkAt(state(text, 5, 14))).toMatchObject({ textFrom: 5, textTo: 14 })
    expect(linkAt(state(text, 1))).toBeNull()
    expect(linkAt(state(text, 3, 8))).toBeNull()
    expect(linkAt(state(text, 46))).toBeNull()
  })

  it('takes the link off, leaving its text selected', () => {
    expect(removeLink(state(text, 8), linkAt(state(text, 8))!)).toEqual({
      text: 'See the guide and ![a chart](https://example.com/c.png).',
      start: 4,
      end: 13,
    })
  })

  it('takes off a link it made around text, giving back the text', () => {
    const address = fc.constantFrom('https://example.com/a_(b)', '/contact', 'mailto:team@example.com', '#faq')
    const text = fc.string({ unit: fc.constantFrom('a', ' ', '*', '\n'), maxLength: 16 })
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), address, (source, a, b, href) => {
        const [start, end] = [a % (source.length + 1), b % (source.length + 1)].sort((x, y) => x - y) as [
          number,
          number,
        ]
        fc.pre(source.slice(start, end).trim() !== '')
        const linked = addLink(state(source, start, end), href)
        const found = linkAt(linked)
        expect(found?.href.replace(/\\/g, '')).toBe(href)
        expect(removeLink(linked, found!).text).toBe(source)
      }),
    )
  })
})

describe('linkAddressProblem', () => {
  it('accepts what the site links to', () => {
    for (const address of ['https://example.com/a', ' /contact ', 'mailto:team@example.com', 'tel:+441234567', '#faq'])
      expect(linkAddressProblem(address)).toBeUndefined()
  })

  it.each([
    ['', /^Type the address the link goes to/],
    ['javascript:alert(1)', /^Links to javascript: addresses are not allowed, as they could run code/],
    ['data:text/html,hi', /^Links to data: addresses are not allowed/],
    ['example.com/guide', /^Start a web address with https:\/\/, for example https:\/\/example\.com\/guide\.$/],
    ['https://example.com/a b', /^An address cannot hold spaces/],
    ['//evil.example', /^This is not an address the site can link to/],
    ['mailto:', /^This is not an address the site can link to/],
  ])('refuses %j, saying what to write instead', (address, message) => {
    expect(isSafeHref(address.trim())).toBe(false)
    expect(linkAddressProblem(address)).toMatch(message)
  })
})

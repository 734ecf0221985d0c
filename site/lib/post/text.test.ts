import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { markdownToDoc, readTimeMinutes, slugify, wordCount } from './index.ts'

describe('slugify', () => {
  it.each([
    ['Why ERP Projects Stall', 'why-erp-projects-stall'],
    ['  --Hello,   World!--  ', 'hello-world'],
    ['Café Société: Ölçüm & Straße', 'cafe-societe-olcum-strasse'],
    ['SAP S/4HANA — 2025 Roadmap', 'sap-s-4hana-2025-roadmap'],
    ['Øresund Łódź Æther', 'oresund-lodz-aether'],
    ['日本語だけ', ''],
    ['!!!', ''],
    ['a'.repeat(119) + ' b', 'a'.repeat(119)],
    ['x'.repeat(200), 'x'.repeat(120)],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('makes a slug of plain letters, digits and hyphens from a title with terminal escapes or text-direction controls', () => {
    expect(slugify('\u001b[2K\u001b[1G\u001b[32m✔ published, 0 errors')).toBe('2k-1g-32m-published-0-errors')
    expect(slugify('invoice\u202efdp.exe\u2066\u0000\ud800')).toBe('invoice-fdp-exe')
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (title) => {
        expect(slugify(title)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/)
      }),
    )
  })
})

describe('readTimeMinutes', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
    [1001, 6],
  ])('%i words take %i minute(s)', (words, minutes) => {
    expect(readTimeMinutes(words)).toBe(minutes)
  })
})

describe('wordCount', () => {
  it.each([
    ['', 0],
    ['One two three.', 3],
    ['**ERP**s and _data_-driven — teams', 4],
    ['## Heading words\n\n- item one\n- item two\n\n> quoted word', 8],
    ['```\nconst x = 1\n```', 3],
    ['a\\\nb', 2],
    ['Ready?\n\n[Assess Your Integration Maturity](/contact "button")', 5],
  ])('%j has %i words', (markdown, words) => {
    expect(wordCount(markdownToDoc(markdown))).toBe(words)
  })
})

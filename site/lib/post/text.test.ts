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
  ])('%j has %i words', (markdown, words) => {
    expect(wordCount(markdownToDoc(markdown))).toBe(words)
  })
})

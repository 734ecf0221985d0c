import { expect, it } from 'vitest'
import { contentStats, excerptAdvice, metaDescriptionAdvice } from './advice.ts'

it('advises 120-160 characters for the excerpt, with the count', () => {
  expect(excerptAdvice(95)).toEqual({
    length: 95,
    verdict: 'too short',
    message: '95 characters: 25 short of the recommended 120-160',
  })
  expect(excerptAdvice(120).verdict).toBe('good')
  expect(excerptAdvice(160).verdict).toBe('good')
  expect(excerptAdvice(171)).toEqual({
    length: 171,
    verdict: 'too long',
    message: '171 characters: 11 over the recommended 120-160',
  })
})

it('gives the meta description the same advice, and says an empty one falls back to the excerpt', () => {
  expect(metaDescriptionAdvice(140).verdict).toBe('good')
  expect(metaDescriptionAdvice(30).verdict).toBe('too short')
  expect(metaDescriptionAdvice(0)).toEqual({
    length: 0,
    verdict: 'good',
    message: '0 characters: search results show the excerpt',
  })
})

it('counts the words of the text, not the Markdown, and the read time at 200 words a minute', () => {
  expect(contentStats('## Heading here\n\n- **bold** item\n')).toEqual({ words: 4, readTimeMinutes: 1 })
  expect(contentStats(Array(401).fill('word').join(' ')).readTimeMinutes).toBe(3)
  expect(contentStats('')).toEqual({ words: 0, readTimeMinutes: 1 })
})

it('still counts while the Markdown is half-typed or refused', () => {
  expect(contentStats('# Not allowed here\n\nbut <b>counted</b> anyway')).toEqual({ words: 6, readTimeMinutes: 1 })
})

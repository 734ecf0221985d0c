import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { islandOfScript, islandVocabulary } from './island-vocabulary.ts'

describe('islandVocabulary', () => {
  const site = mkdtempSync(join(tmpdir(), 'island-vocabulary-'))
  afterAll(() => rmSync(site, { recursive: true, force: true }))
  const files: Record<string, string> = {
    'islands/deck.ts': "import { Deck } from '../components/Deck.tsx'\nimport 'some-library'\nhydrate('deck', Deck)\n",
    'components/Deck.tsx':
      "import { labels } from '@/copy/deck.ts'\nimport { Row } from './Row.tsx'\n" +
      "const Late = lazy(() => import('./Late.tsx'))\n" +
      '// Not while typing in an input.\nexport const Deck = () => <section className="deck-bar"><Row as={\'li\'} /></section>\n',
    'components/Row.tsx': 'export const Row = ({ as: Tag }) => <Tag className="slide-link" />\n',
    'components/Late.tsx': 'export default () => <table className="late-table" />\n',
    'components/Unused.tsx': 'export const Unused = () => <input className="unused-class" />\n',
    'copy/deck.ts': "export const labels = { field: 'input', look: 'italic', note: 'a container of progress' }\n",
  }
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(site, name, '..'), { recursive: true })
    writeFileSync(join(site, name), text)
  }

  it('reads the classes and elements of the files the island imports, lazily or not, through @/ and relative paths', () => {
    const vocabulary = islandVocabulary(site, 'deck')!
    for (const name of ['deck-bar', 'slide-link', 'late-table']) expect(vocabulary.classes.has(name), name).toBe(true)
    expect([...vocabulary.elements].filter((name) => ['section', 'li', 'table'].includes(name)).sort()).toEqual([
      'li',
      'section',
      'table',
    ])
  })

  it('leaves out the files it does not import, copy, and words in comments and prose', () => {
    const vocabulary = islandVocabulary(site, 'deck')!
    for (const name of ['unused-class', 'container', 'italic']) expect(vocabulary.classes.has(name), name).toBe(false)
    for (const name of ['input', 'progress']) expect(vocabulary.elements.has(name), name).toBe(false)
    expect(islandVocabulary(site, 'missing')).toBeUndefined()
  })
})

it('names the island of an entry script by its file name, and nothing else', () => {
  expect(islandOfScript('/assets/islands/deck-B55SCgOb.js')).toBe('deck')
  expect(islandOfScript('/assets/islands/not-found-YclyA8P3.js')).toBe('not-found')
  expect(islandOfScript('/assets/entries/deck-B55SCgOb.js')).toBeUndefined()
})

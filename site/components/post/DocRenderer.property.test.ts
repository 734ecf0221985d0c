import fc from 'fast-check'
import { expect, it } from 'vitest'
import { wordCount } from '../../lib/post/index.ts'
import { docArbitrary } from '../../lib/post/testing/arbitraries.ts'
import { docToHtml } from './doc-html.ts'

it('renders every valid document, and shows something whenever it has words', () => {
  fc.assert(
    fc.property(docArbitrary, (doc) => {
      const output = docToHtml(doc)
      if (wordCount(doc) > 0) expect(output).not.toContain('Content not available.')
    }),
  )
})

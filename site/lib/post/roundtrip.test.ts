// The round-trip properties DESIGN.md asks for, over generated documents and Markdown.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parsePostFile, serializePostFile } from './files.ts'
import { docSchema, docToMarkdown, MarkdownError, markdownToDoc } from './index.ts'
import { normalizeDoc } from './normalize.ts'
import { docArbitrary, frontMatterArbitrary, markdownArbitrary } from './testing/arbitraries.ts'

const numRuns = 300

function readable(markdown: string): boolean {
  try {
    markdownToDoc(markdown)
    return true
  } catch (error) {
    if (error instanceof MarkdownError) return false
    throw error
  }
}

describe('Markdown ⇄ document round trip', () => {
  it('reads any document back from its Markdown as the same (normalized) document', () => {
    fc.assert(
      fc.property(docArbitrary, (doc) => {
        const markdown = docToMarkdown(doc)
        expect(markdownToDoc(markdown)).toEqual(normalizeDoc(doc))
        // The Markdown is canonical: writing what was read gives the same text.
        expect(docToMarkdown(markdownToDoc(markdown))).toBe(markdown)
      }),
      { numRuns },
    )
  })

  it('is a fixpoint on what markdownToDoc returns: markdownToDoc(docToMarkdown(markdownToDoc(md))) = markdownToDoc(md)', () => {
    fc.assert(
      fc.property(markdownArbitrary.filter(readable), (markdown) => {
        const doc = markdownToDoc(markdown)
        expect(markdownToDoc(docToMarkdown(doc))).toEqual(doc)
        expect(docSchema.safeParse(doc).success).toBe(true)
      }),
      { numRuns },
    )
  })

  it('normalizes documents idempotently and only into valid documents', () => {
    fc.assert(
      fc.property(docArbitrary, (doc) => {
        const normal = normalizeDoc(doc)
        expect(normalizeDoc(normal)).toEqual(normal)
        expect(docSchema.safeParse(normal).success).toBe(true)
      }),
      { numRuns },
    )
  })
})

describe('post file round trip', () => {
  it('parsePostFile(serializePostFile(frontMatter, markdown)) gives back the front matter and the document', () => {
    const markdown = docArbitrary.map(docToMarkdown).filter((text) => text.trim() !== '')
    fc.assert(
      fc.property(frontMatterArbitrary, markdown, (frontMatter, body) => {
        const result = parsePostFile(serializePostFile(frontMatter, body), `${frontMatter.slug}.md`)
        expect(result).toEqual({ ok: true, post: { frontMatter, markdown: expect.any(String), doc: markdownToDoc(body) } })
      }),
      { numRuns },
    )
  })
})

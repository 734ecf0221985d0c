// The round-trip properties DESIGN.md asks for, over generated documents and Markdown.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findUnsafeCharacter } from '../text/index.ts'
import { parsePostFile, serializePostFile } from './files.ts'
import { docSchema, docToMarkdown, MarkdownError, markdownToDoc } from './index.ts'
import { normalizeDoc } from './normalize.ts'
import { docArbitrary, frontMatterArbitrary, markdownArbitrary } from './testing/arbitraries.ts'

const numRuns = 1000

// Every string in a document (text, link targets and titles, alt text, code), as one list.
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap(strings)
}

/** The first character in a document that changes how text is shown, as a message; undefined when there is none. */
function hiddenCharacter(doc: unknown): string | undefined {
  for (const text of strings(doc)) {
    const found = findUnsafeCharacter(text, { allowNewlines: true })
    if (found) return `${found.description} in ${JSON.stringify(text)}`
  }
  return undefined
}

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
        expect(hiddenCharacter(markdown)).toBeUndefined()
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
        expect(hiddenCharacter(doc)).toBeUndefined()
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
        expect(hiddenCharacter(normal)).toBeUndefined()
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
        expect(result).toEqual({
          ok: true,
          post: { frontMatter, markdown: expect.any(String), doc: markdownToDoc(body) },
        })
      }),
      { numRuns },
    )
  })
})

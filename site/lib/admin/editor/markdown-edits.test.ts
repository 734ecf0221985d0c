import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { markdownToDoc } from '../../post/index.ts'
import { applyFormatting, insertBlock, insertImage, type Formatting } from './markdown-edits.ts'
import type { TextSelection } from './text-changes.ts'

/** A text with its selection marked: [ and ] around what is selected, | for the cursor. */
function marked(source: string): TextSelection {
  const cursor = source.indexOf('|')
  if (cursor >= 0) return { text: source.replace('|', ''), start: cursor, end: cursor }
  const start = source.indexOf('[')
  const end = source.indexOf(']') - 1
  return { text: source.replace('[', '').replace(']', ''), start, end }
}

/** The text and selection, marked as `marked` reads them. */
function shown({ text, start, end }: TextSelection): string {
  if (start === end) return `${text.slice(0, start)}|${text.slice(start)}`
  return `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`
}

const format = (source: string, formatting: Formatting) => shown(applyFormatting(marked(source), formatting))

describe('bold, italic and inline code', () => {
  it.each<[Formatting, string, string]>([
    ['bold', 'Make this [bold] now', 'Make this **[bold]** now'],
    ['bold', 'Make this **[bold]** now', 'Make this [bold] now'],
    ['bold', 'Make this [**bold**] now', 'Make this [bold] now'],
    ['bold', 'Make this [bold ]now', 'Make this **[bold]** now'],
    ['bold', 'Make this __[bold]__ now', 'Make this [bold] now'],
    ['bold', '**bo|ld**', 'bo|ld'],
    ['bold', 'bo|ld', '**bo|ld**'],
    ['bold', 'word |', 'word **|**'],
    ['bold', '**|**', '|'],
    ['bold', '*[both]*', '***[both]***'],
    ['bold', '***[both]***', '*[both]*'],
    ['italic', 'An [aside] here', 'An *[aside]* here'],
    ['italic', 'An *[aside]* here', 'An [aside] here'],
    ['italic', 'An _[aside]_ here', 'An [aside] here'],
    ['italic', '**[strong]**', '***[strong]***'],
    ['italic', '***[both]***', '**[both]**'],
    ['italic', '__[strong]__', '__*[strong]*__'],
    ['code', 'Run [npm test] first', 'Run `[npm test]` first'],
    ['code', 'Run `[npm test]` first', 'Run [npm test] first'],
  ])('%s: %s → %s', (formatting, before, after) => {
    expect(format(before, formatting)).toBe(after)
  })

  it('makes what the site reads as bold, italic and code', () => {
    const text = (source: string, formatting: Formatting) => applyFormatting(marked(source), formatting).text
    expect(markdownToDoc(text('Make [this] bold', 'bold')).content[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Make ' },
        { type: 'text', text: 'this', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' bold' },
      ],
    })
    expect(markdownToDoc(text('in[side]word', 'italic')).content[0]).toMatchObject({
      content: [{ text: 'in' }, { text: 'side', marks: [{ type: 'italic' }] }, { text: 'word' }],
    })
  })

  const selections = fc
    .string({ unit: fc.constantFrom('a', 'b', ' ', '*', '_', '`', '\n', 'é'), maxLength: 24 })
    .chain((text) =>
      fc
        .tuple(fc.nat({ max: text.length }), fc.nat({ max: text.length }))
        .map(([a, b]): TextSelection => ({ text, start: Math.min(a, b), end: Math.max(a, b) })),
    )

  it.each<Formatting>(['bold', 'italic', 'code'])(
    '%s applied, then applied again, gives back the text',
    (formatting) => {
      fc.assert(
        fc.property(selections, (state) => {
          const once = applyFormatting(state, formatting)
          // Where the first press took markers off (the text was already so), the property is the other way round.
          fc.pre(once.text.length > state.text.length)
          expect(applyFormatting(once, formatting).text).toBe(state.text)
        }),
        { numRuns: 2000 },
      )
    },
  )

  it.each<Formatting>(['bold', 'italic'])(
    '%s always applies to text without markers, and comes off again',
    (formatting) => {
      const plain = fc
        .string({ unit: fc.constantFrom('a', 'b', ' ', '\n', 'é', '1'), maxLength: 24 })
        .chain((text) =>
          fc
            .tuple(fc.nat({ max: text.length }), fc.nat({ max: text.length }))
            .map(([a, b]): TextSelection => ({ text, start: Math.min(a, b), end: Math.max(a, b) })),
        )
      fc.assert(
        fc.property(plain, (state) => {
          const once = applyFormatting(state, formatting)
          expect(once.text.length).toBeGreaterThan(state.text.length)
          const twice = applyFormatting(once, formatting)
          expect(twice.text).toBe(state.text)
          // The cursor, or the styled text, is where it was.
          if (state.start === state.end) expect([twice.start, twice.end]).toEqual([state.start, state.end])
        }),
        { numRuns: 1000 },
      )
    },
  )
})

describe('line formats', () => {
  it.each<[Formatting, string, string]>([
    ['heading2', 'Intro|', '## Intro|'],
    ['heading2', '## Intro|', 'Intro|'],
    ['heading2', '### Intro|', '## Intro|'],
    ['heading3', '|Intro', '### |Intro'],
    ['heading3', '[### Intro]', '[Intro]'],
    ['bulletList', '[one\ntwo]', '- [one\n- two]'],
    ['bulletList', '- [one\n- two]', '[one\ntwo]'],
    ['bulletList', '- one\n[two]', '- one\n- [two]'],
    ['bulletList', '[1. one\n2. two]', '- [one\n- two]'],
    ['bulletList', '  nested|', '  - nested|'],
    ['bulletList', '|', '- |'],
    ['numberedList', '[one\n\ntwo]', '1. [one\n\n2. two]'],
    ['numberedList', '1. [one\n2. two]', '[one\ntwo]'],
    ['numberedList', '- on|e', '1. on|e'],
    ['quote', '[Said once.\n\nSaid twice.]', '> [Said once.\n> \n> Said twice.]'],
    ['quote', '> [Said once.\n>\n> Said twice.]', '[Said once.\n\nSaid twice.]'],
    ['quote', 'First\n[Second]\nThird', 'First\n> [Second]\nThird'],
    ['quote', '|', '> |'],
  ])('%s: %j → %j', (formatting, before, after) => {
    expect(format(before, formatting)).toBe(after)
  })

  it('leaves the line after a selection that ends at its start alone', () => {
    expect(format('[one\n]two', 'bulletList')).toBe('- [one\n]two')
  })

  it('fences the lines as a code block, an empty one at a blank line, and takes the fences off again', () => {
    expect(format('Before\n[const a = 1\nconst b = 2]\nAfter', 'codeBlock')).toBe(
      'Before\n```\n[const a = 1\nconst b = 2]\n```\nAfter',
    )
    expect(format('Before\n```\n[const a = 1\nconst b = 2]\n```\nAfter', 'codeBlock')).toBe(
      'Before\n[const a = 1\nconst b = 2]\nAfter',
    )
    expect(format('Text\n\n|', 'codeBlock')).toBe('Text\n\n```\n|\n```')
    expect(format('Text\n\n```\n|\n```', 'codeBlock')).toBe('Text\n\n|')
    expect(format('```ts\nlet a = 1\n```\n\n```\nb|\n```', 'codeBlock')).toBe('```ts\nlet a = 1\n```\n\nb|')
    expect(format('```ts\nlet a = 1\n```\n\nplain|', 'codeBlock')).toBe('```ts\nlet a = 1\n```\n\n```\nplain|\n```')
    expect(format('```|\n```', 'codeBlock')).toBe('|')
    expect(markdownToDoc(applyFormatting(marked('Before\n[x = 1]\nAfter'), 'codeBlock').text).content[1]).toEqual({
      type: 'codeBlock',
      attrs: { language: null },
      content: [{ type: 'text', text: 'x = 1' }],
    })
  })

  const lineFormats: Formatting[] = ['heading2', 'heading3', 'bulletList', 'numberedList', 'quote', 'codeBlock']
  it.each(lineFormats)('%s on plain lines, applied twice, gives back the text and selection', (formatting) => {
    const lines = fc.array(fc.string({ unit: fc.constantFrom('a', 'b', ' ', 'é'), maxLength: 8 }), {
      minLength: 1,
      maxLength: 5,
    })
    const states = lines.chain((parts) => {
      const text = parts.join('\n')
      return fc
        .tuple(fc.nat({ max: text.length }), fc.nat({ max: text.length }))
        .map(([a, b]): TextSelection => ({ text, start: Math.min(a, b), end: Math.max(a, b) }))
    })
    fc.assert(
      fc.property(states, (state) => {
        const once = applyFormatting(state, formatting)
        expect(once.text).not.toBe(state.text)
        expect(applyFormatting(once, formatting).text).toBe(state.text)
      }),
      { numRuns: 500 },
    )
  })
})

describe('blocks put in at a place', () => {
  it('stand on lines of their own, with a blank line before and after', () => {
    expect(shown(insertBlock(marked('Intro.|'), 6, '---'))).toBe('Intro.\n\n---\n|')
    expect(shown(insertBlock(marked('Intro.\n\n|Next.'), 8, '---'))).toBe('Intro.\n\n---\n\n|Next.')
    expect(shown(insertBlock(marked('Intro.\n|Next.'), 7, '---'))).toBe('Intro.\n\n---\n\n|Next.')
    expect(shown(insertBlock(marked('Half| way'), 4, '---'))).toBe('Half\n\n---\n\n| way')
    expect(shown(insertBlock(marked('|'), 0, '---'))).toBe('---\n|')
  })

  it('moves the selection with the text, wherever it is', () => {
    expect(shown(insertBlock(marked('[One] two.\n\nThree.'), 10, 'X'))).toBe('[One] two.\n\nX\n\nThree.')
    expect(shown(insertBlock(marked('One.\n\nThree [and] four.'), 6, 'X'))).toBe('One.\n\nX\n\nThree [and] four.')
  })

  it('a horizontal rule goes after the selection, the cursor after it', () => {
    expect(format('Part one.|', 'rule')).toBe('Part one.\n\n---\n|')
    expect(markdownToDoc(applyFormatting(marked('Part one.|'), 'rule').text).content[1]).toEqual({
      type: 'horizontalRule',
    })
  })

  it('an image is written as the site writes one, and read back as an image with its alt text', () => {
    const url = 'https://project.supabase.co/storage/v1/object/public/blog-images/posts/0123456789abcdef.webp'
    const alt = 'Costs by quarter [2024], *before* and after'
    const next = insertImage(marked('Intro.|\n\nMore.'), 6, { url, alt })
    expect(next.text).toBe(`Intro.\n\n![Costs by quarter \\[2024\\], \\*before\\* and after](${url})\n\nMore.`)
    expect(markdownToDoc(next.text).content[1]).toEqual({ type: 'image', attrs: { src: url, alt } })
  })
})

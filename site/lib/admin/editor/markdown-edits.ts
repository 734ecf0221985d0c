// The writing area's formatting, as pure edits of the Markdown: a text and its selection in, the
// text and the selection to show out. Each applies what the admin's formatting guide lists to the
// selection (or at the cursor) and takes it off again where it is already there, as a writer pressing
// Bold on bold text expects. The text area applies the result as one edit the browser can undo.
import { docToMarkdown } from '../../post/index.ts'
import { toggleCodeBlock, toggleHeading, toggleList, toggleQuote } from './markdown-lines.ts'
import { replaceAll, type TextSelection } from './text-changes.ts'

/** What the toolbar and the shortcuts apply to the text (links and images ask for more first). */
export type Formatting =
  'heading2' | 'heading3' | 'bold' | 'italic' | 'code' | 'bulletList' | 'numberedList' | 'quote' | 'codeBlock' | 'rule'

interface InlineStyle {
  /** The characters that mark it, the one it is written with first. */
  markers: readonly string[]
  /** How many of them mark each side. */
  width: number
  /** Whether runs of `before` and `after` marker characters around the text mark it so. */
  on: (before: number, after: number) => boolean
}

// Bold and italic share * (and _, which the site writes italics with): ** is bold, * italic, *** both.
const inlineStyles = {
  bold: { markers: ['*', '_'], width: 2, on: (before, after) => before >= 2 && after >= 2 },
  italic: {
    markers: ['*', '_'],
    width: 1,
    on: (before, after) => before >= 1 && after >= 1 && (before % 2 === 1 || after % 2 === 1),
  },
  code: { markers: ['`'], width: 1, on: (before, after) => before >= 1 && after >= 1 },
} satisfies Record<string, InlineStyle>

const isWordCharacter = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character)

/**
 * The text a style applies to: the selection without the spaces and markers at its ends (a selected
 * `**bold**` is bold text), or the word the cursor stands inside. Where that leaves nothing, the
 * selection itself.
 */
function styledRange({ text, start, end }: TextSelection, markers: readonly string[]): [number, number] {
  if (start === end) {
    if (!isWordCharacter(text[start - 1]) || !isWordCharacter(text[start])) return [start, end]
    let from = start
    let to = start
    while (isWordCharacter(text[from - 1])) from--
    while (isWordCharacter(text[to])) to++
    return [from, to]
  }
  const trimmed = (character: string) => /\s/.test(character) || markers.includes(character)
  let from = start
  let to = end
  while (from < to && trimmed(text[from]!)) from++
  while (to > from && trimmed(text[to - 1]!)) to--
  return from < to ? [from, to] : [start, end]
}

function runBefore(text: string, at: number, marker: string): number {
  let count = 0
  while (text[at - 1 - count] === marker) count++
  return count
}

function runAfter(text: string, at: number, marker: string): number {
  let count = 0
  while (text[at + count] === marker) count++
  return count
}

/** Bold, italic or inline code on the selection, or taken off it where the markers around it already say so. */
function toggleInline(state: TextSelection, style: InlineStyle): TextSelection {
  const { text, start, end } = state
  const [from, to] = styledRange(state, style.markers)
  const { width } = style
  // A cursor inside a word stays where it was in the word; a selection keeps the styled text selected.
  const cursor = start === end
  for (const marker of style.markers) {
    if (!style.on(runBefore(text, from, marker), runAfter(text, to, marker))) continue
    return {
      text: text.slice(0, from - width) + text.slice(from, to) + text.slice(to + width),
      start: (cursor ? start : from) - width,
      end: (cursor ? end : to) - width,
    }
  }
  const markers = style.markers[0]!.repeat(width)
  return {
    text: text.slice(0, from) + markers + text.slice(from, to) + markers + text.slice(to),
    start: (cursor ? start : from) + width,
    end: (cursor ? end : to) + width,
  }
}

/**
 * The text with `block` on lines of its own at `at`, a blank line before and after it as a block
 * needs (a line of text right above --- would make it a heading); the selection moves with the text.
 */
export function insertBlock(state: TextSelection, at: number, block: string): TextSelection {
  const before = state.text.slice(0, at)
  const after = state.text.slice(at)
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n'
  const trail = after.startsWith('\n\n') ? '' : after.startsWith('\n') || after === '' ? '\n' : '\n\n'
  return replaceAll(state, [{ from: at, to: at, insert: lead + block + trail }])
}

/** The text with the image `![alt](url)` as a block of its own at `at`, written as the site writes images. */
export function insertImage(state: TextSelection, at: number, image: { url: string; alt: string }): TextSelection {
  const markdown = docToMarkdown({
    type: 'doc',
    content: [{ type: 'image', attrs: { src: image.url, alt: image.alt } }],
  })
  return insertBlock(state, at, markdown.trim())
}

/** The text with `formatting` applied to the selection or at the cursor, or taken off where it is already there. */
export function applyFormatting(state: TextSelection, formatting: Formatting): TextSelection {
  switch (formatting) {
    case 'bold':
    case 'italic':
    case 'code':
      return toggleInline(state, inlineStyles[formatting])
    case 'heading2':
      return toggleHeading(state, 2)
    case 'heading3':
      return toggleHeading(state, 3)
    case 'bulletList':
      return toggleList(state, 'bullet')
    case 'numberedList':
      return toggleList(state, 'numbered')
    case 'quote':
      return toggleQuote(state)
    case 'codeBlock':
      return toggleCodeBlock(state)
    case 'rule': {
      const ruled = insertBlock(state, state.end, '---')
      return { ...ruled, start: ruled.end }
    }
  }
}

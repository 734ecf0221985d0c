// Formatting that belongs to whole lines: headings, lists and quotes mark the start of each line the
// selection touches; a code block fences them. Each is taken off again where every line has it.
import { replaceAll, type Replacement, type TextSelection } from './text-changes.ts'

interface Line {
  start: number
  text: string
}

/** The lines the selection touches; a selection that ends at the start of a line does not touch it. */
function touchedLines({ text, start, end }: TextSelection): Line[] {
  const last = end > start && text[end - 1] === '\n' ? end - 1 : end
  // lastIndexOf reads a negative position as 0, which would find a line break at the very start.
  const first = start === 0 ? 0 : text.lastIndexOf('\n', start - 1) + 1
  const stop = text.indexOf('\n', last)
  let at = first
  return text
    .slice(first, stop < 0 ? text.length : stop)
    .split('\n')
    .map((line) => {
      const found = { start: at, text: line }
      at += line.length + 1
      return found
    })
}

const isBlank = (line: Line) => line.text.trim() === ''

/** The lines a line format works on: those with text, or the one blank line the cursor is on. */
const linesToFormat = (lines: Line[]) => (lines.every(isBlank) ? lines : lines.filter((line) => !isBlank(line)))

// Each marker with the one space after it that the toolbar writes, so taking it off gives back the line.
const heading = /^(#{1,6})(?:[ \t]|$)/
const bullet = /^([ \t]*)[-*+](?:[ \t]|$)/
const numbered = /^([ \t]*)\d{1,9}[.)](?:[ \t]|$)/
const quote = /^[ \t]{0,3}>[ \t]?/

/** The replacement that swaps a line's match of `pattern` (or nothing, at `keep` characters in) for `insert`. */
function prefixOf(line: Line, pattern: RegExp, insert: string): Replacement {
  const match = pattern.exec(line.text)
  const kept = match?.[1]?.length ?? (match ? 0 : (/^[ \t]*/.exec(line.text)?.[0].length ?? 0))
  const from = line.start + kept
  return { from, to: line.start + (match?.[0].length ?? kept), insert }
}

/** A `level` heading on each line, or plain lines where all were already such headings. */
export function toggleHeading(state: TextSelection, level: 2 | 3): TextSelection {
  const lines = linesToFormat(touchedLines(state))
  const marker = `${'#'.repeat(level)} `
  const on = lines.every((line) => heading.exec(line.text)?.[1]?.length === level)
  return replaceAll(
    state,
    lines.map((line) => {
      const found = heading.exec(line.text)?.[0].length ?? 0
      return { from: line.start, to: line.start + found, insert: on ? '' : marker }
    }),
  )
}

/** A bulleted or numbered list of the lines (turning the other kind into this one), or plain lines where all were already this kind. */
export function toggleList(state: TextSelection, kind: 'bullet' | 'numbered'): TextSelection {
  const lines = linesToFormat(touchedLines(state))
  const [own, other] = kind === 'bullet' ? [bullet, numbered] : [numbered, bullet]
  const on = lines.every((line) => own.test(line.text))
  return replaceAll(
    state,
    lines.map((line, index) => {
      if (on) return prefixOf(line, own, '')
      const marker = kind === 'bullet' ? '- ' : `${index + 1}. `
      return prefixOf(line, own.test(line.text) ? own : other, marker)
    }),
  )
}

/** The lines quoted (the blank lines among them too, so the quote stays one), or unquoted where all were quoted. */
export function toggleQuote(state: TextSelection): TextSelection {
  const lines = touchedLines(state)
  const texts = linesToFormat(lines)
  const on = texts.every((line) => quote.test(line.text))
  const replacements = on
    ? texts.map((line) => prefixOf(line, quote, ''))
    : lines.filter((line) => !quote.test(line.text)).map((line) => ({ from: line.start, to: line.start, insert: '> ' }))
  return replaceAll(state, replacements)
}

const fence = /^ {0,3}(`{3,}|~{3,})/

/** The fenced code block the selection lies in: its opening line and its closing line (null when it runs to the end). */
function enclosingFence({ text, start, end: selectionEnd }: TextSelection): { open: Line; close: Line | null } | null {
  // As for touchedLines, a selection that ends at the start of a line ends on the line before.
  const end = selectionEnd > start && text[selectionEnd - 1] === '\n' ? selectionEnd - 1 : selectionEnd
  let open: Line | null = null
  let at = 0
  for (const line of text.split('\n')) {
    const current = { start: at, text: line }
    at += line.length + 1
    const marker = fence.exec(line)?.[1]
    if (!open) {
      if (marker) open = current
      continue
    }
    const opener = fence.exec(open.text)?.[1] ?? ''
    const closes = marker && marker[0] === opener[0] && marker.length >= opener.length && line.trim() === marker
    if (!closes) continue
    const closeEnd = current.start + line.length
    if (closeEnd < start) {
      open = null
      continue
    }
    return open.start <= start && end <= closeEnd ? { open, close: current } : null
  }
  return open && open.start <= start ? { open, close: null } : null
}

/** The lines fenced as a code block (an empty one at a blank line, the cursor inside), or the fences around the selection removed. */
export function toggleCodeBlock(state: TextSelection): TextSelection {
  const around = enclosingFence(state)
  if (around) {
    const { open, close } = around
    const openEnd = open.start + open.text.length
    if (!close)
      return replaceAll(state, [{ from: open.start, to: Math.min(openEnd + 1, state.text.length), insert: '' }])
    const closeEnd = close.start + close.text.length
    // An empty block goes whole; otherwise each fence goes with the line break between it and the code.
    const removals =
      close.start === openEnd + 1
        ? [{ from: open.start, to: closeEnd, insert: '' }]
        : [
            { from: open.start, to: openEnd + 1, insert: '' },
            { from: close.start - 1, to: closeEnd, insert: '' },
          ]
    return replaceAll(state, removals)
  }
  const lines = touchedLines(state)
  const first = lines[0]!.start
  const last = lines.at(-1)!
  const to = last.start + last.text.length
  const text = `${state.text.slice(0, first)}\`\`\`\n${state.text.slice(first, to)}\n\`\`\`${state.text.slice(to)}`
  // Whatever was selected stays selected, inside the fences (a selection ending on the next line still ends there).
  return { text, start: state.start + 4, end: state.end + (state.end > to ? 8 : 4) }
}

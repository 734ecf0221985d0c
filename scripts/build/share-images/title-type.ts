// The cover's title set in type directly: laid out from the typeface's own advances and kerning, as
// CSS lays out a block of text (words wrapped to the width, a word too long for a line broken where
// it overflows, the last line clamped with an ellipsis), then drawn letter by letter (title-ink.ts).
// Laying the title out as an SVG (satori) and rasterising it (librsvg) cost three times as much for
// every article; the layout and the pixels agree with theirs (title-type.test.ts).
import opentype from '@shuding/opentype.js'
import { fontWeights, shareImageFonts } from './fonts.ts'

/** A letter of the typeface, as opentype.js reads it. */
export interface Glyph {
  index: number
  advanceWidth: number
  getPath(x: number, y: number, size: number): { toPathData(decimals: number): string }
  /** Its outline's extent in font units (control points included, so never short of the ink). */
  getMetrics(): { xMin: number; yMin: number; xMax: number; yMax: number }
}

interface Face {
  unitsPerEm: number
  ascender: number
  descender: number
  /** The letters that draw `text`, ligatures formed (fi, fl), as satori's shaping forms them. */
  stringToGlyphs(text: string): Glyph[]
  charToGlyphIndex(character: string): number
  getKerningValue(left: Glyph, right: Glyph): number
}

/** A letter where a line puts it: its face, and its left edge in pixels from the line's start. */
export interface Placed {
  face: number
  glyph: Glyph
  x: number
}

/** A title laid out: its lines of letters, and where each line's baseline sits below the block's top. */
export interface TitleLayout {
  size: number
  lines: { text: string; letters: Placed[]; width: number; baseline: number }[]
  /** The block's height: its lines at the line height. */
  height: number
}

// The bold faces in the order fonts.ts gives them: a letter comes from the first that has it.
let faces: Face[] | undefined
/** The title's faces, read once. */
export const loadFaces = (): Face[] =>
  (faces ??= shareImageFonts()
    .filter((font) => font.weight === fontWeights.bold)
    .map((font) => {
      const data = font.data as Buffer
      return opentype.parse(new Uint8Array(data).buffer) as Face
    }))

const faceOf = (all: Face[], character: string) => {
  const found = all.findIndex((face) => face.charToGlyphIndex(character) > 0)
  return found === -1 ? 0 : found
}

/** Letters set side by side with their kerning, from `x`: which they are and how far they reach. */
function setRun(all: Face[], text: string, size: number, x = 0): { letters: Placed[]; end: number } {
  const letters: Placed[] = []
  // Runs of characters one face draws, shaped together.
  let start = 0
  const characters = [...text]
  while (start < characters.length) {
    const face = faceOf(all, characters[start]!)
    let end = start + 1
    while (end < characters.length && faceOf(all, characters[end]!) === face) end++
    const font = all[face]!
    const scale = size / font.unitsPerEm
    let previous: Glyph | undefined
    for (const glyph of font.stringToGlyphs(characters.slice(start, end).join(''))) {
      if (previous) x += font.getKerningValue(previous, glyph) * scale
      letters.push({ face, glyph, x })
      x += glyph.advanceWidth * scale
      previous = glyph
    }
    start = end
  }
  return { letters, end: x }
}

/**
 * A line set as satori sets it: each word, space and piece ending in a hyphen shaped on its own,
 * with no kerning across their edges.
 */
function setLine(all: Face[], text: string, size: number): { letters: Placed[]; end: number } {
  const letters: Placed[] = []
  let end = 0
  for (const [segment] of text.matchAll(/ +|[^ -]*-+|[^ -]+/g)) {
    const run = setRun(all, segment, size, end)
    letters.push(...run.letters)
    end = run.end
  }
  return { letters, end }
}

const ellipsis = '…'

/**
 * Lays `text` out at `size` in lines at most `width` wide, `lineHeight` times the size apart, at most
 * `maxLines` of them; a text that needs more ends its last line with an ellipsis.
 */
export function layOutTitle(
  text: string,
  { size, width, lineHeight, maxLines }: { size: number; width: number; lineHeight: number; maxLines: number },
): TitleLayout {
  const all = loadFaces()
  const widths = new Map<string, number>()
  const widthOf = (run: string) => {
    let width = widths.get(run)
    if (width === undefined) widths.set(run, (width = setLine(all, run, size).end))
    return width
  }
  // Lines as text first, by CSS's rules: a line may break at a space or after a hyphen; a piece goes
  // on the line if it fits, else opens the next; a piece wider than a whole line is broken where it
  // overflows.
  const lines: string[] = []
  // Where in `text` each line starts: a clamped last line takes what it can of the rest.
  const starts: number[] = []
  let line = ''
  const close = (end: number, closed: string) => {
    starts.push(end - closed.length)
    lines.push(closed)
  }
  for (const match of text.matchAll(/( ?)([^ -]*-+|[^ -]+)/g)) {
    const [, gap, piece] = match as unknown as [string, string, string]
    const end = match.index + match[0].length
    const joined = line ? `${line}${gap}${piece}` : piece
    if (widthOf(joined) <= width) {
      line = joined
      continue
    }
    if (line) close(end - match[0].length, line)
    let rest = piece
    while (widthOf(rest) > width) {
      let fits = ''
      for (const character of rest) {
        if (fits && widthOf(fits + character) > width) break
        fits += character
      }
      close(end - rest.length + fits.length, fits)
      rest = rest.slice(fits.length)
    }
    line = rest
  }
  if (line) close(text.length, line)
  if (lines.length > maxLines) {
    // As satori clamps: the last line keeps its words while each, and the ellipsis after it, fit; the
    // word that would not, or its last word (whole, past a break at a hyphen), keeps the letters that do.
    const words = text.slice(starts[maxLines - 1]).split(' ')
    const shown = lines[maxLines - 1]!.split(' ').length
    let kept = ''
    for (const [index, word] of words.slice(0, shown).entries()) {
      const before = index === 0 ? '' : `${kept} `
      if (index < shown - 1 && widthOf(before + word + ellipsis) <= width) {
        kept = before + word
        continue
      }
      let letters = ''
      for (const character of word) {
        if ((letters || before) && widthOf(before + letters + character + ellipsis) > width) break
        letters += character
      }
      kept = before + letters
      break
    }
    lines.splice(maxLines - 1, Infinity, kept + ellipsis)
  }
  // The baseline in whole pixels, as satori places it: the rounded ascent below half the leading,
  // rounded down; and lines follow each other at the line height rounded to whole pixels.
  const face = all[0]!
  const scale = size / face.unitsPerEm
  const ascent = Math.round(face.ascender * scale)
  const descent = Math.round(-face.descender * scale)
  const baseline = ascent + Math.floor((size * lineHeight - ascent - descent) / 2)
  const step = Math.round(size * lineHeight)
  return {
    size,
    lines: lines.map((text, index) => {
      const { letters, end } = setLine(all, text, size)
      return { text, letters, width: end, baseline: index * step + baseline }
    }),
    height: lines.length * step,
  }
}

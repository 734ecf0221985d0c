import { createElement } from 'react'
import satori from 'satori'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { shareImageSize } from '../../../site/lib/blog/index.ts'
import { categories } from '../../../site/lib/post/taxonomy.ts'
import { CoverTitle, coverTitleArea, titleLineHeight, titleLines, titleSize } from './design.tsx'
import { drawableText, shareImageFonts } from './fonts.ts'
import { coverGroundSvg, coverTitle } from './render.ts'
import { drawTitle } from './title-ink.ts'
import { layOutTitle } from './title-type.ts'

const { width, height } = shareImageSize

/** The title as satori lays it out (`embedFont: false` keeps each run as text): its lines and their baselines. */
async function satoriLines(title: string): Promise<{ text: string; baseline: number }[]> {
  const svg = await satori(createElement(CoverTitle, { title }), {
    width: coverTitleArea.width,
    fonts: shareImageFonts(),
    embedFont: false,
  })
  const lines = new Map<number, string>()
  for (const [, y, text] of svg.matchAll(/<text x="[\d.]+" y="([\d.]+)"[^>]*>([^<]*)<\/text>/g))
    lines.set(Number(y), (lines.get(Number(y)) ?? '') + text!.replace(/&amp;/g, '&'))
  return [...lines].map(([baseline, text]) => ({ text: text.trimEnd(), baseline }))
}

const ourLines = (title: string) =>
  coverTitle(title).layout.lines.map((line) => ({ text: line.text, baseline: line.baseline }))

// A seeded stream of titles as writers write them: words of every length, hyphenated pairs,
// punctuation, accented letters, and lengths from one line to more than four.
function* titles(count: number): Generator<string> {
  const words = [
    'ERP',
    'integration',
    'API-first',
    'modernisation',
    'Tally',
    'e-commerce',
    'month-end',
    'close',
    'why',
    'the',
    'of',
    'and',
    'a',
    'Warehouse',
    'Operations',
    'finance',
    'data',
    'hub',
    'point-to-point',
    'Café',
    'Übergang',
    'São',
    'Paulo',
    'AVAWAY',
    'compliance:',
    'NZ',
    '2026',
    'S/4HANA',
    'CRM',
    '“quoted”',
    'it’s',
  ]
  let seed = 20261128
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  for (let made = 0; made < count; made++) {
    const length = 1 + Math.floor(next() * 26)
    yield Array.from({ length }, () => words[Math.floor(next() * words.length)]).join(' ')
  }
}

describe('laying a cover title out', () => {
  it('breaks 200 titles into the very lines satori does, each baseline where satori puts it', async () => {
    let clamped = 0
    for (const title of titles(200)) {
      const ours = ourLines(title)
      const theirs = await satoriLines(title)
      expect(
        ours.map((line) => line.baseline),
        title,
      ).toEqual(theirs.map((line) => line.baseline))
      // Where a title is clamped, the two may end the last line a letter or a word apart: each keeps
      // what fits before the ellipsis.
      if (ours.at(-1)!.text.endsWith('…')) {
        clamped++
        ours.pop()
        theirs.pop()
      }
      expect(ours, title).toEqual(theirs)
    }
    expect(clamped).toBeGreaterThan(20)
  })

  it('keeps every line within the title area, and clamps a long title with an ellipsis', () => {
    for (const title of titles(200)) {
      const { layout } = coverTitle(title)
      expect(layout.lines.length).toBeLessThanOrEqual(titleLines.cover)
      for (const line of layout.lines) expect(line.width).toBeLessThanOrEqual(coverTitleArea.width)
      const shown = layout.lines.map((line) => line.text).join(' ')
      if (shown.endsWith('…')) expect(layout.lines).toHaveLength(titleLines.cover)
      else expect(shown.replace(/- /g, '-')).toBe(drawableText(title))
    }
  })

  it('breaks a word wider than the area where it overflows, losing no letter', () => {
    const word = `Integration${'platform'.repeat(9)}`
    const layout = layOutTitle(word, {
      size: 56,
      width: coverTitleArea.width,
      lineHeight: titleLineHeight,
      maxLines: 9,
    })
    expect(layout.lines.length).toBeGreaterThan(1)
    expect(layout.lines.map((line) => line.text).join('')).toBe(word)
    for (const line of layout.lines) expect(line.width).toBeLessThanOrEqual(coverTitleArea.width)
  })
})

/** The largest difference, in one channel, between the averages of two RGB images' 6×6 blocks in rows top to bottom. */
function blockDifference(a: Buffer, b: Buffer, { top, bottom }: { top: number; bottom: number }): number {
  const block = 6
  let largest = 0
  for (let y = top; y + block <= bottom; y += block)
    for (let x = 0; x + block <= width; x += block)
      for (let channel = 0; channel < 3; channel++) {
        let sum = 0
        for (let dy = 0; dy < block; dy++)
          for (let dx = 0; dx < block; dx++) {
            const at = ((y + dy) * width + x + dx) * 3 + channel
            sum += a[at]! - b[at]!
          }
        largest = Math.max(largest, Math.abs(sum) / block ** 2)
      }
  return largest
}

describe('setting a cover title into its ground', () => {
  const raw = { raw: { width, height, channels: 3 as const } }

  it.each(categories.map((category) => category.slug))(
    'draws the %s cover as satori and librsvg draw it, letter for letter',
    async (category) => {
      const ground = await sharp(Buffer.from(await coverGroundSvg(category)))
        .removeAlpha()
        .raw()
        .toBuffer()
      const whole = [...titles(12)].filter((title) => !coverTitle(title).layout.lines.at(-1)!.text.endsWith('…'))
      for (const title of [...whole.slice(0, 3), 'Ça coûte: ERP-Migration über drei Länder 🚀']) {
        const { layout, top } = coverTitle(title)
        const ours = Buffer.from(ground)
        await drawTitle(ours, width, layout, { left: coverTitleArea.left, top })
        const svg = await satori(createElement(CoverTitle, { title: drawableText(title) }), {
          width: coverTitleArea.width,
          fonts: shareImageFonts(),
        })
        const theirs = await sharp(ground, raw)
          .composite([{ input: Buffer.from(svg), left: coverTitleArea.left, top }])
          .removeAlpha()
          .raw()
          .toBuffer()
        // Compared as the eye sees a preview: in blocks of 6×6 pixels, where a mask set a quarter pixel
        // apart, or a letter's edge shaded a little differently, averages out, and a letter missing,
        // added or out of place does not. Satori's canvas, as tall as the lines, cuts the last line's
        // descenders, which the setter keeps: the two are compared above the block's foot.
        expect(blockDifference(ours, theirs, { top, bottom: top + layout.height }), title).toBeLessThan(40)
        expect(blockDifference(ours, ground, { top, bottom: top + layout.height }), title).toBeGreaterThan(100)
      }
    },
  )

  it('uses the size the design gives a title of its length', () => {
    for (const title of ['Tally', 'x'.repeat(60), 'word '.repeat(30)])
      expect(coverTitle(title).layout.size).toBe(titleSize(drawableText(title), false))
  })
})

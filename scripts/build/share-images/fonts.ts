// The site's typeface as the share images draw it. Satori reads TTF, OTF and WOFF but not WOFF2, nor a
// variable font's weights, so the static WOFF files of @fontsource/plus-jakarta-sans are used here
// (the site itself ships the variable WOFF2): the weights the design uses, in every subset there is.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Font } from 'satori'

export const fontFamily = 'Plus Jakarta Sans'

/** The weights the design draws with: semibold for the category and brand, bold for the title. */
export const fontWeights = { semibold: 600, bold: 700 } as const

// The package exports its CSS and licence, not its folder: the licence file says where that is.
const packageDir = dirname(createRequire(import.meta.url).resolve('@fontsource/plus-jakarta-sans/LICENSE'))

// Satori takes each letter from the first font that has it, and the smaller subsets carry a few
// Latin letters of their own: the widest subsets come first.
const order = ['latin', 'latin-ext', 'vietnamese', 'cyrillic-ext']

/** Each subset's file name part and the characters it covers, as the package's own CSS states them. */
function subsets(weight: number): { name: string; ranges: [number, number][] }[] {
  const css = readFileSync(join(packageDir, `${weight}.css`), 'utf8')
  const found = [...css.matchAll(/plus-jakarta-sans-([a-z-]+)-\d+-normal \*\/[^}]*unicode-range: ([^;]+);/g)].map(
    ([, name, ranges]) => ({
      name: name!,
      ranges: ranges!.split(',').map((range) => {
        const [from, to = from] = range.trim().slice(2).split('-')
        return [parseInt(from!, 16), parseInt(to!, 16)] as [number, number]
      }),
    }),
  )
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length)
  return found.sort((a, b) => rank(a.name) - rank(b.name))
}

let loaded: { fonts: Font[]; ranges: [number, number][] } | undefined

function load() {
  loaded ??= {
    fonts: Object.values(fontWeights).flatMap((weight) =>
      subsets(weight).map(({ name }) => ({
        name: fontFamily,
        weight,
        style: 'normal' as const,
        data: readFileSync(join(packageDir, 'files', `plus-jakarta-sans-${name}-${weight}-normal.woff`)),
      })),
    ),
    ranges: subsets(fontWeights.bold).flatMap((subset) => subset.ranges),
  }
  return loaded
}

/** The font files satori lays text out with; read once, on first use. */
export const shareImageFonts = (): Font[] => load().fonts

/**
 * Text without the characters the typeface has no letter for (emoji, scripts it does not cover),
 * which would otherwise be drawn as empty boxes; the page's own title and the image's description
 * keep them.
 */
export function drawableText(text: string): string {
  const { ranges } = load()
  const drawable = [...text].filter((character) => {
    const code = character.codePointAt(0)!
    return ranges.some(([from, to]) => code >= from && code <= to)
  })
  return drawable.join('').replace(/\s+/g, ' ').trim()
}

// The site's typeface as the share images draw it. Satori reads TTF, OTF and WOFF but not WOFF2, nor a
// variable font's weights, so the static WOFF files of @fontsource/plus-jakarta-sans are used here
// (the site itself ships the variable WOFF2): the weights the design uses, Latin and Latin Extended.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Font } from 'satori'

export const fontFamily = 'Plus Jakarta Sans'

/** The weights the design draws with: semibold for the category and brand, bold for the title. */
export const fontWeights = { semibold: 600, bold: 700 } as const

// The package exports its CSS and licence, not its folder: the licence file says where that is.
const files = join(dirname(createRequire(import.meta.url).resolve('@fontsource/plus-jakarta-sans/LICENSE')), 'files')

let loaded: Font[] | undefined

/** The font files satori lays text out with; read once, on first use. */
export function shareImageFonts(): Font[] {
  loaded ??= Object.values(fontWeights).flatMap((weight) =>
    ['latin', 'latin-ext'].map((subset) => ({
      name: fontFamily,
      weight,
      style: 'normal' as const,
      data: readFileSync(join(files, `plus-jakarta-sans-${subset}-${weight}-normal.woff`)),
    })),
  )
  return loaded
}

// Copies the site's typeface, Plus Jakarta Sans (variable weight, Latin), from its npm package into
// site/public/fonts/, with its licence. Run it after updating the package:
// npx tsx scripts/copy-font.ts
import { copyFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const packageDir = dirname(
  createRequire(import.meta.url).resolve('@fontsource-variable/plus-jakarta-sans/package.json'),
)
const target = join('site', 'public', 'fonts')
mkdirSync(target, { recursive: true })
copyFileSync(
  join(packageDir, 'files', 'plus-jakarta-sans-latin-wght-normal.woff2'),
  join(target, 'plus-jakarta-sans-latin-wght.woff2'),
)
copyFileSync(join(packageDir, 'LICENSE'), join(target, 'plus-jakarta-sans-OFL.txt'))
console.log(`Copied Plus Jakarta Sans into ${target}`)

// Copies the site's typeface, Plus Jakarta Sans (variable weight, Latin), from its npm package into
// site/public/assets/ under a name that carries its content's hash, with its licence, and points the
// stylesheet's @font-face and the pages' preload (+Head.tsx) at that name. Run it after updating the
// package: npx tsx scripts/tools/copy-font.ts
//
// Why a hashed name under /assets/: hosts keep /assets/ files for a year without asking again (the
// local server does too), which is safe only because a new font gets a new name. A font the browser
// must check with the server on each page (no-cache, as Netlify and Cloudflare Pages send by default)
// costs a round trip per page, and on a slow link that trip misses `font-display: optional`'s window
// on every page of the visit, in Firefox and Chromium alike.
import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const packageDir = dirname(
  createRequire(import.meta.url).resolve('@fontsource-variable/plus-jakarta-sans/package.json'),
)
const source = join(packageDir, 'files', 'plus-jakarta-sans-latin-wght-normal.woff2')
const target = join('site', 'public', 'assets')
const hashedName = /jakarta-[0-9a-f]{8}\.woff2/g
const name = `jakarta-${createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 8)}.woff2`

mkdirSync(target, { recursive: true })
for (const old of readdirSync(target).filter((file) => file.match(hashedName))) rmSync(join(target, old))
copyFileSync(source, join(target, name))
copyFileSync(join(packageDir, 'LICENSE'), join(target, 'plus-jakarta-sans-OFL.txt'))
for (const file of ['site/styles/global.css', 'site/pages/+Head.tsx']) {
  const text = readFileSync(file, 'utf8')
  if (!text.match(hashedName)) throw new Error(`${file} no longer names the font as /assets/jakarta-<hash>.woff2.`)
  writeFileSync(file, text.replace(hashedName, name))
}
console.log(`Copied Plus Jakarta Sans into ${join(target, name)}, and named it in global.css and +Head.tsx.`)

// What the site's own code in an island can put in a page: the classes and the elements of the source
// files its entry (site/islands/<name>.ts) imports, directly or through others, dynamic imports
// included. An island's built scripts also hold the libraries bundled with it: Preact, whose code
// names form controls, and tailwind-merge, whose tables name most of Tailwind's utilities
// (`container`, `italic`, `table`…). Those are words, never classes or elements the site sets, and
// page-css.ts counts a script's candidates and element names only when the island's own code has them.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { Scanner } from '@tailwindcss/oxide'

/** The classes of an island's own code, and the elements it makes. */
export interface Vocabulary {
  classes: ReadonlySet<string>
  /** Its JSX's elements, and its strings that are one lower-case word (`as: 'li'`, createElement('input')). */
  elements: ReadonlySet<string>
}

/** Where the islands' build puts their scripts, in the client folder: `<name>-<hash>.js` for an entry. */
export const islandScriptsPath = '/assets/islands/'

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g
const ELEMENT = /<([a-z][a-z0-9-]*)|(['"`])([a-z][a-z0-9-]*)\2/g
// Copy and the site's configuration are data, never classes or elements; their prose would name many.
const DATA = /[\\/](?:copy[\\/].*|site\.config\.ts)$/
const scanner = new Scanner({ sources: [] })

/** The source files a file imports, resolved: relative paths and `@/` (the site's folder); packages are left out. */
function imports(file: string, code: string, siteDir: string): string[] {
  const found: string[] = []
  for (const [, specifier] of code.matchAll(IMPORT)) {
    const path = specifier!.startsWith('@/')
      ? join(siteDir, specifier!.slice(2))
      : specifier!.startsWith('.')
        ? resolve(dirname(file), specifier!)
        : undefined
    if (!path) continue
    const candidates = /\.[cm]?[jt]sx?$/.test(path) ? [path] : [`${path}.ts`, `${path}.tsx`, join(path, 'index.ts')]
    const existing = candidates.find((candidate) => existsSync(candidate))
    if (existing) found.push(existing)
  }
  return found
}

/**
 * The vocabulary of the island `name` (site/islands/<name>.ts under `siteDir`), or undefined when there
 * is no such island: its code's candidates, as Tailwind scans a source file, and its elements.
 */
export function islandVocabulary(siteDir: string, name: string): Vocabulary | undefined {
  const entry = resolve(siteDir, 'islands', `${name}.ts`)
  if (!existsSync(entry)) return undefined
  const classes = new Set<string>()
  const elements = new Set<string>()
  const seen = new Set<string>()
  const pending = [entry]
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    pending.push(...imports(file, code, resolve(siteDir)))
    if (DATA.test(file)) continue
    const extension = file.slice(file.lastIndexOf('.') + 1)
    for (const { candidate } of scanner.getCandidatesWithPositions({ content: code, extension })) classes.add(candidate)
    for (const [, tag, , word] of code.matchAll(ELEMENT)) elements.add((tag ?? word)!)
  }
  return { classes, elements }
}

/** The island whose entry script is at `urlPath` (`/assets/islands/deck-B55SCgOb.js` is `deck`), if it is one. */
export function islandOfScript(urlPath: string): string | undefined {
  if (!urlPath.startsWith(islandScriptsPath)) return undefined
  return /^([a-z0-9-]+)-[\w-]{8}\.js$/i.exec(urlPath.slice(islandScriptsPath.length))?.[1]
}

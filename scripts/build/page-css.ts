// Gives every prerendered page only the CSS it uses. Vite bundles site/styles/global.css into one
// stylesheet for the whole site, which every page links and waits for; this step puts in its place,
// inline, what Tailwind's own compiler generates from the same stylesheet for the classes the page
// carries and the scripts it loads can add. The build runs it over every page after `vike build`,
// and refresh-site.ts over each page it renders again, with the same function.
//
// Why inline rather than a file per page: measured on the article pages (brotli, as
// ../shared/bench/astro-baseline/measure.mjs counts them), a <style> in the page costs about 160 B
// less than the same CSS in a file of its own, because it shares the compression of the HTML and its
// class names, and it saves the request the browser waits for before the first paint (Lighthouse's
// mobile simulation: about 90 ms of FCP). The sheets differ from page to page, so few pages could
// share a file's cache. Its cost is a hash per page in style-src, which each page's own policy carries
// (security-headers.ts).
import { readFileSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { compile, optimize } from '@tailwindcss/node'
import { Scanner } from '@tailwindcss/oxide'
import { islandOfScript, islandVocabulary, type Vocabulary } from './island-vocabulary.ts'
import { pageEntryImport, parseAttributes, staticImports, vikePageId } from './page-scan.ts'
import { trimForPage, type PageUse } from './trim-css.ts'

export type { PageUse } from './trim-css.ts'

/** The stylesheet the site's pages are styled with, which Vite bundles for every page. */
export const siteStylesheet = 'site/styles/global.css'

export interface PageCssOptions {
  /** The built site, where the pages' scripts are read: dist/client. */
  clientDir: string
  /** The stylesheet to compile; its bundle's name starts with its path, `/` and `.` made `_`. */
  stylesheet?: string
  /** Pages that keep the site-wide stylesheet: the admin, an application whose screens its scripts draw. */
  keepsSiteSheet?: (file: string) => boolean
  /** The source of the code the pages run in the browser, whose classes are the only ones a script adds: site/. */
  browserSource?: string
}

export interface PageCss {
  /**
   * The page, its file relative to the client folder (`insights/x/index.html`), with its link to the
   * site-wide stylesheet replaced by a <style> of the rules it uses, put right after its charset.
   */
  apply(html: string, file: string): Promise<string>
  /** The CSS a page uses, minified, as `apply` puts it in. */
  cssFor(html: string, file: string): Promise<string>
}

const isAdmin = (file: string) => file.replaceAll('\\', '/').startsWith('admin/')

/**
 * Starts the step for one process. Tailwind's compiler only ever adds candidates (its `build` answers
 * with the CSS of every candidate it has been given), so a page needs a compiler of its own; what is
 * shared is the stylesheet, read once, each script's candidates, scanned once, and the CSS of each
 * distinct set of candidates, generated once. A compile takes 5–10 ms, its build and minifying as much.
 */
export function createPageCss({
  clientDir,
  stylesheet = siteStylesheet,
  keepsSiteSheet = isAdmin,
  browserSource = 'site',
}: PageCssOptions): PageCss {
  const source = readFileSync(stylesheet, 'utf8')
  const base = dirname(resolve(stylesheet))
  const bundleName = stylesheet.replace(/\.css$/, '').replace(/[/.\\]/g, '_')
  const siteSheetLink = String.raw`<link\b[^>]*\brel="stylesheet"[^>]*\bhref="/assets/(?:[^"/]+/)*${bundleName}-[^"/]*\.css"[^>]*>\s*`
  const scripts = new Map<string, ScriptUse | undefined>()
  const vocabularies = new Map<string, Vocabulary | undefined>()
  const sheets = new Map<string, Promise<string>>()
  // Every candidate of the browser code's source, scanned once, as Tailwind scans it for the whole sheet.
  let known: Set<string> | undefined

  const readScript = (urlPath: string): ScriptUse | undefined => {
    if (!scripts.has(urlPath)) {
      let code: string | undefined
      try {
        code = readFileSync(join(clientDir, decodeURIComponent(urlPath)), 'utf8')
      } catch {
        code = undefined
      }
      scripts.set(urlPath, code === undefined ? undefined : scriptUse(code))
    }
    return scripts.get(urlPath)
  }

  async function generate(use: PageUse): Promise<string> {
    const compiler = await compile(source, { base, onDependency: () => {} })
    return trimForPage(optimize(compiler.build([...use.classes]), { minify: true }).code, use)
  }

  async function cssFor(html: string, file: string): Promise<string> {
    known ??= new Set(
      new Scanner({
        sources: [
          { base: resolve(browserSource), pattern: '**/*', negated: false },
          { base: resolve(browserSource, 'e2e'), pattern: '**/*', negated: true },
        ],
      }).scan(),
    )
    const vocabularyOf = (urlPath: string) => {
      const island = islandOfScript(urlPath)
      if (island === undefined) return undefined
      if (!vocabularies.has(island)) vocabularies.set(island, islandVocabulary(browserSource, island))
      return vocabularies.get(island)
    }
    const use = pageUse(html, `/${file.replaceAll('\\', '/')}`, readScript, known, vocabularyOf)
    const key = `${[...use.classes].sort().join(' ')}\n${[...use.elements].sort().join(' ')}`
    let sheet = sheets.get(key)
    if (!sheet) {
      sheet = generate(use)
      sheets.set(key, sheet)
    }
    return sheet
  }

  return {
    cssFor,
    async apply(html, file) {
      if (keepsSiteSheet(file) || !new RegExp(siteSheetLink).test(html)) return html
      const css = await cssFor(html, file)
      const withoutLink = html.replace(new RegExp(siteSheetLink, 'g'), '')
      const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(withoutLink)
      if (!charset) throw new Error(`${file} has no <meta charset>, after which its CSS goes.`)
      const at = charset.index + charset[0].length
      return `${withoutLink.slice(0, at)}<style>${css}</style>${withoutLink.slice(at)}`
    },
  }
}

/** Puts every page of a built site through the step; run after `vike build`, before the policy is written. */
export async function writePageCss(clientDir: string, options: Omit<PageCssOptions, 'clientDir'> = {}): Promise<void> {
  const step = createPageCss({ clientDir, ...options })
  const pages = (await readdir(clientDir, { recursive: true, encoding: 'utf8' })).filter((file) =>
    file.endsWith('.html'),
  )
  for (const file of pages) {
    const path = join(clientDir, file)
    const html = await readFile(path, 'utf8')
    const styled = await step.apply(html, file)
    if (styled !== html) await writeFile(path, styled)
  }
}

interface ScriptUse {
  /** The candidates Tailwind's scanner finds in it, as it finds them in any source file. */
  classes: string[]
  /** Every word in it, of which some may name an element it makes. */
  words: string[]
  imports: string[]
  /** Set in Vike's client router: the page entries it imports, one per page, by page id. */
  pageEntry?: (pageId: string) => string | undefined
}

// Words that can name a class or an element: what a script may put in the page.
const scanner = new Scanner({ sources: [] })
const WORD = /[a-z][a-z0-9]*(?:-[a-z0-9]+)*/gi
const DYNAMIC_IMPORT = /\bimport\(\s*[`'"]([^`'"]+\.js)[`'"]\s*\)/g

function scriptUse(code: string): ScriptUse {
  const classes = new Set(
    scanner.getCandidatesWithPositions({ content: code, extension: 'js' }).map((c) => c.candidate),
  )
  const words = new Set<string>()
  for (const [word] of code.matchAll(WORD)) words.add(word.toLowerCase())
  // Vike's client router imports the code of every page, to render the next one in place; the page
  // only runs its own. Any other script's dynamic imports are code it may run on this page.
  const router = code.includes('page-entry:client:')
  return {
    classes: [...classes],
    words: [...words],
    imports: [...staticImports(code), ...(router ? [] : [...code.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!))],
    pageEntry: router ? (pageId) => pageEntryImport(code, pageId) : undefined,
  }
}

// Pages repeat the same few inline scripts (every article carries the share button's): each is
// scanned once. Bounded, for the local site's refresher, which runs for days.
const inlineUses = new Map<string, ScriptUse>()
function inlineScriptUse(code: string): ScriptUse {
  let use = inlineUses.get(code)
  if (!use) {
    if (inlineUses.size >= 256) inlineUses.clear()
    inlineUses.set(code, (use = scriptUse(code)))
  }
  return use
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const LINK = /<link\b([^>]*)>/gi
const CLASS = /\sclass=(?:"([^"]*)"|'([^']*)')/gi
const TAG = /<([a-z][a-z0-9-]*)/gi
const VARIABLE = /--[a-z0-9_-]*[a-z0-9_]/gi
const RUNS = /^(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/

const decodeAttribute = (value: string) =>
  value.replace(/&(?:quot|#34|#x22|apos|#39|#x27|lt|#60|#x3c|gt|#62|#x3e|amp|#38|#x26);/gi, (entity) => {
    const name = entity.slice(1, -1).toLowerCase()
    const code = name.startsWith('#x') ? parseInt(name.slice(2), 16) : name.startsWith('#') ? Number(name.slice(1)) : -1
    return code >= 0
      ? String.fromCharCode(code)
      : ({ quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' } as Record<string, string>)[name]!
  })

/**
 * The classes and elements a page can show: those of its markup, and those of the scripts it runs,
 * inline or loaded, as Tailwind scans a source file. Scripts are followed through their imports,
 * static and dynamic (of Vike's client router, only the page's own entry). A script's candidates
 * count only if the browser code's source has them too (`known`): the others are words of the
 * libraries bundled with it (Preact's names of display values, say), never classes the site sets.
 * An island's scripts are held to its own source (`vocabularyOf` its entry), for candidates and
 * element names alike: the libraries bundled with it name much of what the site's code does elsewhere.
 */
export function pageUse(
  html: string,
  pagePath: string,
  readScript: (urlPath: string) => ScriptUse | undefined,
  known?: ReadonlySet<string>,
  vocabularyOf: (urlPath: string) => Vocabulary | undefined = () => undefined,
): PageUse {
  const classes = new Set<string>()
  const elements = new Set<string>()
  for (const [, double, single] of html.matchAll(CLASS))
    for (const name of decodeAttribute(double ?? single ?? '').split(/\s+/)) if (name) classes.add(name)
  for (const [, name] of html.matchAll(TAG)) elements.add(name!.toLowerCase())
  // A theme variable the markup names (in a style attribute, say) is one Tailwind keeps, as it does
  // for any it finds in a source file.
  for (const [name] of html.matchAll(VARIABLE)) classes.add(name)

  const add = (script: ScriptUse, vocabulary?: Vocabulary) => {
    const knows = vocabulary?.classes ?? known
    for (const name of script.classes) if (!knows || knows.has(name)) classes.add(name)
    for (const word of script.words) if (!vocabulary || vocabulary.elements.has(word)) elements.add(word)
  }
  // Each script to read, with the vocabulary of the island whose entry led to it, if one did.
  const pending: { path: string; vocabulary?: Vocabulary }[] = []
  const load = (href: string, from: string, vocabulary?: Vocabulary) => {
    if (/^(?:[a-z][\w+.-]*:|\/\/)/i.test(href.trim())) return // another origin, or data:
    const path = new URL(href.trim(), new URL(from, 'http://site.invalid')).pathname
    pending.push({ path, vocabulary: vocabulary ?? vocabularyOf(path) })
  }
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    const attrs = parseAttributes(attributes)
    const type = (attrs.get('type') ?? '').trim().toLowerCase()
    const src = attrs.get('src')
    // Data (JSON-LD, Vike's page context) is not scanned, as Tailwind scans no content from the database.
    if (type && !RUNS.test(type)) continue
    if (src !== undefined) load(src, pagePath)
    else add(inlineScriptUse(body))
  }
  for (const [, attributes = ''] of html.matchAll(LINK)) {
    const attrs = parseAttributes(attributes)
    const href = attrs.get('href')
    if (href !== undefined && (attrs.get('rel') ?? '').toLowerCase().split(/\s+/).includes('modulepreload'))
      load(href, pagePath)
  }
  const pageId = vikePageId(html)
  // A chunk two islands share is read once for each: each may use its own part of it.
  const seen = new Map<string, Set<Vocabulary | undefined>>()
  for (let next = pending.shift(); next !== undefined; next = pending.shift()) {
    const { path, vocabulary } = next
    const readWith = seen.get(path) ?? new Set()
    if (readWith.has(vocabulary)) continue
    seen.set(path, readWith.add(vocabulary))
    const script = readScript(path)
    if (!script) continue
    add(script, vocabulary)
    for (const imported of script.imports) load(imported, path, vocabulary)
    const entry = pageId === undefined ? undefined : script.pageEntry?.(pageId)
    if (entry) load(entry, path, vocabulary)
  }
  return { classes, elements }
}

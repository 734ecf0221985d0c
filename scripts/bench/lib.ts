// Bytes of one prerendered page and of what it loads, counted as the Astro harness's measure.mjs
// counts them, so that both sites of a comparison are measured the same way: the HTML with its
// inline <script> and <style>; every stylesheet it links, with their @import; every script it loads
// (<script src>, modulepreload, preload as=script) with their static imports, but not what they
// import() later. Each file is compressed on its own, as a server sends it.
import { pageEntryImport, parseAttributes, staticImports, vikePageId } from '../build/page-scan.ts'
import { addSizes, sizesOf, zeroSizes, type Sizes } from './sizes.ts'

export { pageEntryImport, parseAttributes, staticImports, vikePageId }

export type AssetKind = 'css' | 'js'

/** One local CSS or JS file a page loads. `router` marks the page code Vike's router imports at start. */
export interface PageAsset {
  path: string
  kind: AssetKind
  router: boolean
  sizes: Sizes
}

/** Bytes of one page and what it loads. */
export interface PageMeasure {
  /** The page itself, inline scripts and styles included. */
  html: Sizes
  css: Sizes
  /** Scripts and their static imports: measure.mjs's JS. */
  js: Sizes
  /** The page code Vike's client router imports as soon as it starts, and its static imports: loaded at start too. */
  routerJs: Sizes
  /** Raw bytes of inline <style> and of inline scripts, already part of `html`. */
  inlineCss: number
  inlineJs: number
  /** Resources on other origins, not counted. */
  external: number
  assets: PageAsset[]
  missing: string[]
}

// An attribute list in which quoted values may contain `>`.
const ATTRS = String.raw`((?:[^>"']|"[^"]*"|'[^']*')*)`
// Comments and whole <script>/<style> elements are consumed as single tokens,
// so markup inside a comment or a script string is never mistaken for a tag.
const TOKEN = new RegExp(
  String.raw`<!--[\s\S]*?-->|<(script|style)\b${ATTRS}>([\s\S]*?)<\/\1\s*>|<link\b${ATTRS}>`,
  'gi',
)
// Anything else (JSON, ld+json, importmap, templates) is data the browser does not run.
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

const decodeEntities = (text: string) =>
  text.replace(
    /&(amp|quot|#39|lt|gt);/g,
    (_, name: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[name]!,
  )

/**
 * Measures a page: its HTML, the CSS and JS it loads, and how many resources it pulls from other
 * origins. `pageUrl` is the address the page is read at (`/a/` for a/index.html), for relative links.
 */
export function measurePage(
  html: string,
  readAsset: (urlPath: string) => Buffer | undefined,
  pageUrl = '/',
): PageMeasure {
  const files = new Map<string, { kind: AssetKind; router: boolean }>()
  const external = new Set<string>()
  const inline = { css: 0, js: 0 }

  const load = (href: string, kind: AssetKind, from: string, router = false) => {
    let url: URL
    try {
      url = new URL(decodeEntities(href.trim()), new URL(from, 'http://site.invalid'))
    } catch {
      return
    }
    if (url.origin !== 'http://site.invalid') {
      if (/^https?:$/.test(url.protocol)) external.add(url.href)
      return
    }
    const path = decodeURIComponent(url.pathname)
    if (!files.has(path)) files.set(path, { kind, router })
  }

  for (const [, tag, tagAttrs, body, linkAttrs] of html.matchAll(TOKEN)) {
    if (linkAttrs !== undefined) {
      const attrs = parseAttributes(linkAttrs)
      const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/)
      const href = attrs.get('href')
      const as = attrs.get('as')
      if (!href) continue
      if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style')) load(href, 'css', pageUrl)
      else if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) load(href, 'js', pageUrl)
    } else if (tag?.toLowerCase() === 'style') {
      inline.css += Buffer.byteLength(body ?? '')
      for (const imported of cssImports(body ?? '')) load(imported, 'css', pageUrl)
    } else if (tag) {
      const attrs = parseAttributes(tagAttrs ?? '')
      if (!JS_TYPES.has((attrs.get('type') ?? '').trim().toLowerCase())) continue
      const src = attrs.get('src')
      if (src !== undefined) load(src, 'js', pageUrl)
      else {
        inline.js += Buffer.byteLength(body ?? '')
        for (const imported of staticImports(body ?? '')) load(imported, 'js', pageUrl)
      }
    }
  }

  const result: PageMeasure = {
    html: sizesOf(html),
    css: zeroSizes(),
    js: zeroSizes(),
    routerJs: zeroSizes(),
    inlineCss: inline.css,
    inlineJs: inline.js,
    external: 0,
    assets: [],
    missing: [],
  }
  const pageId = vikePageId(html)
  // A Map iterates entries added during the loop, so the files a file imports are counted too.
  for (const [path, { kind, router }] of files) {
    const data = readAsset(path)
    if (!data) {
      result.missing.push(path)
      continue
    }
    const sizes = sizesOf(data)
    result.assets.push({ path, kind, router, sizes })
    const field = kind === 'css' ? 'css' : router ? 'routerJs' : 'js'
    result[field] = addSizes(result[field], sizes)
    const code = data.toString('utf8')
    if (kind === 'css') {
      for (const imported of cssImports(code)) load(imported, 'css', path)
      continue
    }
    for (const imported of staticImports(code)) load(imported, 'js', path, router)
    // measure.mjs stops at import(); but Vike's router imports the page's own code at once, so it is loaded at start.
    const pageCode = pageId === undefined ? undefined : pageEntryImport(code, pageId)
    if (pageCode) load(pageCode, 'js', path, true)
  }
  result.external = external.size
  return result
}

const CSS_IMPORT = /@import\s+(?:url\(\s*)?["']?([^"')\s;]+)/g

/** The stylesheets a stylesheet pulls in with @import. */
export function cssImports(code: string): string[] {
  return [...code.matchAll(CSS_IMPORT)].map((match) => match[1]!)
}

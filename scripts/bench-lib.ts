import { gzipSync } from 'node:zlib'

export type AssetKind = 'css' | 'js'

/** One local CSS or JS file a page loads, with its gzipped size. */
export interface PageAsset {
  path: string
  kind: AssetKind
  gzip: number
}

/** Gzipped byte sizes of one page and what it loads. */
export interface PageMeasure {
  html: number
  css: number
  js: number
  external: number
  assets: PageAsset[]
  missing: string[]
}

/** Gzipped size in bytes (level 9) of a string or buffer. */
export function gzipSize(data: string | Buffer): number {
  return gzipSync(data, { level: 9 }).length
}

// An attribute list in which quoted values may contain `>`.
const ATTRS = String.raw`((?:[^>"']|"[^"]*"|'[^']*')*)`
// Comments and whole <script>/<style> elements are consumed as single tokens,
// so markup inside a comment or a script string is never mistaken for a tag.
const TOKEN = new RegExp(
  String.raw`<!--[\s\S]*?-->|<(script|style)\b${ATTRS}>([\s\S]*?)<\/\1\s*>|<link\b${ATTRS}>`,
  'gi',
)
const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
// Anything else (JSON, ld+json, importmap, templates) is data the browser does not run.
const JS_TYPE = /^(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/

/** Parses a tag's attribute list into a map of lower-cased names to values. */
export function parseAttributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>()
  for (const m of source.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase()
    if (!attrs.has(name)) attrs.set(name, m[2] ?? m[3] ?? m[4] ?? '')
  }
  return attrs
}

/** Measures a page: its HTML, the CSS and JS it loads, and how many resources it pulls from other origins. */
export function measurePage(
  html: string,
  readAsset: (urlPath: string) => Buffer | undefined,
  pageUrl = '/',
): PageMeasure {
  const files = new Map<string, AssetKind>()
  const external = new Set<string>()
  const pageId = vikePageId(html)
  const inline: Record<AssetKind, string> = { css: '', js: '' }

  const load = (href: string, kind: AssetKind) => {
    href = href.trim()
    if (/^(?:https?:)?\/\//i.test(href)) external.add(href)
    else if (href && !/^[a-z][\w+.-]*:/i.test(href)) {
      const path = decodeURIComponent(new URL(href, new URL(pageUrl, 'http://site.invalid')).pathname)
      if (!files.has(path)) files.set(path, kind)
    }
  }

  for (const [, tag, tagAttrs, body, linkAttrs] of html.matchAll(TOKEN)) {
    if (linkAttrs !== undefined) {
      const attrs = parseAttributes(linkAttrs)
      const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/)
      const href = attrs.get('href')
      if (href === undefined) continue
      if (rel.includes('stylesheet')) load(href, 'css')
      else if (rel.includes('modulepreload')) load(href, 'js')
    } else if (tag?.toLowerCase() === 'style') {
      inline.css += `${body}\n`
    } else if (tag) {
      const attrs = parseAttributes(tagAttrs ?? '')
      const type = (attrs.get('type') ?? '').trim().toLowerCase()
      if (type && !JS_TYPE.test(type)) continue
      const src = attrs.get('src')
      if (src !== undefined) load(src, 'js')
      else inline.js += `${body}\n`
    }
  }

  const result: PageMeasure = {
    html: gzipSize(html),
    css: inline.css.trim() ? gzipSize(inline.css) : 0,
    js: inline.js.trim() ? gzipSize(inline.js) : 0,
    external: external.size,
    assets: [],
    missing: [],
  }
  // A Map iterates entries added during the loop, so the modules a script imports are counted too.
  for (const [path, kind] of files) {
    const data = readAsset(path)
    if (!data) {
      result.missing.push(path)
      continue
    }
    const gzip = gzipSize(data)
    result.assets.push({ path, kind, gzip })
    result[kind] += gzip
    if (kind !== 'js') continue
    const code = data.toString('utf8')
    const imports = staticImports(code)
    // The router imports the page's own code as soon as it starts: that is part of the page too.
    const pageCode = pageId === undefined ? undefined : pageEntryImport(code, pageId)
    if (pageCode) imports.push(pageCode)
    for (const imported of imports) load(new URL(imported, new URL(path, 'http://site.invalid')).pathname, 'js')
  }
  return result
}

/** The page Vike's client router is told to start on, from the JSON it puts in the page. */
export function vikePageId(html: string): string | undefined {
  const json = /<script id="vike_pageContext" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1]
  if (!json) return undefined
  try {
    const { pageId } = JSON.parse(json) as { pageId?: unknown }
    return typeof pageId === 'string' ? pageId : undefined
  } catch {
    return undefined
  }
}

/** Where a client-routing entry loads a page's code from: `import("./site_pages_x.js")` next to the page's id. */
export function pageEntryImport(code: string, pageId: string): string | undefined {
  const at = code.indexOf(`page-entry:client:${pageId}\``)
  if (at < 0) return undefined
  return /import\(\s*[`'"]([^`'"]+\.js)[`'"]\s*\)/.exec(code.slice(at, at + 400))?.[1]
}

// `import … from "x"`, `import "x"` and `export … from "x"`, but not `import("x")`, which loads later if at all.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g

/** The modules a script imports statically: the browser loads them before the script runs. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]!)
}

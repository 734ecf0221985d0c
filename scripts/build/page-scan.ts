// Reading what a built page loads, shared by the build's page CSS and the bench's measures: a tag's
// attributes, the page Vike's router starts on, the page code its entry imports, a script's static imports.

const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/** Parses a tag's attribute list into a map of lower-cased names to values. */
export function parseAttributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>()
  for (const m of source.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase()
    if (!attrs.has(name)) attrs.set(name, m[2] ?? m[3] ?? m[4] ?? '')
  }
  return attrs
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

// measure.mjs's pattern: `import … from "x"`, `import "x"` and `export … from "x"`, but not
// `import("x")`, which loads later if at all; only paths on the same site.
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["']([^"']+)["']/g

/** The modules a script imports statically: the browser loads them before the script runs. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]!).filter((path) => /^(?:\.{1,2}\/|\/)/.test(path))
}

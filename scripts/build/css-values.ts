// The value side of trim-css.ts: declarations Tailwind writes in a general form, for any page, that a
// page's own CSS can say in fewer bytes. Each step is a rewrite of Tailwind's minified text that
// leaves every computed value as it was: the browser tests compare each element's computed styles
// under a page's own CSS and under the site-wide stylesheet, property by property (e2e/styles.ts).

/** A block's declarations, split at the semicolons outside strings and brackets. */
export function splitDeclarations(block: string): string[] {
  const parts: string[] = []
  let depth = 0
  let from = 0
  for (let at = 0; at < block.length; at++) {
    const char = block[at]
    if (char === '"' || char === "'") {
      for (at++; at < block.length && block[at] !== char; at++) if (block[at] === '\\') at++
    } else if (char === '(' || char === '[') depth++
    else if (char === ')' || char === ']') depth--
    else if (char === ';' && depth === 0) {
      parts.push(block.slice(from, at))
      from = at + 1
    }
  }
  if (block.slice(from).trim()) parts.push(block.slice(from))
  return parts
}

/** The property a declaration sets. */
export const declared = (declaration: string): string => declaration.slice(0, declaration.indexOf(':')).trim()

const RESET = /@layer properties\{[^{}]*\{([^{}]*)\}\}/
const THEME = /@layer theme\{:root,:host\{([^{}]*)\}\}/
const SETS = /(?:^|[{;])\s*(--[\w-]+)\s*:/g
const VAR = /var\(\s*(--[\w-]+)\s*(,)?/g

/** Where the var() whose `var(` starts at `start` ends: the index after its closing bracket. */
function varEnd(css: string, start: number): number {
  let depth = 0
  for (let at = start; at < css.length; at++) {
    if (css[at] === '(') depth++
    else if (css[at] === ')' && --depth === 0) return at + 1
  }
  return css.length
}

/**
 * Writes in the value of each variable that only one block of the page's CSS sets: a theme variable
 * (`var(--color-focus)` is `#2563eb`), or one of Tailwind's working variables that no rule sets but
 * the reset of every element, or nothing does (then the var()'s fallback is its value). So
 * `border-style:var(--tw-border-style)` is `border-style:solid` on a page with no `border-dashed`,
 * and a shadow's `var(--tw-shadow-color,#0000001a)` is `#0000001a` on one with no shadow colour.
 * A variable the page's markup or scripts name (`named`: a style attribute may set it) keeps its
 * var(), and so does a declaration that would come out empty, since an empty value is dropped where
 * a var() is not. The declarations that set them are left for the steps that drop unread ones.
 */
export function withResolvedVariables(css: string, named: ReadonlySet<string>): string {
  const blocks = [RESET.exec(css), THEME.exec(css)].filter((block) => block !== null).sort((a, b) => a.index - b.index)
  const values = new Map<string, string>()
  for (const block of blocks)
    for (const text of splitDeclarations(block[1]!)) values.set(declared(text), text.slice(text.indexOf(':') + 1))
  let outside = css
  for (const block of [...blocks].reverse())
    outside = outside.slice(0, block.index) + outside.slice(block.index + block[0].length)
  const set = new Set([...outside.matchAll(SETS)].map((match) => match[1]!))
  const fixed = (name: string) => !set.has(name) && !named.has(name) && (name.startsWith('--tw-') || values.has(name))

  const resolve = (text: string): string => {
    let out = ''
    let from = 0
    for (const match of text.matchAll(VAR)) {
      if (match.index < from || !fixed(match[1]!)) continue
      const end = varEnd(text, match.index)
      const value = values.get(match[1]!)?.trim()
      const fallback = match[2] ? text.slice(match.index + match[0].length, end - 1) : undefined
      const replacement = value !== undefined && value !== 'initial' ? value : fallback
      if (replacement === undefined) continue
      out += text.slice(from, match.index) + resolve(replacement)
      from = end
    }
    return out + text.slice(from)
  }

  // Declaration by declaration, so that one that would come out empty can keep its var().
  const rewrite = (body: string) =>
    splitDeclarations(body)
      .map((text) => {
        const colon = text.indexOf(':')
        const before = text.slice(colon + 1)
        const after = resolve(before)
        if (after === before) return text
        // What an empty fallback leaves (`var(--tw-sepia,) `) tidied, unless a string holds spaces.
        const value = /["']/.test(after) ? after.trim() : after.replace(/\s+/g, ' ').replace(/ ?, ?/g, ',').trim()
        return value === '' ? text : `${text.slice(0, colon + 1)}${value}`
      })
      .join(';')
  const rewriteRules = (text: string) => text.replace(/\{([^{}]*)\}/g, (_, body: string) => `{${rewrite(body)}}`)
  let out = ''
  let from = 0
  for (const block of blocks) {
    out += rewriteRules(css.slice(from, block.index)) + block[0]
    from = block.index + block[0].length
  }
  return out + rewriteRules(css.slice(from))
}

/**
 * Each rule less the declarations of Tailwind's working variables that nothing reads: `.font-bold`
 * sets --tw-font-weight for rules that compose weights, but a page with none of them never reads it.
 * A variable the page's markup or scripts name (`named`) stays, as a style attribute may read it.
 */
export function withoutUnreadWorkingDeclarations(css: string, named: ReadonlySet<string>): string {
  const read = new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!))
  const unread = (text: string) => {
    const name = declared(text)
    return name.startsWith('--tw-') && !read.has(name) && !named.has(name)
  }
  return css.replace(/\{([^{}]*)\}/g, (block, body: string) => {
    const declarations = splitDeclarations(body)
    const kept = declarations.filter((text) => !unread(text))
    return kept.length === declarations.length ? block : `{${kept.join(';')}}`
  })
}

/**
 * Each rule less a declaration that repeats the one right before it: Lightning CSS writes
 * `-webkit-text-decoration:inherit` three times over in Tailwind's rule for links.
 */
export function withoutRepeatedDeclarations(css: string): string {
  return css.replace(/\{([^{}]*)\}/g, (block, body: string) => {
    const declarations = splitDeclarations(body)
    const kept = declarations.filter((text, at) => at === 0 || text !== declarations[at - 1])
    return kept.length === declarations.length ? block : `{${kept.join(';')}}`
  })
}

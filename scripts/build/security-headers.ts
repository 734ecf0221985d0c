// The site's Content-Security-Policy and security headers, for two deliveries: a <meta http-equiv>
// in every page, for hosts that send no custom headers (GitHub Pages), and a `_headers` file for
// hosts that read one (Netlify, Cloudflare Pages) and for the local server. Each page's <meta> allows
// just the inline scripts and styles that page carries; the header, sent with every file, allows
// what any page does. A browser enforces both, so a page gets no more than its own.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { publicConnection } from '../../site/lib/supabase/index.ts'

export interface PolicySources {
  /** The Supabase API's origin: posts are read from it, images shown from it, the contact form posts to it. */
  apiOrigin: string
  /** 'sha256-…' sources of the inline scripts the pages carry. */
  scriptHashes: readonly string[]
  /** 'sha256-…' sources of the inline styles: the pages' own CSS, and those their scripts add. */
  styleHashes: readonly string[]
}

/** A CSP hash source for an inline script's or style's exact text. */
export const hashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The site's policy. `frame-ancestors` is only obeyed in a header (a page's <meta> policy may not
 * say who frames it, and Chromium complains if it tries), so the meta version leaves it out.
 */
export function contentSecurityPolicy(
  { apiOrigin, scriptHashes, styleHashes }: PolicySources,
  delivery: 'meta' | 'header',
): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // 'wasm-unsafe-eval' lets the scripts this policy already runs compile WebAssembly, and nothing more
    // (no eval, no inline script): the admin encodes an uploaded image's AVIF variants with libavif.
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    ['style-src', "'self'", ...styleHashes],
    // Featured images are the site's own or in the API's storage bucket, where the admin previews an
    // upload too; a post may also show an image from any https address, as its format allows. data: is
    // for the tiny placeholder inlined under each image while it loads: an image, whatever its bytes,
    // runs no script and reaches no other origin, and a post's own images and links cannot use data:
    // (the post model refuses it), so only the placeholders the upload made appear that way.
    ['img-src', "'self'", 'data:', apiOrigin, 'https:'],
    ['connect-src', "'self'", apiOrigin],
    ['font-src', "'self'"],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // Without JavaScript the contact form posts straight to the API's contact-form function.
    ['form-action', "'self'", apiOrigin],
  ]
  if (delivery === 'header') directives.push(['frame-ancestors', "'none'"])
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** Every header the site asks its host to send with every file. */
export function securityHeaders(sources: PolicySources): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources, 'header'),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=()',
  }
}

/** The `_headers` file (Netlify and Cloudflare Pages format) sending `headers` with every path. */
export const headersFile = (headers: Record<string, string>): string =>
  `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}\n`)
    .join('')}` +
  // Every file under /assets/ is named by its content (scripts, styles, the font), so a browser may
  // keep it for a year without asking again: the brand face is then ready on a visit's second page.
  `/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/** The text of every inline script a page runs; JSON data blocks and scripts loaded by URL are not run inline. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(inlineScript)].flatMap(([, attributes = '', text = '']) => {
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    const runs = type === undefined || type === 'module' || type === 'text/javascript'
    return runs && !/\bsrc=/i.test(attributes) ? [text] : []
  })
}

/**
 * The style sheet the toast library (sonner) adds to the page as a <style> element when it loads,
 * read from the very module the site bundles, so that its hash follows the installed version.
 */
export function toastStyleSheet(): string {
  // The browser bundle takes the ES module beside the CommonJS one that require finds.
  const modulePath = join(dirname(createRequire(import.meta.url).resolve('sonner')), 'index.mjs')
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(modulePath, 'utf8'))?.[1]
  if (!literal)
    throw new Error(
      `${modulePath} no longer adds its styles with __insertCSS("…"): find how it does now and allow that style in scripts/build/security-headers.ts.`,
    )
  return JSON.parse(literal) as string
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

const inlineStyle = /<style\b[^>]*>([\s\S]*?)<\/style>/gi

/** The text of every <style> element a page carries. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(inlineStyle)].map(([, text = '']) => text)
}

/**
 * Whether a page runs a script that may add a style of its own (scriptStyles): one it loads from a
 * file, or an inline one that makes a <style> element (the presentation's linked slide).
 */
const addsStyles = (html: string) =>
  /<script\b[^>]*\bsrc=/i.test(html) ||
  inlineScripts(html).some((script) => /createElement\(\s*['"`]style/.test(script))

/**
 * The styles the site's scripts add to a page as <style> elements: an empty one, which the toast
 * library (sonner) adds before filling it and the presentation's linked-slide script adds its rule to
 * through the style sheet's API, and the toast library's own sheet.
 */
export const scriptStyles = (): string[] => [hashSource(''), hashSource(toastStyleSheet())]

/**
 * What one page's policy allows inline: exactly the scripts and styles it carries (its CSS among
 * them, see page-css.ts), and where it runs a script that may add styles, those.
 */
export function pageSources(html: string, apiOrigin: string, added: readonly string[] = scriptStyles()): PolicySources {
  const page = withoutPolicy(html)
  return {
    apiOrigin,
    scriptHashes: [...new Set(inlineScripts(page).map(hashSource))].sort(),
    styleHashes: [...new Set([...inlineStyles(page).map(hashSource), ...(addsStyles(page) ? added : [])])].sort(),
  }
}

/** Every source any of the pages allows: the policy a header sends with every file of the site. */
export function unitedSources(pages: readonly PolicySources[], apiOrigin: string): PolicySources {
  const union = (pick: (sources: PolicySources) => readonly string[]) => [...new Set(pages.flatMap(pick))].sort()
  return {
    apiOrigin,
    scriptHashes: union((sources) => sources.scriptHashes),
    styleHashes: union((sources) => sources.styleHashes),
  }
}

/** The policy's <meta> for a page with these sources. */
export const policyMeta = (sources: PolicySources): string =>
  `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(contentSecurityPolicy(sources, 'meta'))}">`

/** The origin of the API the site talks to, which its policy names. */
export const apiOriginOf = (env: NodeJS.ProcessEnv): string => new URL(publicConnection(env).url).origin

/**
 * Puts its own policy into every prerendered page, before anything it governs, and writes `_headers`
 * with the policy that allows what any page does (and `alsoAllow`: pages about to be written), and
 * the other security headers. A page whose policy is already right is left alone, so that this can
 * run again after pages change.
 */
export function writeSecurityHeaders(
  clientDir: string,
  env: NodeJS.ProcessEnv,
  { alsoAllow = [] }: { alsoAllow?: readonly PolicySources[] } = {},
): void {
  const apiOrigin = apiOriginOf(env)
  const added = scriptStyles()
  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  const all: PolicySources[] = []
  for (const file of pages) {
    const html = readFileSync(join(clientDir, file), 'utf8')
    const sources = pageSources(html, apiOrigin, added)
    all.push(sources)
    const secured = withPolicy(html, policyMeta(sources), file)
    if (secured !== html) writeFileSync(join(clientDir, file), secured)
  }
  writeHeadersFile(clientDir, [...all, ...alsoAllow], apiOrigin)
}

/** Writes `_headers` for pages whose sources are known (each page's own policy already in it), if it changed. */
export function writeHeadersFile(clientDir: string, pages: readonly PolicySources[], apiOrigin: string): void {
  const headers = headersFile(securityHeaders(unitedSources(pages, apiOrigin)))
  const path = join(clientDir, '_headers')
  if (!existsSync(path) || readFileSync(path, 'utf8') !== headers) writeFileSync(path, headers)
}

const policyElement = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/

/** A page without its policy <meta>, if it has one. */
export const withoutPolicy = (html: string): string => html.replace(policyElement, '')

/** A page with the policy's <meta> right after its charset, before anything the policy governs, in place of any it had. */
export function withPolicy(html: string, meta: string, file: string): string {
  const page = withoutPolicy(html)
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(page)
  if (!charset) throw new Error(`${file} has no <meta charset>, after which its Content-Security-Policy goes.`)
  const end = charset.index + charset[0].length
  return `${page.slice(0, end)}${meta}${page.slice(end)}`
}

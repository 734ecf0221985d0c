import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { localAnonKey } from '../../supabase/local/keys.ts'
import { createPageCss, writePageCss } from './page-css.ts'
import { hashSource, inlineStyles, writeSecurityHeaders } from './security-headers.ts'

const dir = mkdtempSync(join(tmpdir(), 'page-css-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const files: Record<string, string> = {
  // A script that adds a class, imports a module that adds another, and loads a third later.
  'assets/app.js':
    'import{x}from"./shared.js";el.classList.add("bg-emerald-800");const later=()=>import("./lazy.js");\n',
  'assets/shared.js': 'export const x = () => el.classList.toggle("rotate-45")\n',
  'assets/lazy.js': 'export const lazy = `<p class="translate-x-4">Saved</p>`; document.createElement("input")\n',
  // Vike's client router: it imports every page's code, of which a page runs only its own.
  'assets/router.js':
    'const pages={"page-entry:client:/pages/a`":()=>import("./page-a.js"),"page-entry:client:/pages/b`":()=>import("./page-b.js")};\n',
  'assets/page-a.js': 'export default () => jsx("div", { className: "tracking-widest" })\n',
  'assets/page-b.js': 'export default () => jsx("div", { className: "skew-x-12" })\n',
  // An island's entry, and a chunk of it that bundles a library naming utilities and form controls.
  'assets/islands/demo-AbCd1234.js':
    'import{m}from"./vendor-Zz9Yy8Xx.js";h("section",{className:m("tracking-wide")})\n',
  'assets/islands/vendor-Zz9Yy8Xx.js': 'export const m=(c)=>c;const groups=["container","italic"];if(t==="input")n()\n',
}
mkdirSync(join(dir, 'assets', 'islands'), { recursive: true })
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
// The source of the browser code: the classes the scripts set are written there, and the island's own.
const sources: Record<string, string> = {
  'components.tsx':
    'export const classes = ["bg-emerald-800", "rotate-45", "translate-x-4", "tracking-widest", "skew-x-12"]\n' +
    'export const Form = () => <input className="container italic" />\n',
  'islands/demo.ts': "import { Demo } from '../components/Demo.tsx'\nhydrate('demo', Demo)\n",
  'components/Demo.tsx': 'export const Demo = () => <section className="tracking-wide">Hi</section>\n',
}
mkdirSync(join(dir, 'source', 'islands'), { recursive: true })
mkdirSync(join(dir, 'source', 'components'))
for (const [name, text] of Object.entries(sources)) writeFileSync(join(dir, 'source', name), text)

const link = '<link rel="stylesheet" type="text/css" href="/assets/static/site_styles_global-b565a051.Cvm6NJbp.css">'
const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head>${link}<meta charset="UTF-8" />${head}</head><body>${body}</body></html>`

const step = createPageCss({ clientDir: dir, browserSource: join(dir, 'source') })
const rule = (css: string, selector: string) =>
  new RegExp(`(?:^|[{}])${selector.replace(/[.\\[\]:/]/g, '\\$&')}\\{`).test(css)

describe('the CSS of a page', () => {
  it('keeps every rule its classes need and drops those it does not', async () => {
    const css = await step.cssFor(
      page('<p class="mt-4 text-brand-700 sm:text-3xl hover:underline">Hi</p>'),
      'a/index.html',
    )
    for (const selector of ['.mt-4', '.text-brand-700', String.raw`.sm\:text-3xl`, String.raw`.hover\:underline:hover`])
      expect(rule(css, selector), selector).toBe(true)
    for (const selector of ['.mt-8', '.text-brand-100', '.flex', '.hidden'])
      expect(rule(css, selector), selector).toBe(false)
    // The theme's values are written into the rules (theme(inline)), with no variable left for them.
    expect(css).toContain('.text-brand-700{color:#1d4ed8}')
    expect(css).not.toMatch(/--color-brand-\d+:/)
    // No working variable of Tailwind's is read, so none is reset or registered.
    expect(css).not.toContain('@layer properties')
    expect(css).not.toContain('@property')
    // The site's fonts always come along; its components only with their class.
    expect(css).toContain('@font-face{font-family:Plus Jakarta Sans;src:url(/assets/jakarta-')
    expect(css).not.toContain('.skip-link')
    expect(css).not.toContain('.post-body')
    const withComponents = await step.cssFor(
      page('<a class="skip-link" href="#main">Skip</a><div class="post-body"><p>Hi</p></div>'),
      'b/index.html',
    )
    expect(withComponents).toContain('.skip-link{')
    expect(withComponents).toContain('.post-body{')
    expect(withComponents).toMatch(/\.post-body :where\(p[^{]*\):first-child\{margin-top:0\}/)
  })

  it('writes in the working variables that no class of the page sets, and resets the others on every element', async () => {
    const css = await step.cssFor(
      page('<p class="border shadow-sm text-slate-700">A</p><p class="shadow-xl shadow-brand-700">B</p>'),
      'a/index.html',
    )
    // No border-dashed: a border is solid, in so many words.
    expect(css).toContain('.border{border-style:solid;border-width:1px}')
    // A shadow colour is set, so the shadows read it; the ring and inset layers, which nothing sets, are written in.
    expect(css).toContain('.shadow-sm{--tw-shadow:0 1px 3px 0 var(--tw-shadow-color,#0000001a),')
    expect(css).toMatch(/\.shadow-sm\{[^}]*;box-shadow:0 0 #0000,0 0 #0000,0 0 #0000,0 0 #0000,var\(--tw-shadow\)\}/)
    expect(css).toContain(
      '@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-shadow-color:initial}}',
    )
    expect(css).not.toContain('@property')
    // The site's palette is hex where sRGB holds it (global.css).
    expect(css).toContain('.text-slate-700{color:#314158}')
  })

  it('reads classes as the HTML writes them, entities and all', async () => {
    const css = await step.cssFor(page('<p class="max-w-[85%] [&amp;&gt;svg]:h-4"><svg></svg>Hi</p>'), 'a/index.html')
    expect(rule(css, String.raw`.max-w-\[85\%\]`)).toBe(true)
    expect(css).toContain(String.raw`.\[\&\>svg\]\:h-4>svg{`)
  })

  it('keeps the classes only a script it loads adds, through its imports, static and dynamic', async () => {
    const html = page('<p class="mt-4">Hi</p><script type="module" src="/assets/app.js"></script>')
    const css = await step.cssFor(html, 'a/index.html')
    for (const selector of ['.bg-emerald-800', '.rotate-45', '.translate-x-4'])
      expect(rule(css, selector), selector).toBe(true)
    // Without the script they go.
    const without = await step.cssFor(page('<p class="mt-4">Hi</p>'), 'a/index.html')
    for (const selector of ['.bg-emerald-800', '.rotate-45', '.translate-x-4'])
      expect(rule(without, selector), selector).toBe(false)
  })

  it('holds an island’s scripts to the classes and elements of the island’s own source', async () => {
    const css = await step.cssFor(
      page('<p class="mt-4">Hi</p><script type="module" src="/assets/islands/demo-AbCd1234.js"></script>'),
      'a/index.html',
    )
    expect(rule(css, '.tracking-wide')).toBe(true)
    // The library's words are classes and an element of the site's code elsewhere, not of this island.
    for (const selector of ['.container', '.italic']) expect(rule(css, selector), selector).toBe(false)
    expect(css).not.toMatch(/::placeholder\{/)
  })

  it('follows the client router to the page’s own code only', async () => {
    const html = page(
      '<p class="mt-4">Hi</p><script id="vike_pageContext" type="application/json">{"pageId":"/pages/a"}</script><script src="/assets/router.js" type="module" async></script>',
    )
    const css = await step.cssFor(html, 'a/index.html')
    expect(rule(css, '.tracking-widest')).toBe(true)
    expect(rule(css, '.skew-x-12')).toBe(false)
  })

  it('keeps the base styles of form controls only where there are some, or a script may add one', async () => {
    const placeholder = /::placeholder\{/
    expect(await step.cssFor(page('<p class="mt-4">Hi</p>'), 'a/index.html')).not.toMatch(placeholder)
    expect(await step.cssFor(page('<input class="mt-4">'), 'a/index.html')).toMatch(placeholder)
    // lazy.js, which app.js loads, makes an input.
    expect(await step.cssFor(page('<script type="module" src="/assets/app.js"></script>'), 'a/index.html')).toMatch(
      placeholder,
    )
  })
})

describe('apply', () => {
  it('puts the CSS in place of the site-wide stylesheet, after the charset', async () => {
    const html = page('<p class="mt-4">Hi</p>', '<title>A</title>')
    const styled = await step.apply(html, 'a/index.html')
    const css = await step.cssFor(html, 'a/index.html')
    expect(styled).toBe(
      `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8" /><style>${css}</style><title>A</title></head><body><p class="mt-4">Hi</p></body></html>`,
    )
  })

  it('leaves the admin, and a page without the site-wide stylesheet, as they are', async () => {
    const html = page('<p class="mt-4">Hi</p>')
    expect(await step.apply(html, 'admin/blog/index.html')).toBe(html)
    const plain = html.replace(link, '')
    expect(await step.apply(plain, 'a/index.html')).toBe(plain)
  })

  it('gives the policy of each page the hash of its own CSS', async () => {
    const site = join(dir, 'site')
    mkdirSync(join(site, 'b'), { recursive: true })
    writeFileSync(join(site, 'index.html'), page('<p class="mt-4">Home</p>'))
    writeFileSync(join(site, 'b', 'index.html'), page('<p class="mt-8">B</p>'))
    await writePageCss(site)
    writeSecurityHeaders(site, { SUPABASE_URL: 'https://project.supabase.co/', SUPABASE_ANON_KEY: localAnonKey })
    const hashes = ['index.html', 'b/index.html'].map((file) => {
      const html = readFileSync(join(site, file), 'utf8')
      const [css = ''] = inlineStyles(html)
      const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? ''
      // Its own CSS only: a page that runs no script adds no style.
      expect(/style-src ([^;]*)/.exec(policy)?.[1]).toBe(`'self' ${hashSource(css)}`)
      expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<style>'))
      return hashSource(css)
    })
    expect(hashes[0]).not.toBe(hashes[1])
    const headers = readFileSync(join(site, '_headers'), 'utf8')
    expect(headers).toContain(`style-src 'self' ${[...hashes].sort().join(' ')};`)
  })
})

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { measurePage, pageEntryImport, parseAttributes } from './lib.ts'
import { brotliSize, gzipSize, sizesOf } from './sizes.ts'

const dir = mkdtempSync(join(tmpdir(), 'bench-lib-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const files: Record<string, string> = {
  'assets/app.js': 'export const app = () => document.title\n'.repeat(20),
  'assets/chunk.js': 'export const chunk = [1, 2, 3].map((n) => n * 2)\n'.repeat(20),
  'assets/site.css': 'body { margin: 0; color: #111 }\n'.repeat(20),
  'assets/data.json': '{"not": "javascript"}',
  'assets/entry.js':
    'import{chunk as c}from"./chunk.js";import"./side.js";export{x}from"./re.js";const later=()=>import("./lazy.js");\n',
  'assets/side.js': 'document.title = "side"\n',
  'assets/re.js': 'export const x = 1\n',
  'assets/lazy.js': 'export const lazy = true\n',
  'assets/base.css': 'html { font-family: system-ui }\n'.repeat(10),
  'assets/main.css': '@import "./base.css";\nmain { padding: 1rem }\n',
}
mkdirSync(join(dir, 'assets'))
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
const read = (urlPath: string) => {
  try {
    return readFileSync(join(dir, urlPath))
  } catch {
    return undefined
  }
}
const size = (name: string) => gzipSize(files[name]!)
const brotli = (name: string) => brotliSize(files[name]!)

describe('parseAttributes', () => {
  it('reads double-, single- and un-quoted values in any order', () => {
    const attrs = parseAttributes(` href='/a.css?x=">"' REL="stylesheet" media=all defer`)
    expect(Object.fromEntries(attrs)).toEqual({ href: '/a.css?x=">"', rel: 'stylesheet', media: 'all', defer: '' })
  })
})

describe('measurePage', () => {
  it('counts module scripts and modulepreloads as JS, each file once', () => {
    const html = `<head>
      <script type="module" src="/assets/app.js"></script>
      <link href="/assets/chunk.js" rel="modulepreload" crossorigin>
      <link rel='modulepreload' href='/assets/app.js'>
    </head>`
    const page = measurePage(html, read)
    expect(page.js.gzip).toBe(size('assets/app.js') + size('assets/chunk.js'))
    expect(page.js.brotli).toBe(brotli('assets/app.js') + brotli('assets/chunk.js'))
    expect(page.css.gzip).toBe(0)
    expect(page.html).toEqual(sizesOf(html))
    expect(page.assets.map((a) => a.path).sort()).toEqual(['/assets/app.js', '/assets/chunk.js'])
  })

  it('counts the modules a script imports statically, but not those it imports later', () => {
    const page = measurePage('<script type="module" src="/assets/entry.js"></script>', read)
    expect(page.assets.map((a) => a.path).sort()).toEqual([
      '/assets/chunk.js',
      '/assets/entry.js',
      '/assets/re.js',
      '/assets/side.js',
    ])
    expect(page.js.gzip).toBe(
      ['entry.js', 'chunk.js', 'side.js', 're.js'].reduce((sum, name) => sum + size(`assets/${name}`), 0),
    )
  })

  it('does not count JSON or JSON-LD scripts as JS; inline scripts are part of the HTML', () => {
    const data = `<script type="application/ld+json">{"@context":"https://schema.org"}</script>
      <script id="ctx" type='application/json'>{"a":1}</script>
      <script type="application/json" src="/assets/data.json"></script>`
    expect(measurePage(data, read).js.gzip).toBe(0)
    const inline = `<script>console.log("hi")</script>`
    const page = measurePage(data + inline, read)
    expect(page).toMatchObject({ js: { gzip: 0 }, inlineJs: 'console.log("hi")'.length })
    expect(page.html.gzip).toBe(gzipSize(data + inline))
  })

  it('counts what an inline module script imports', () => {
    const page = measurePage(`<script type="module">import "/assets/side.js"</script>`, read)
    expect(page.js.gzip).toBe(size('assets/side.js'))
  })

  it('counts linked and preloaded stylesheets and their @import as CSS, and inline styles as HTML', () => {
    const html = `<link type="text/css" rel="stylesheet" href="/assets/site.css"><link rel="preload" as="style" href="/assets/main.css"><style>p{color:red}</style>`
    const page = measurePage(html, read)
    expect(page.css.gzip).toBe(size('assets/site.css') + size('assets/main.css') + size('assets/base.css'))
    expect(page).toMatchObject({ js: { gzip: 0 }, inlineCss: 'p{color:red}'.length })
  })

  it('counts a script preloaded as a script', () => {
    expect(measurePage(`<link rel="preload" as="script" href="/assets/re.js">`, read).js.gzip).toBe(
      size('assets/re.js'),
    )
  })

  it('resolves relative URLs against the page path', () => {
    expect(measurePage(`<link rel="stylesheet" href="../assets/site.css?v=1">`, read, '/blog/post').css.gzip).toBe(
      size('assets/site.css'),
    )
    expect(measurePage(`<link rel="stylesheet" href="../../assets/site.css">`, read, '/blog/post/').css.gzip).toBe(
      size('assets/site.css'),
    )
    expect(measurePage(`<link rel="stylesheet" href="&#39;x&#39;&amp;.css">`, read, '/').missing).toEqual([`/'x'&.css`])
  })

  it('counts external URLs as external without measuring them', () => {
    const urls: string[] = []
    const page = measurePage(
      `<script src="https://cdn.example/lib.js"></script>
       <link rel="stylesheet" href="//fonts.example/font.css">
       <link rel="modulepreload" href="http://cdn.example/x.js">
       <link rel="canonical" href="https://site.example/">`,
      (path) => (urls.push(path), undefined),
    )
    expect(page).toMatchObject({ external: 3, css: { gzip: 0 }, js: { gzip: 0 }, assets: [], missing: [] })
    expect(urls).toEqual([])
  })

  it('ignores tags inside comments and reports missing local files', () => {
    const page = measurePage(`<!-- <script src="/assets/app.js"></script> --><script src="/gone.js"></script>`, read)
    expect(page).toMatchObject({ js: { gzip: 0 }, missing: ['/gone.js'] })
  })
})

describe('a client-routed page', () => {
  const entry =
    'var a=[{pageId:`/site/pages/contact`,loadVirtualFilePageEntry:()=>({moduleId:`virtual:vike:page-entry:client:/site/pages/contact`,moduleExportsPromise:y(()=>import(`./site_pages_contact.B1.js`),[])})},{moduleId:`virtual:vike:page-entry:client:/site/pages/contact/thank-you`,moduleExportsPromise:y(()=>import(`./site_pages_contact_thank-you.C2.js`),[])}]'

  it('finds the code the router loads for the page it starts on', () => {
    expect(pageEntryImport(entry, '/site/pages/contact')).toBe('./site_pages_contact.B1.js')
    expect(pageEntryImport(entry, '/site/pages/contact/thank-you')).toBe('./site_pages_contact_thank-you.C2.js')
    expect(pageEntryImport(entry, '/site/pages/about')).toBeUndefined()
  })

  it('counts that code, and what only it imports, apart from the scripts the page names', () => {
    const assets: Record<string, string> = {
      '/assets/entries/entry.js': `import{b}from"../chunks/shared.js";${entry}`,
      '/assets/entries/site_pages_contact.B1.js':
        'import{a}from"../chunks/react.js";import{b}from"../chunks/shared.js";a()',
      '/assets/chunks/react.js': 'export const a=()=>1',
      '/assets/chunks/shared.js': 'export const b=2',
    }
    const html =
      '<html><head><script type="module" src="/assets/entries/entry.js"></script></head><body><script id="vike_pageContext" type="application/json">{"pageId":"/site/pages/contact"}</script></body></html>'
    const measured = measurePage(
      html,
      (path) => (assets[path] === undefined ? undefined : Buffer.from(assets[path])),
      '/contact',
    )
    expect(measured.assets.map((asset) => [asset.path, asset.router])).toEqual([
      ['/assets/entries/entry.js', false],
      ['/assets/chunks/shared.js', false],
      ['/assets/entries/site_pages_contact.B1.js', true],
      ['/assets/chunks/react.js', true],
    ])
    const gzip = (path: string) => gzipSize(assets[path]!)
    expect(measured.js.gzip).toBe(gzip('/assets/entries/entry.js') + gzip('/assets/chunks/shared.js'))
    expect(measured.routerJs.gzip).toBe(
      gzip('/assets/entries/site_pages_contact.B1.js') + gzip('/assets/chunks/react.js'),
    )
  })
})

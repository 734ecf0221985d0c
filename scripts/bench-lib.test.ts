import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { gzipSize, measurePage, pageEntryImport, parseAttributes } from './bench-lib.ts'

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
    expect(page.js).toBe(size('assets/app.js') + size('assets/chunk.js'))
    expect(page.css).toBe(0)
    expect(page.html).toBe(gzipSize(html))
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
    expect(page.js).toBe(
      ['entry.js', 'chunk.js', 'side.js', 're.js'].reduce((sum, name) => sum + size(`assets/${name}`), 0),
    )
  })

  it('does not count JSON or JSON-LD scripts as JS, but counts inline scripts', () => {
    const data = `<script type="application/ld+json">{"@context":"https://schema.org"}</script>
      <script id="ctx" type='application/json'>{"a":1}</script>
      <script type="application/json" src="/assets/data.json"></script>`
    expect(measurePage(data, read).js).toBe(0)
    const inline = `<script>console.log("hi")</script>`
    expect(measurePage(data + inline, read).js).toBe(gzipSize('console.log("hi")\n'))
  })

  it('counts linked stylesheets and inline styles as CSS', () => {
    const html = `<link type="text/css" rel="stylesheet" href="/assets/site.css"><style>p{color:red}</style>`
    const page = measurePage(html, read)
    expect(page.css).toBe(size('assets/site.css') + gzipSize('p{color:red}\n'))
    expect(page.js).toBe(0)
  })

  it('resolves relative URLs against the page path', () => {
    expect(measurePage(`<link rel="stylesheet" href="../assets/site.css?v=1">`, read, '/blog/post').css).toBe(
      size('assets/site.css'),
    )
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
    expect(page).toMatchObject({ external: 3, css: 0, js: 0, assets: [], missing: [] })
    expect(urls).toEqual([])
  })

  it('ignores tags inside comments and reports missing local files', () => {
    const page = measurePage(`<!-- <script src="/assets/app.js"></script> --><script src="/gone.js"></script>`, read)
    expect(page).toMatchObject({ js: 0, missing: ['/gone.js'] })
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

  it('counts that code, and what it imports, as the page’s JavaScript', () => {
    const assets: Record<string, string> = {
      '/assets/entries/entry.js': entry,
      '/assets/entries/site_pages_contact.B1.js': 'import{a}from"../chunks/react.js";a()',
      '/assets/chunks/react.js': 'export const a=()=>1',
    }
    const html =
      '<html><head><script type="module" src="/assets/entries/entry.js"></script></head><body><script id="vike_pageContext" type="application/json">{"pageId":"/site/pages/contact"}</script></body></html>'
    const measured = measurePage(
      html,
      (path) => (assets[path] === undefined ? undefined : Buffer.from(assets[path])),
      '/contact',
    )
    expect(measured.assets.map((asset) => asset.path)).toEqual([
      '/assets/entries/entry.js',
      '/assets/entries/site_pages_contact.B1.js',
      '/assets/chunks/react.js',
    ])
  })
})

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { localAnonKey } from '../../supabase/local/keys.ts'
import {
  contentSecurityPolicy,
  hashSource,
  inlineScripts,
  inlineStyles,
  pageSources,
  scriptStyles,
  writeSecurityHeaders,
} from './security-headers.ts'

const sources = { apiOrigin: 'https://project.supabase.co', scriptHashes: ["'sha256-a'"], styleHashes: ["'sha256-b'"] }

describe('contentSecurityPolicy', () => {
  it('allows the site, the API and the listed hashes, and nothing inline besides', () => {
    expect(contentSecurityPolicy(sources, 'meta')).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-a'; style-src 'self' 'sha256-b'; img-src 'self' data: https://project.supabase.co https:; connect-src 'self' https://project.supabase.co; " +
        "font-src 'self'; media-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self' https://project.supabase.co",
    )
  })

  it("says frame-ancestors 'none' only in the header, where browsers obey it", () => {
    expect(contentSecurityPolicy(sources, 'header')).toBe(
      `${contentSecurityPolicy(sources, 'meta')}; frame-ancestors 'none'`,
    )
  })
})

it('hashes a script as CSP does: sha256 of its exact text, in base64', () => {
  // The digest of "alert('Hello, world.');", from the CSP Level 3 specification's example.
  expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
})

it('finds the inline scripts a page runs, not data blocks or scripts loaded by URL', () => {
  const html =
    '<script>one()</script><script type="module">two()</script><script type="application/ld+json">{}</script><script id="data" type="application/json">{}</script><script src="/x.js" type="module" async></script>'
  expect(inlineScripts(html)).toEqual(['one()', 'two()'])
})

it('finds the inline styles a page carries', () => {
  expect(
    inlineStyles('<style>a{b:c}</style><link rel="stylesheet" href="/x.css"><style media="print"></style>'),
  ).toEqual(['a{b:c}', ''])
})

describe('pageSources', () => {
  const origin = 'https://project.supabase.co'
  it('allows exactly the scripts and styles the page carries', () => {
    expect(
      pageSources('<style>a{b:c}</style><script>one()</script><script type="application/ld+json">{}</script>', origin),
    ).toEqual({
      apiOrigin: origin,
      scriptHashes: [hashSource('one()')],
      styleHashes: [hashSource('a{b:c}')],
    })
  })

  it('adds the styles the site’s scripts make, where the page runs a script file or makes a <style>', () => {
    const added = scriptStyles()
    expect(added).toEqual([hashSource(''), expect.stringMatching(/^'sha256-/)])
    const loaded = pageSources('<style>a{b:c}</style><script type="module" src="/app.js"></script>', origin)
    expect(loaded.styleHashes).toEqual([hashSource('a{b:c}'), ...added].sort())
    const inline = pageSources("<script>document.head.appendChild(document.createElement('style'))</script>", origin)
    expect(inline.styleHashes).toEqual([...added].sort())
  })

  it('reads the page without the policy it may carry already', () => {
    const html = '<meta charset="UTF-8"><style>a{b:c}</style>'
    const secured = html.replace('>', '><meta http-equiv="Content-Security-Policy" content="style-src \'self\'">')
    expect(pageSources(secured, origin)).toEqual(pageSources(html, origin))
  })
})

it('puts its own policy after the charset of every page, and the policy allowing them all in _headers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'security-headers-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(join(dir, 'a'))
  writeFileSync(join(dir, 'index.html'), '<html><head><meta charset="UTF-8" /><script>first()</script></head></html>')
  writeFileSync(
    join(dir, 'a', 'index.html'),
    '<html><head><meta charset="UTF-8" /></head><body><script>second()</script></body></html>',
  )
  const env = { SUPABASE_URL: 'https://project.supabase.co/', SUPABASE_ANON_KEY: localAnonKey }
  writeSecurityHeaders(dir, env)
  const policyOf = (file: string) =>
    /^<html><head><meta charset="UTF-8" \/><meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(
      readFileSync(join(dir, file), 'utf8'),
    )?.[1] ?? ''
  expect(policyOf('a/index.html')).toContain(
    `script-src 'self' 'wasm-unsafe-eval' ${hashSource('second()')}; style-src 'self';`,
  )
  expect(policyOf('a/index.html')).toContain("connect-src 'self' https://project.supabase.co;")
  expect(policyOf('index.html')).toContain(
    `script-src 'self' 'wasm-unsafe-eval' ${hashSource('first()')}; style-src 'self';`,
  )
  const headers = readFileSync(join(dir, '_headers'), 'utf8')
  const united = policyOf('a/index.html').replace(
    hashSource('second()'),
    [hashSource('first()'), hashSource('second()')].sort().join(' '),
  )
  expect(headers).toContain(`/*\n  Content-Security-Policy: ${united}; frame-ancestors 'none'\n`)
  expect(headers).toContain('\n  Strict-Transport-Security: max-age=63072000; includeSubDomains\n')
  // Files named by their content are kept by browsers without asking again.
  expect(headers).toContain('\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n')
  // Again, over pages that carry their policy already: nothing changes.
  const before = readFileSync(join(dir, 'a', 'index.html'), 'utf8')
  writeSecurityHeaders(dir, env)
  expect(readFileSync(join(dir, 'a', 'index.html'), 'utf8')).toBe(before)
  expect(readFileSync(join(dir, '_headers'), 'utf8')).toBe(headers)
})

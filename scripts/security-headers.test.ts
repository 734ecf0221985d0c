import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { localAnonKey } from '../supabase/local/keys.ts'
import { contentSecurityPolicy, hashSource, inlineScripts, writeSecurityHeaders } from './security-headers.ts'

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

it('puts the policy after the charset of every page, hashing their scripts, and writes _headers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'security-headers-'))
  mkdirSync(join(dir, 'a'))
  writeFileSync(join(dir, 'index.html'), '<html><head><meta charset="UTF-8" /><script>first()</script></head></html>')
  writeFileSync(
    join(dir, 'a', 'index.html'),
    '<html><head><meta charset="UTF-8" /></head><body><script>second()</script></body></html>',
  )
  writeSecurityHeaders(dir, { SUPABASE_URL: 'https://project.supabase.co/', SUPABASE_ANON_KEY: localAnonKey })
  const page = readFileSync(join(dir, 'a', 'index.html'), 'utf8')
  const policy =
    /^<html><head><meta charset="UTF-8" \/><meta http-equiv="Content-Security-Policy" content="([^"]+)"><\/head>/.exec(
      page,
    )?.[1] ?? ''
  expect(policy).toContain(
    `script-src 'self' 'wasm-unsafe-eval' ${[hashSource('first()'), hashSource('second()')].sort().join(' ')};`,
  )
  expect(policy).toContain("connect-src 'self' https://project.supabase.co;")
  expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain(`content="${policy}"`)
  const headers = readFileSync(join(dir, '_headers'), 'utf8')
  expect(headers).toContain(`/*\n  Content-Security-Policy: ${policy}; frame-ancestors 'none'\n`)
  expect(headers).toContain('\n  Strict-Transport-Security: max-age=63072000; includeSubDomains\n')
})

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { measureSite, routeOfFile } from './site.ts'
import { gzipSize } from './sizes.ts'

describe('routeOfFile', () => {
  it('serves a folder’s index.html at the folder, and reads its links from inside it', () => {
    expect(routeOfFile('index.html')).toEqual({ route: '/', pageUrl: '/' })
    expect(routeOfFile(join('insights', 'a-post', 'index.html'))).toEqual({
      route: '/insights/a-post',
      pageUrl: '/insights/a-post/',
    })
    expect(routeOfFile('404.html')).toEqual({ route: '/404', pageUrl: '/404' })
  })
})

describe('measureSite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-site-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const css = 'body { margin: 0 }\n'.repeat(30)
  const files: Record<string, string> = {
    'index.html': '<link rel="stylesheet" href="/site.css"><h1>Home</h1>',
    'admin/blog/index.html': '<script type="module" src="/admin.js"></script>',
    'insights/index.html': '<link rel="stylesheet" href="/site.css"><script type="module" src="/app.js"></script>',
    'site.css': css,
    'app.js': 'console.log("app")\n'.repeat(30),
    'admin.js': 'console.log("admin")',
  }
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), text)
  }

  it('measures the pages a filter accepts, in route order, and each shared file once', () => {
    const site = measureSite(dir, (route) => !route.startsWith('/admin'))
    expect(site.pages.map((page) => page.route)).toEqual(['/', '/insights'])
    expect(site.pages[0]!.css.gzip).toBe(gzipSize(css))
    expect(site.uniqueAssets).toMatchObject({
      files: 2,
      css: { gzip: gzipSize(css) },
      js: { gzip: gzipSize(files['app.js']!) },
    })
  })
})

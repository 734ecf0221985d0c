import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { archiveRoutes, firstRender, initialWindowBytes, measureInsights } from './insights.ts'
import { brotliSize } from './sizes.ts'

describe('measureInsights', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-insights-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const listing = `<style>${'.card{margin:0}'.repeat(40)}</style><link rel="stylesheet" href="/list.css"><h1>Insights</h1>`
  const files: Record<string, string> = {
    'insights/index.html': listing,
    'list.css': 'h1 { color: navy }\n'.repeat(20),
    'insights/page/2/index.html': '<h1>Page 2</h1>',
    'insights/page/10.html': '<link rel="stylesheet" href="../../list.css"><h1>Page 10</h1>',
    'insights/page/notes.txt': 'not a page',
    'insights/search-index.json': '[]',
  }
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), text)
  }

  it('counts a first render as the bench counts every page: the HTML and its stylesheets, brotli', () => {
    const list = firstRender(dir, '/insights')
    expect(list).toEqual({
      route: '/insights',
      html: brotliSize(listing),
      css: brotliSize(files['list.css']!),
      total: brotliSize(listing) + brotliSize(files['list.css']!),
    })
    expect(initialWindowBytes).toBe(14_600)
  })

  it('finds the archive pages as folders or as files, in page order, and resolves their links', () => {
    expect(archiveRoutes(dir)).toEqual(['/insights/page/2', '/insights/page/10'])
    const { archive } = measureInsights(dir)
    expect(archive.map((page) => [page.route, page.css])).toEqual([
      ['/insights/page/2', 0],
      ['/insights/page/10', brotliSize(files['list.css']!)],
    ])
    expect(() => firstRender(dir, '/insights/page/3')).toThrow(/No page for \/insights\/page\/3/)
  })
})

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { absoluteUrl } from '../../site/lib/seo/index.ts'
import { localPublishableKey } from '../../supabase/local/keys.ts'
import { createPageFinisher, finishPages } from './finish-pages.ts'
import { hashSource, inlineStyles } from './security-headers.ts'

const dir = mkdtempSync(join(tmpdir(), 'finish-pages-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const env = { SUPABASE_URL: 'https://project.supabase.co/', SUPABASE_PUBLISHABLE_KEY: localPublishableKey }

const sheet = '<link rel="stylesheet" type="text/css" href="/assets/static/site_styles_global-b565a051.Cvm6NJbp.css">'
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8" />${sheet}${head}</head><body>${body}</body></html>`

// Pages as Vike renders them, before they are finished.
const rendered: Record<string, string> = {
  'index.html': page(
    `<link rel="canonical" href="${absoluteUrl('/')}"><link rel="modulepreload" href="/assets/chunks/a.js">`,
    '<p class="mt-4">Home</p>',
  ),
  'insights/a-post/index.html': page(
    `<link rel="canonical" href="${absoluteUrl('/insights/a-post')}"><meta property="og:image" content="${absoluteUrl('/og/a-post.jpg')}?v=1">`,
    '<h1 class="text-3xl">A post</h1>',
  ),
  'admin/blog/index.html': page('<meta name="robots" content="noindex">', '<div id="admin" class="mt-8"></div>'),
  '404.html': page('<meta name="robots" content="noindex">', '<p class="mt-2">Not found</p>'),
}
for (const [file, html] of Object.entries(rendered)) {
  mkdirSync(join(dir, file, '..'), { recursive: true })
  writeFileSync(join(dir, file), html)
}

it('finishes every page as the local site’s refresher finishes one it renders again', async () => {
  const finished = await finishPages(dir, env)
  const finisher = createPageFinisher(dir, env)
  for (const [file, html] of Object.entries(rendered)) {
    const written = readFileSync(join(dir, file), 'utf8')
    expect(written, file).toBe((await finisher.finish(html, file)).html)
    expect(written, file).not.toContain('modulepreload')
    expect(written, file).toContain('http-equiv="Content-Security-Policy"')
  }
  // Its own CSS in each public page; the admin keeps the site-wide sheet.
  const home = readFileSync(join(dir, 'index.html'), 'utf8')
  expect(home).not.toContain(sheet)
  expect(readFileSync(join(dir, 'admin/blog/index.html'), 'utf8')).toContain(sheet)

  // The header allows the CSS of every page.
  const headers = readFileSync(join(dir, '_headers'), 'utf8')
  for (const file of ['index.html', 'insights/a-post/index.html', '404.html']) {
    const [css = ''] = inlineStyles(readFileSync(join(dir, file), 'utf8'))
    expect(headers, file).toContain(hashSource(css))
  }

  expect(finished.indexed.sort()).toEqual(['/', '/insights/a-post'])
  expect(finished.shareImagePages).toEqual([
    { file: join(dir, 'insights/a-post/index.html'), slug: 'a-post', url: `${absoluteUrl('/og/a-post.jpg')}?v=1` },
  ])
})

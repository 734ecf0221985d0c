import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticServer, listen, resolveStaticFile } from './static-server.ts'

// The site's folder, and beside it a file no request may reach; all removed when the tests end.
const sandbox = mkdtempSync(join(tmpdir(), 'static-server-'))
const root = join(sandbox, 'site')
mkdirSync(join(root, 'about'), { recursive: true })
writeFileSync(join(root, 'index.html'), '<h1>home</h1>')
writeFileSync(join(root, 'about', 'index.html'), '<h1>about</h1>')
writeFileSync(join(root, '404.html'), '<h1>missing</h1>')
writeFileSync(
  join(root, '_headers'),
  '/*\n  X-Frame-Options: DENY\n  Referrer-Policy: no-referrer\n\n# Only for the about page\n/about*\n  X-Robots-Tag: noindex\n',
)
writeFileSync(join(sandbox, 'outside-secret.txt'), 'secret')

const server = createStaticServer(root)
let base = ''
beforeAll(async () => {
  base = await listen(server, 0)
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  rmSync(sandbox, { recursive: true, force: true })
})

it('serves a folder index for its path, with or without the trailing slash', async () => {
  for (const path of ['/', '/about', '/about/']) {
    const response = await fetch(base + path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
  }
  expect(await (await fetch(base + '/about')).text()).toBe('<h1>about</h1>')
})

it('sends the headers _headers gives each path, with pages, the 404 page and everything else', async () => {
  const seen = async (path: string) => {
    const { headers } = await fetch(base + path)
    return [headers.get('x-frame-options'), headers.get('referrer-policy'), headers.get('x-robots-tag')]
  }
  expect(await seen('/')).toEqual(['DENY', 'no-referrer', null])
  expect(await seen('/about/')).toEqual(['DENY', 'no-referrer', 'noindex'])
  expect(await seen('/nowhere')).toEqual(['DENY', 'no-referrer', null])
})

it('compresses text for clients that accept gzip', async () => {
  const response = await fetch(base + '/', { headers: { 'accept-encoding': 'gzip' } })
  expect(response.headers.get('content-encoding')).toBe('gzip')
  expect(await response.text()).toBe('<h1>home</h1>')
})

it('answers unknown paths with 404.html and status 404', async () => {
  const response = await fetch(base + '/nowhere')
  expect(response.status).toBe(404)
  expect(await response.text()).toBe('<h1>missing</h1>')
})

it('never resolves a path outside its folder', async () => {
  // Clients normalise dot segments before sending, so the resolver is asked directly as well.
  expect(await resolveStaticFile(root, '/../outside-secret.txt')).toBeUndefined()
  expect(await resolveStaticFile(root, '/%2e%2e/outside-secret.txt')).toBeUndefined()
  expect(await resolveStaticFile(root, '/about')).toBe(join(root, 'about', 'index.html'))
  for (const path of ['/../outside-secret.txt', '/%2e%2e/outside-secret.txt', '/%E0%A4%A']) {
    const response = await fetch(base + path)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('secret')
  }
})

it('refuses methods other than GET and HEAD', async () => {
  expect((await fetch(base + '/', { method: 'POST' })).status).toBe(405)
})

it('answers every request whole while the page asked for comes and goes', async () => {
  // What `npm start` does while visitors read: its refresher writes a published post's page (to a
  // temporary file, then renamed) and removes an unpublished one's folder. Each answer is the page or
  // the 404 page, complete, and none is left hanging.
  const folder = join(root, 'coming-and-going')
  let churning = true
  const churn = (async () => {
    while (churning) {
      mkdirSync(folder, { recursive: true })
      writeFileSync(join(folder, 'index.html.tmp'), '<h1>here</h1>')
      renameSync(join(folder, 'index.html.tmp'), join(folder, 'index.html'))
      await new Promise((resolve) => setImmediate(resolve))
      rmSync(folder, { recursive: true, force: true })
      await new Promise((resolve) => setImmediate(resolve))
    }
  })()
  try {
    for (let round = 0; round < 15; round++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, at) => {
          const response = await fetch(base + '/coming-and-going/', {
            headers: { 'accept-encoding': at % 2 ? 'gzip' : 'identity' },
            signal: AbortSignal.timeout(5000),
          })
          return [response.status, await response.text()]
        }),
      )
      for (const answer of answers)
        expect([
          [200, '<h1>here</h1>'],
          [404, '<h1>missing</h1>'],
        ]).toContainEqual(answer)
    }
  } finally {
    churning = false
    await churn
  }
})

it('sends a page as it is now once it has been rewritten or replaced, never a copy kept from before', async () => {
  const folder = join(root, 'rewritten')
  mkdirSync(folder, { recursive: true })
  const read = async () => {
    const response = await fetch(base + '/rewritten/', { headers: { 'accept-encoding': 'gzip' } })
    return [response.headers.get('content-encoding'), await response.text()]
  }
  writeFileSync(join(folder, 'index.html'), '<h1>first</h1>')
  expect([await read(), await read()]).toEqual([
    ['gzip', '<h1>first</h1>'],
    ['gzip', '<h1>first</h1>'],
  ])
  // Rewritten in place, as a build overwrites its pages.
  writeFileSync(join(folder, 'index.html'), '<h1>second, longer</h1>')
  expect(await read()).toEqual(['gzip', '<h1>second, longer</h1>'])
  // Replaced by a file of the same length, as npm start's refresher renames a new page into place.
  writeFileSync(join(folder, 'index.html.tmp'), '<h1>third, longer!</h1>')
  renameSync(join(folder, 'index.html.tmp'), join(folder, 'index.html'))
  expect(await read()).toEqual(['gzip', '<h1>third, longer!</h1>'])
})

describe('as GitHub Pages', () => {
  const pages = createStaticServer(root, { githubPages: true })
  let pagesBase = ''
  beforeAll(async () => {
    pagesBase = await listen(pages, 0)
  })
  afterAll(() => new Promise<void>((resolve) => pages.close(() => resolve())))

  it('sends a folder address without its slash to the slash form, keeping the query', async () => {
    const response = await fetch(pagesBase + '/about?x=1', { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/about/?x=1')
    expect(await (await fetch(pagesBase + '/about/')).text()).toBe('<h1>about</h1>')
    expect((await fetch(pagesBase + '/', { redirect: 'manual' })).status).toBe(200)
  })

  it('answers unknown paths with 404.html and status 404', async () => {
    const response = await fetch(pagesBase + '/about/nowhere/')
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('<h1>missing</h1>')
  })

  it('sends no headers of its own beyond type, caching and compression, whatever _headers says', async () => {
    const response = await fetch(pagesBase + '/about/')
    expect(response.headers.get('x-frame-options')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('max-age=600')
  })
})

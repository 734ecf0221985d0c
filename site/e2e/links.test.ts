import { beforeAll, describe, expect, it } from 'vitest'
import { canonicalPathname } from '../lib/seo/index.ts'
import { baseUrl } from './browser.ts'
import { publicRoutes } from './routes.ts'

interface Document {
  html: string
  ids: Set<string>
  /** Every link and asset address in the page, as written. */
  references: string[]
  /** The links of the page's header and footer. */
  chromeLinks: string[]
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
const attributeValues = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) => decode(match[1] ?? ''))
const linkHrefs = (html: string) => attributeValues(html, /<a\s[^>]*?href="([^"]*)"/g)
const landmark = (html: string, tag: 'header' | 'footer') =>
  html.match(new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`))?.[0] ?? ''

function parse(html: string): Document {
  return {
    html,
    ids: new Set(attributeValues(html, /\sid="([^"]*)"/g)),
    references: [
      ...linkHrefs(html),
      ...attributeValues(html, /<link\s[^>]*?href="([^"]*)"/g),
      ...attributeValues(html, /\ssrc="([^"]*)"/g),
      ...attributeValues(html, /\sposter="([^"]*)"/g),
    ],
    chromeLinks: [...linkHrefs(landmark(html, 'header')), ...linkHrefs(landmark(html, 'footer'))],
  }
}

const documents = new Map<string, Document>()
const statuses = new Map<string, number>()

async function load(path: string): Promise<Document | undefined> {
  if (documents.has(path) || statuses.has(path)) return documents.get(path)
  const response = await fetch(new URL(path, baseUrl()))
  statuses.set(path, response.status)
  const body = await response.text()
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/html')) return undefined
  const document = parse(body)
  documents.set(path, document)
  return document
}

/** The same-origin target of an address in `from`, or undefined for another origin or scheme. */
function internalTarget(reference: string, from: string): URL | undefined {
  const url = new URL(reference, new URL(from, baseUrl()))
  return url.origin === new URL(baseUrl()).origin ? url : undefined
}

beforeAll(async () => {
  for (const route of publicRoutes) await load(route.path)
})

describe('every prerendered page', () => {
  it('serves every public route as HTML', () => {
    const missing = publicRoutes
      .filter((route) => !documents.has(route.path))
      .map((route) => `${route.path} (${statuses.get(route.path)})`)
    expect(missing).toEqual([])
  })

  it('links only to pages, files and anchors that exist', async () => {
    const broken: string[] = []
    for (const route of publicRoutes) {
      for (const reference of documents.get(route.path)?.references ?? []) {
        const target = internalTarget(reference, route.path)
        if (!target) continue
        const targetPath = decodeURIComponent(target.pathname)
        if (!(await load(targetPath)) && statuses.get(targetPath) !== 200) {
          const response = await fetch(target)
          statuses.set(targetPath, response.status)
          await response.arrayBuffer()
        }
        if (statuses.get(targetPath) !== 200) {
          broken.push(`${route.path} → ${reference} (HTTP ${statuses.get(targetPath)})`)
          continue
        }
        const anchor = decodeURIComponent(target.hash.slice(1))
        const document = documents.get(targetPath)
        if (anchor && document && !document.ids.has(anchor))
          broken.push(`${route.path} → ${reference} (no element with id "${anchor}")`)
      }
    }
    expect(broken).toEqual([])
  })

  it('writes mail and phone links with an address', () => {
    const malformed = publicRoutes.flatMap((route) =>
      (documents.get(route.path)?.references ?? [])
        .filter((reference) => /^(mailto|tel):/i.test(reference))
        .filter(
          (reference) =>
            !/^mailto:[^@\s?]+@[^@\s?]+\.[a-z]{2,}(\?.*)?$/i.test(reference) && !/^tel:\+?[\d-]{6,}$/.test(reference),
        )
        .map((reference) => `${route.path} → ${reference}`),
    )
    expect(malformed).toEqual([])
  })

  it('can all be reached by following links from the header or the footer', () => {
    const start = documents.get('/')
    expect(start?.chromeLinks.length).toBeGreaterThan(0)
    const reached = new Set<string>()
    // A page is known by its route (/about), whichever form of its address (/about/) the link gives.
    const routeOf = (reference: string, from: string) => {
      const target = internalTarget(reference, from)
      return target && canonicalPathname(target.pathname)
    }
    const queue = (start?.chromeLinks ?? []).map((link) => routeOf(link, '/')).filter((path) => path !== undefined)
    while (queue.length > 0) {
      const path = queue.shift() as string
      if (reached.has(path)) continue
      reached.add(path)
      for (const reference of linkHrefsOf(path)) {
        const next = routeOf(reference, path)
        if (next && !reached.has(next)) queue.push(next)
      }
    }
    const unreachable = publicRoutes
      .filter((route) => !route.unlinked && !reached.has(route.path))
      .map((route) => route.path)
    expect(unreachable).toEqual([])
  })
})

function linkHrefsOf(path: string): string[] {
  const document = documents.get(path)
  return document ? linkHrefs(document.html) : []
}

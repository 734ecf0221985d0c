// Every address the built site gives out, gathered from its files, for the host tests to ask for.
import { readdirSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { site } from '../site.config.ts'

/** An address the site gives out, and where it was found. */
export interface GivenAddress {
  /** Site-relative, as a visitor's browser or a crawler would ask for it. */
  address: string
  /** The file that gives it, and how: `contact/index.html <a>`, `sitemap.xml <loc>`. */
  from: string
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
const values = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => decode(match[1] ?? ''))

/** A reference on the site's own origin, written site-relative or on its public URL; undefined for any other. */
export function siteRelative(reference: string): string | undefined {
  if (reference.startsWith(`${site.url}/`) || reference === site.url) return reference.slice(site.url.length) || '/'
  return reference.startsWith('/') && !reference.startsWith('//') ? reference : undefined
}

/** The address a prerendered file is served at: a folder's index.html at the folder, with its slash. */
export const addressOfFile = (file: string): string =>
  `/${file.split(sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1') || '/'

/** The prerendered pages of a built site, as files under `clientDir`. */
export const pageFiles = (clientDir: string): string[] =>
  readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort()

/** What one page gives out: its links, canonical URL, og:url, feed links, refresh target and JSON-LD URLs. */
export function pageReferences(html: string): { how: string; reference: string }[] {
  const jsonLd = values(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).flatMap((json) =>
    [...JSON.stringify(JSON.parse(json)).matchAll(/"(https?:[^"]*)"/g)].map((match) => match[1] ?? ''),
  )
  return [
    ...values(html, /<a\s[^>]*?href="([^"]*)"/g).map((reference) => ({ how: '<a>', reference })),
    ...values(html, /<link\s[^>]*?href="([^"]*)"/g).map((reference) => ({ how: '<link>', reference })),
    ...values(html, /<meta property="og:url" content="([^"]*)"/g).map((reference) => ({ how: 'og:url', reference })),
    ...values(html, /<meta http-equiv="refresh" content="\d+; url=([^"]*)"/g).map((reference) => ({
      how: 'refresh',
      reference,
    })),
    ...jsonLd.map((reference) => ({ how: 'JSON-LD', reference })),
  ]
}

const xml = new XMLParser({ ignoreAttributes: false })
const hrefsIn = (html: string) => values(html, /href="([^"]*)"/g)

/** What the discovery files give out: the sitemap's <loc>s, the feeds' links (bodies included), robots.txt's sitemap. */
function discoveryReferences(clientDir: string): GivenAddress[] {
  const read = (file: string) => readFileSync(join(clientDir, file), 'utf8')
  const sitemap = [xml.parse(read('sitemap.xml')).urlset.url].flat() as { loc: string }[]
  const { channel } = xml.parse(read('insights/rss.xml')).rss
  const items = [channel.item ?? []].flat() as Record<string, string>[]
  const feed = JSON.parse(read('insights/feed.json')) as {
    home_page_url: string
    feed_url: string
    items: { url: string; content_html: string }[]
  }
  const given = (from: string, references: string[]) => references.map((reference) => ({ reference, from }))
  return [
    ...given(
      'sitemap.xml <loc>',
      sitemap.map((url) => url.loc),
    ),
    ...given('rss.xml <link>', [channel.link, channel['atom:link']['@_href'], ...items.map((item) => item.link)]),
    ...given(
      'rss.xml <content:encoded>',
      items.flatMap((item) => hrefsIn(item['content:encoded'] ?? '')),
    ),
    ...given('feed.json', [feed.home_page_url, feed.feed_url, ...feed.items.map((item) => item.url)]),
    ...given(
      'feed.json content_html',
      feed.items.flatMap((item) => hrefsIn(item.content_html)),
    ),
    ...given('robots.txt', values(read('robots.txt'), /^Sitemap: (.*)$/gm)),
  ].flatMap(({ reference, from }) => {
    const address = siteRelative(reference)
    return address ? [{ address, from }] : []
  })
}

/** Every address on the site's own origin that the built site gives out, each once, with the first place giving it. */
export function givenAddresses(clientDir: string): GivenAddress[] {
  const found = new Map<string, string>()
  for (const file of pageFiles(clientDir)) {
    found.set(addressOfFile(file), `${file} (the page itself)`)
    for (const { how, reference } of pageReferences(readFileSync(join(clientDir, file), 'utf8'))) {
      const address = siteRelative(reference)
      if (address && !found.has(address)) found.set(address, `${file} ${how}`)
    }
  }
  for (const { address, from } of discoveryReferences(clientDir)) if (!found.has(address)) found.set(address, from)
  return [...found].map(([address, from]) => ({ address, from }))
}

/** How an address answers, without following a redirect: its status, and where a redirect sends it. */
export async function answerOf(base: string, address: string): Promise<{ status: number; location?: string }> {
  const response = await fetch(new URL(address, base), { redirect: 'manual' })
  await response.arrayBuffer()
  const location = response.headers.get('location')
  return location ? { status: response.status, location: new URL(location, base).href } : { status: response.status }
}

/** The addresses that do not answer 200 at once, each as `address (status → location) from where`. */
export async function notAnsweredAtOnce(base: string, addresses: readonly GivenAddress[]): Promise<string[]> {
  const problems: string[] = []
  // A few at a time: enough to keep the host busy, few enough not to swamp a two-core machine.
  for (let start = 0; start < addresses.length; start += 8) {
    const batch = addresses.slice(start, start + 8)
    const answers = await Promise.all(batch.map(({ address }) => answerOf(base, address)))
    answers.forEach(({ status, location }, index) => {
      const { address, from } = batch[index]!
      if (status !== 200) problems.push(`${address} (${status}${location ? ` → ${location}` : ''}) from ${from}`)
    })
  }
  return problems
}
